<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>morpion::gui::BoardRenderer</name>
    <message>
        <location filename="../app/gui/BoardRenderer.cpp" line="296"/>
        <source>Earlier layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/BoardRenderer.cpp" line="297"/>
        <source>Layer %1: taken (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/BoardRenderer.cpp" line="298"/>
        <source>Layer %1: not taken (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/BoardRenderer.cpp" line="299"/>
        <source>Taboo at layer %1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/BoardRenderer.cpp" line="301"/>
        <source>Later layers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::BoardView</name>
    <message>
        <location filename="../app/gui/BoardView.cpp" line="252"/>
        <source>%1 lines through (%2, %3), showing %4 — Tab or wheel: next line · click: play · Esc: cancel</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::CodeBar</name>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="36"/>
        <source>The layer code of the grid: the set of its moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="38"/>
        <source>The game number: the moves in their exact order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="41"/>
        <source>Copy the layer code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="46"/>
        <source>Copy the game number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="51"/>
        <source>Paste a layer code, a game number or a move list, then press Enter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="56"/>
        <source>Read codes as this variant (a prefix such as 5D: in the text wins)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="57"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="58"/>
        <source>Open the code typed on the left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="64"/>
        <source>Layer code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="65"/>
        <source>Game number:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="66"/>
        <source>Open code:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="86"/>
        <source>Layer code copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="90"/>
        <source>Game number copied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionLoader</name>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="109"/>
        <source>line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="110"/>
        <source>%1, line %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="203"/>
        <source>The folder %1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="240"/>
        <source>the file is too large (%1 MB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="345"/>
        <source>The text is too large to read as a collection (%1 MB; at most %2 MB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="364"/>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="368"/>
        <source>Cannot open %1: the file is too large to read as a collection (%2 MB; at most %3 MB).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionModel</name>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="72"/>
        <source>Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="73"/>
        <source>Found at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="74"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="75"/>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="76"/>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="77"/>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="78"/>
        <source>Same grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="79"/>
        <source>Same points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="80"/>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="84"/>
        <source>Where the grid was found: a line of the text, or a file of the folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="85"/>
        <source>Layers that take at least one move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="86"/>
        <source>Characters of the layer code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="87"/>
        <source>Rows with the same grid up to rotation and reflection share a group, named by its first row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="89"/>
        <source>Rows with the same points up to rotation and reflection, whatever their lines, share a group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="117"/>
        <location filename="../app/gui/CollectionModel.cpp" line="119"/>
        <source>#%1 (×%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/CollectionModel.cpp" line="152"/>
        <source>%n other row(s) hold this grid, rotated or mirrored</source>
        <translation>
            <numerusform>%n other row holds this grid, rotated or mirrored</numerusform>
            <numerusform>%n other rows hold this grid, rotated or mirrored</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="153"/>
        <source>The same grid as row #%1, up to rotation and reflection</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/CollectionModel.cpp" line="158"/>
        <source>%n other row(s) have these points (up to symmetry), some with other lines</source>
        <translation>
            <numerusform>%n other row has these points (up to symmetry), with other lines</numerusform>
            <numerusform>%n other rows have these points (up to symmetry), some with other lines</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="160"/>
        <source>The same points as row #%1, up to rotation and reflection</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionPanel</name>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="36"/>
        <source>All variants</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="39"/>
        <source>Show only the grids of one variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="42"/>
        <source>Score ≥ </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="43"/>
        <source>Show only the grids with at least this score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="45"/>
        <source>Filter by code or text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="47"/>
        <source>Show only the rows whose code, place or line holds this text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="89"/>
        <source>Open a collection: File &gt; Open Collection…, or paste a list of codes with Edit &gt; Paste as Collection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="92"/>
        <source>%v of %m</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="93"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="94"/>
        <source>Stop reading; the grids read so far stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="156"/>
        <source>Reading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/CollectionPanel.cpp" line="193"/>
        <source>%n grid(s)</source>
        <translation>
            <numerusform>%n grid</numerusform>
            <numerusform>%n grids</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/CollectionPanel.cpp" line="195"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/CollectionPanel.cpp" line="197"/>
        <source>%n group(s) of the same grid</source>
        <translation>
            <numerusform>%n group of the same grid</numerusform>
            <numerusform>%n groups of the same grid</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/CollectionPanel.cpp" line="199"/>
        <source>%n group(s) of the same points with other lines</source>
        <translation>
            <numerusform>%n group of the same points with other lines</numerusform>
            <numerusform>%n groups of the same points with other lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/CollectionPanel.cpp" line="201"/>
        <source>%n line(s) without a code</source>
        <translation>
            <numerusform>%n line without a code</numerusform>
            <numerusform>%n lines without a code</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/CollectionPanel.cpp" line="203"/>
        <source>%n other file(s) skipped</source>
        <translation>
            <numerusform>%n other file skipped</numerusform>
            <numerusform>%n other files skipped</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="204"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="206"/>
        <source>(%1 s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="208"/>
        <source>Cancelled; what was read so far: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/CollectionPanel.cpp" line="211"/>
        <source>Not read (%n):</source>
        <translation>
            <numerusform>Not read (%n):</numerusform>
            <numerusform>Not read (%n):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionProblemModel</name>
    <message>
        <location filename="../app/gui/CollectionProblemModel.cpp" line="34"/>
        <source>Found at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionProblemModel.cpp" line="35"/>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionProblemModel.cpp" line="36"/>
        <source>Why it was not read</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::Document</name>
    <message>
        <location filename="../app/gui/Document.cpp" line="70"/>
        <source>New %1 game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PlayMoveCommand.cpp" line="11"/>
        <source>Play %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::ErrorText</name>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="11"/>
        <source> on line %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="13"/>
        <source> on line %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="15"/>
        <source> at position %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="23"/>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="32"/>
        <source>there is nothing to read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="34"/>
        <source>bad character%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="36"/>
        <source>conflicting moves in layer %1%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="38"/>
        <source>bits left after the end of the game%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="40"/>
        <source>number too large: digits are left after the end of the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="42"/>
        <source>syntax error%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="44"/>
        <source>illegal move%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="46"/>
        <source>a move cannot be reached from the cross</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="48"/>
        <source>duplicate move%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="50"/>
        <source>unknown variant (expected 5T, 5D, 4T or 4D)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="52"/>
        <source>input too large</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="54"/>
        <source>a stored value does not match the moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="56"/>
        <source>cannot read or write the file</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::Examples</name>
    <message>
        <location filename="../app/gui/Examples.cpp" line="8"/>
        <source>An interesting 135 (layer encoding example)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/Examples.cpp" line="9"/>
        <source>A 160 (move layering model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/Examples.cpp" line="10"/>
        <source>Rosin&apos;s 5T record, 178 moves (2011)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/Examples.cpp" line="11"/>
        <source>Rosin&apos;s 5D record, 82 moves (2010)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::ExportDialog</name>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="37"/>
        <location filename="../app/gui/ExportDialog.cpp" line="162"/>
        <location filename="../app/gui/ExportDialog.cpp" line="174"/>
        <source>Export Picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="39"/>
        <source>As on screen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="40"/>
        <source>Clean print style</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="42"/>
        <source>Move &amp;numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="44"/>
        <source>&amp;Highlight layer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="46"/>
        <source>&amp;Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="51"/>
        <source> px</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="53"/>
        <source>Width of a PNG in pixels, of an SVG or PDF in points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="61"/>
        <source>Look:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="65"/>
        <source>Width:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="66"/>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="69"/>
        <source>&amp;Save As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="70"/>
        <source>&amp;Copy Picture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="134"/>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="159"/>
        <source>grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="163"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::FamousGridsMenu</name>
    <message>
        <location filename="../app/gui/FamousGridsMenu.cpp" line="9"/>
        <source>Famous &amp;Grids</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FamousGridsMenu.cpp" line="15"/>
        <source>The built-in list does not read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FamousGridsMenu.cpp" line="23"/>
        <source>%1 %2 moves — %3 (%4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FamousGridsMenu.cpp" line="38"/>
        <source>c. %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FamousGridsMenu.cpp" line="43"/>
        <source>%1 — %2, %3: %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::FileActions</name>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="38"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="40"/>
        <source>Open a grid file (MSR JSON, Pentasol, a code or a move list)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="41"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="43"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="45"/>
        <source>Open &amp;Recent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="56"/>
        <source>Unsaved Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="57"/>
        <source>The grid has changes that are not saved. Save them first?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="70"/>
        <source>Open Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="71"/>
        <source>Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="82"/>
        <location filename="../app/gui/FileActions.cpp" line="106"/>
        <source>Cannot open %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="93"/>
        <source>Cannot open %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="99"/>
        <source>Cannot open %1: the file is too large.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="109"/>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="132"/>
        <source>grid-%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="133"/>
        <source>Save Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="134"/>
        <source>MSR record (*.json);;Pentasol file (*.txt);;MS1 text, the compact MSR record (*.ms1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="159"/>
        <location filename="../app/gui/FileActions.cpp" line="164"/>
        <location filename="../app/gui/FileActions.cpp" line="169"/>
        <source>Cannot save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="176"/>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="208"/>
        <source>&amp;Clear List</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::GridReader</name>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="79"/>
        <source>layer code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="80"/>
        <source>game number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="81"/>
        <source>move list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="82"/>
        <source>record</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="92"/>
        <source>The text is too long (%1 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="101"/>
        <source>There is nothing to read: paste a layer code, a game number or a move list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="112"/>
        <source>Unknown variant “%1” (expected 5T, 5D, 4T or 4D).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="127"/>
        <source>Not a valid MSR record: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="143"/>
        <location filename="../app/gui/GridReader.cpp" line="150"/>
        <source>Not a valid Pentasol record: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="164"/>
        <source>The Pentasol file was read as %1: it is not legal as %2, the chosen variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="166"/>
        <source>The Pentasol file was read as %1, the chosen variant.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="168"/>
        <source>It is also legal as %1; choose that variant in the code bar and open it again to read it so.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="179"/>
        <location filename="../app/gui/GridReader.cpp" line="184"/>
        <source>Not a valid move list: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="214"/>
        <source>Not a code: %1 (“%2”; codes use A–Z, a–z, 0–9, + and /).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="232"/>
        <source>Not a valid %1 layer code: %2.
Not a game number either: it runs out after move %3, and the rest of the game would be guessed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="245"/>
        <source>Not a valid %1 layer code: %2.
Not a game number either: %3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::GridTransformActions</name>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="18"/>
        <source>&amp;Rotate / Flip Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="25"/>
        <source>Changes the grid and its codes; Undo turns it back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="34"/>
        <source>Canonical Orient&amp;ation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="36"/>
        <source>Turn the grid so that its layer code is its canonical code, the smallest of its 8 images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="39"/>
        <source>Copy Ca&amp;nonical Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="40"/>
        <source>Copy the smallest layer code over the 8 rotations and mirror images of the grid, the same for every image: a name for the grid up to symmetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="53"/>
        <source>&amp;Unchanged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="54"/>
        <source>Flip &amp;Left–Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="55"/>
        <source>Flip &amp;Top–Bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="56"/>
        <source>Rotate &amp;180°</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="57"/>
        <source>Flip Along the &amp;Main Diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="58"/>
        <source>Rotate 90° &amp;Clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="59"/>
        <source>Rotate 90° Cou&amp;nter-Clockwise</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="60"/>
        <source>Flip Along the &amp;Other Diagonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="86"/>
        <source>Canonical code copied: the grid is in its canonical orientation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="88"/>
        <source>Canonical code copied: the code of the grid after “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="98"/>
        <source>The grid is already in its canonical orientation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="103"/>
        <source>Turned to the canonical orientation (%1)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::LayerBar</name>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="30"/>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="47"/>
        <source>&amp;First Layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="48"/>
        <source>&amp;Previous Layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="49"/>
        <source>&amp;Next Layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="50"/>
        <source>&amp;Last Layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="51"/>
        <source>&amp;Animate Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="57"/>
        <source>Drag to move through the layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="59"/>
        <source>Layer </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="60"/>
        <source>The layer shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="62"/>
        <source>Slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="62"/>
        <source>Normal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="62"/>
        <source>Fast</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="64"/>
        <source>Animation speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="66"/>
        <source>By layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="66"/>
        <source>By move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="68"/>
        <source>Animate the layers one by one, or replay the moves in their order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="186"/>
        <source> / %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::LayerChart</name>
    <message>
        <location filename="../app/gui/LayerChart.cpp" line="17"/>
        <source>Moves taken per layer; click a bar to show that layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerChart.cpp" line="86"/>
        <source>max %1 per layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/LayerChart.cpp" line="112"/>
        <source>Layer %1: %n move(s) taken</source>
        <translation>
            <numerusform>Layer %1: %n move taken</numerusform>
            <numerusform>Layer %1: %n moves taken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::LayerPanel</name>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="56"/>
        <source>No.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="56"/>
        <source>Move</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="56"/>
        <source>Bit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="70"/>
        <source>Moves taken per layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="131"/>
        <source>No layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="135"/>
        <source>&lt;b&gt;Layer %1&lt;/b&gt; / %2&lt;br&gt;%3 of %4 candidates taken, %5 taboo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="154"/>
        <source>Taken in this layer (bit 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="154"/>
        <source>Not taken: becomes taboo (bit 0)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="160"/>
        <source>Taboo at this layer (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="171"/>
        <source>Legal here but taboo: not taken in an earlier layer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="72"/>
        <source>Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="77"/>
        <source>Codes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="83"/>
        <source>Layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="89"/>
        <source>Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="101"/>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="131"/>
        <source>(%1, %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="135"/>
        <source>(%1, %2): move %3, layer %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="152"/>
        <source>Move %1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="186"/>
        <source>Game over: no legal move is left. Score: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="197"/>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="198"/>
        <source>&amp;New Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="200"/>
        <source>%1 game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="211"/>
        <source>Open &amp;Collection…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="213"/>
        <source>List the grids of a text file of codes, with thumbnails, duplicates and problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="214"/>
        <source>Open Collection &amp;Folder…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="215"/>
        <source>List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="220"/>
        <source>&amp;Export Picture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="223"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="227"/>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="228"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="231"/>
        <source>&amp;Redo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="237"/>
        <source>&amp;Paste Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="239"/>
        <source>Open the layer code, game number or move list on the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="240"/>
        <source>Paste as Collec&amp;tion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="242"/>
        <source>Open &amp;Code…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="245"/>
        <source>Copy &amp;Layer Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="247"/>
        <source>Layer code copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="249"/>
        <source>Copy &amp;Game Number</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="251"/>
        <source>Game number copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="254"/>
        <source>Copy P&amp;icture</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="257"/>
        <source>Pre&amp;ferences…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="262"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="263"/>
        <source>Zoom &amp;In</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="265"/>
        <source>Zoom &amp;Out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="267"/>
        <source>&amp;Fit Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="279"/>
        <source>&amp;Highlight Current Layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="280"/>
        <source>&amp;Ghost Later Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="281"/>
        <source>Show later layers faintly instead of hiding them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="282"/>
        <source>Move &amp;Numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="283"/>
        <source>&amp;Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="284"/>
        <source>Hin&amp;ts: All Legal Moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="287"/>
        <source>&amp;Colours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="289"/>
        <source>Follow the &amp;System</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="290"/>
        <source>&amp;Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="291"/>
        <source>&amp;Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="309"/>
        <source>Search for high-scoring grids with NRPA or the hill climb, on every core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="314"/>
        <source>&amp;Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="323"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="324"/>
        <source>&amp;About Morpion Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="325"/>
        <source>About Morpion Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="326"/>
        <source>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Look at Morpion Solitaire grids layer by layer, play by hand, and share grids as layer codes and game numbers.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; wheel zooms, drag pans, click plays the highlighted move. Where several lines are possible, Tab or the wheel chooses, Esc cancels.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="333"/>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="336"/>
        <source>Main</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="369"/>
        <source>Variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="370"/>
        <source>The point under the pointer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="376"/>
        <source>Score %1 (over)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/MainWindow.cpp" line="377"/>
        <source>Score %1, %n legal</source>
        <translation>
            <numerusform>Score %1, %n legal move</numerusform>
            <numerusform>Score %1, %n legal moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/MainWindow.cpp" line="378"/>
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n layer</numerusform>
            <numerusform>%n layers</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="379"/>
        <source>Layer %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="384"/>
        <source>Untitled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="385"/>
        <source>%1[*] — Morpion Layers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="396"/>
        <location filename="../app/gui/MainWindow.cpp" line="520"/>
        <source>Open %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/MainWindow.cpp" line="400"/>
        <source>Opened a %1: %2 %3 moves in %n layer(s)</source>
        <translation>
            <numerusform>Opened a %1: %2 %3 moves in %n layer</numerusform>
            <numerusform>Opened a %1: %2 %3 moves in %n layers</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="419"/>
        <location filename="../app/gui/MainWindow.cpp" line="451"/>
        <source>The clipboard holds no text to open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="430"/>
        <location filename="../app/gui/MainWindow.cpp" line="439"/>
        <source>the pasted text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="431"/>
        <source>The text holds %1 characters, too many for one grid: it is read as a collection of codes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="440"/>
        <source>The text holds several codes: they are listed in the collection panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="454"/>
        <source>the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="459"/>
        <source>Open Collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="460"/>
        <source>Texts with codes (*.txt *.log *.md *.csv);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="467"/>
        <source>Open Collection Folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="509"/>
        <source>Open %1 from the collection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="512"/>
        <source>#%1, %2: %3 %4 moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="530"/>
        <source>Picture copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="553"/>
        <source>The new language will be used when Morpion Layers starts again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::MessageBanner</name>
    <message>
        <location filename="../app/gui/MessageBanner.cpp" line="22"/>
        <source>Close this message</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::PictureExport</name>
    <message>
        <location filename="../app/gui/PictureExport.cpp" line="81"/>
        <source>Unknown picture type “%1”: use .png, .svg or .pdf.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PictureExport.cpp" line="85"/>
        <location filename="../app/gui/PictureExport.cpp" line="95"/>
        <location filename="../app/gui/PictureExport.cpp" line="125"/>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PictureExport.cpp" line="107"/>
        <location filename="../app/gui/PictureExport.cpp" line="116"/>
        <source>Morpion Solitaire grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PictureExport.cpp" line="108"/>
        <source>Drawn by Morpion Layers</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::PictureMetadata</name>
    <message>
        <location filename="../app/gui/PictureMetadata.cpp" line="135"/>
        <source>the picture carries no grid (it has no “msr” record)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PictureMetadata.cpp" line="168"/>
        <source>the SVG drawing is not well formed on line %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PictureMetadata.cpp" line="170"/>
        <source>the drawing carries no grid (it has no &lt;metadata&gt; with an “msr” record)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="16"/>
        <source>Preferences</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="18"/>
        <source>System language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="24"/>
        <source>Follow the system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="25"/>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="26"/>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="29"/>
        <source>A new language takes effect when the program starts again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="36"/>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="38"/>
        <source>Board &amp;colours:</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchChart</name>
    <message>
        <location filename="../app/gui/SearchChart.cpp" line="40"/>
        <source>%1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchChart.cpp" line="42"/>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchChart.cpp" line="44"/>
        <location filename="../app/gui/SearchChart.cpp" line="45"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchChart.cpp" line="52"/>
        <source>The best score found so far, over the time the search has run</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchChart.cpp" line="179"/>
        <source>best score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchChart.cpp" line="185"/>
        <source>The best score over time is drawn here while a search runs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchChart.cpp" line="236"/>
        <source>Best %1 at %2 s</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchPanel</name>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="59"/>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="93"/>
        <source>playouts/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="93"/>
        <source>iterations/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="136"/>
        <source>NRPA (nested rollout policy adaptation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="137"/>
        <source>Hill climb (the seeds&apos; DNA search)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="138"/>
        <source>NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds&apos; search, quick to rise and then slow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="140"/>
        <source>&amp;Algorithm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="146"/>
        <source>Nesting level L: one search of level L plays about iterations^L playouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="150"/>
        <source>Iterations of each level (N in the paper)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="156"/>
        <source>Adaptation step: how far the policy moves toward the best game at each iteration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="162"/>
        <source>How strongly the open grid&apos;s moves are preferred at first: about 1 barely, 3 keeps a good part of the grid, 5 and more nearly replay it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="164"/>
        <source>&amp;Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="165"/>
        <source>&amp;Iterations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="166"/>
        <source>Al&amp;pha</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="167"/>
        <source>&amp;Warm weight</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="182"/>
        <source>Lines of the current game left out at each step of the climb (the seeds use 3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="183"/>
        <source>&amp;Blacklist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="192"/>
        <source>Start &amp;from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="198"/>
        <source>Independent searches run side by side, one per core; the best of them is shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="202"/>
        <source>random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="203"/>
        <source>The same seed, threads and parameters search the same games again (with an iteration budget, exactly); &quot;random&quot; picks a new seed at each start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="206"/>
        <source>New</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="207"/>
        <source>Pick a new fixed seed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="212"/>
        <source>&amp;Threads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="214"/>
        <source>S&amp;eed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="221"/>
        <source> s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="222"/>
        <source>no limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="223"/>
        <source>Stop after this many seconds (0: run until Stop)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="227"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="228"/>
        <source>Stop as soon as a game reaches this score (0: no target)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="229"/>
        <source>Stop after</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="231"/>
        <source>or at s&amp;core</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="244"/>
        <source>best score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="245"/>
        <source>elapsed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="248"/>
        <source>Pick an algorithm and press Start; the search runs beside your work.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="262"/>
        <source>Each new best: iteration. score (seconds) layer code. Click a line to preview its grid, double-click to load it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="275"/>
        <source>Pre&amp;view best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="277"/>
        <source>Show the best grid (or the log line picked) in a picture below: the document does not change</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="279"/>
        <source>L&amp;oad best</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="280"/>
        <source>Open the best grid so far on the board as one undo step; the search goes on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="282"/>
        <source>Copy code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="283"/>
        <source>Copy the layer code of the best grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="285"/>
        <source>Copy log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="286"/>
        <source>Copy the log, one line per new best, in the seeds&apos; form</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="307"/>
        <source>Load &amp;Best Search Grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="396"/>
        <source>The empty cross</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="397"/>
        <source>Every game starts from the cross of the variant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="398"/>
        <source>The open grid, kept as the start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="398"/>
        <source>The open grid, kept (NRPA only)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="399"/>
        <source>Every game begins with the moves of the open grid and goes on from its end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="407"/>
        <source>Around the open grid (warm start)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="408"/>
        <source>The policy first prefers the open grid&apos;s moves (see Warm weight), so the search explores grids near it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="412"/>
        <source>Climb from the open grid</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="413"/>
        <source>The climb&apos;s first game is the open grid, finished at random when it is not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="458"/>
        <source>The open grid is finished: no move is left after it, so there is nothing to search from its end. Start from the empty cross, or search around the open grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="461"/>
        <source>The target score %1 is not above the open grid&apos;s score %2: every game would reach it at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="465"/>
        <source>These settings cannot be used: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="500"/>
        <source>&amp;Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="500"/>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="502"/>
        <source>Stop the search; its log and best grid stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="502"/>
        <source>Start a search with these settings (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="503"/>
        <source>S&amp;top Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="503"/>
        <source>&amp;Start Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="547"/>
        <source>NRPA</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="547"/>
        <source>Hill climb</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/SearchPanel.cpp" line="548"/>
        <source>%1 searching on %n thread(s), seed %2…</source>
        <translation>
            <numerusform>%1 searching on %n thread, seed %2…</numerusform>
            <numerusform>%1 searching on %n threads, seed %2…</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="559"/>
        <source>Stopping…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="590"/>
        <location filename="../app/gui/SearchPanel.cpp" line="624"/>
        <source>%1 in all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="604"/>
        <source>The search could not run: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="629"/>
        <source>the search finished its work</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="632"/>
        <source>the time limit was reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="635"/>
        <source>the target score was reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="638"/>
        <source>the iteration budget was spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="641"/>
        <source>stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="645"/>
        <source>%1 playouts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="645"/>
        <source>%1 iterations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="647"/>
        <source>Ended (%1): best %2 after %3 in %4, seed %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="653"/>
        <source>Ended (%1) before the first game was over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="679"/>
        <source>Preview, not loaded: the best so far, %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="680"/>
        <source>Preview, not loaded: %1 at %2 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="694"/>
        <source>Load search result %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="697"/>
        <source>Loaded the search&apos;s grid of %1 moves; Undo brings back the previous grid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="713"/>
        <source>Layer code of the best grid copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="721"/>
        <source>Search log copied</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchPreview</name>
    <message>
        <location filename="../app/gui/SearchPreview.cpp" line="15"/>
        <source>A preview of a grid the search found: the document does not change. Double-click, or Load, to open it as one undo step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../app/gui/SearchPreview.cpp" line="56"/>
        <source>The best grid is shown here.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
