<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>morpion::gui::BoardRenderer</name>
    <message>
        <location filename="../app/gui/BoardRenderer.cpp" line="296" />
        <source>Earlier layers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/BoardRenderer.cpp" line="297" />
        <source>Layer %1: taken (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/BoardRenderer.cpp" line="298" />
        <source>Layer %1: not taken (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/BoardRenderer.cpp" line="299" />
        <source>Taboo at layer %1 (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/BoardRenderer.cpp" line="301" />
        <source>Later layers</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::BoardView</name>
    <message>
        <location filename="../app/gui/BoardView.cpp" line="252" />
        <source>%1 lines through (%2, %3), showing %4 — Tab or wheel: next line · click: play · Esc: cancel</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::CodeBar</name>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="36" />
        <source>The layer code of the grid: the set of its moves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="38" />
        <source>The game number: the moves in their exact order</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="41" />
        <source>Copy the layer code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="46" />
        <source>Copy the game number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="51" />
        <source>Paste a layer code, a game number or a move list, then press Enter</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="56" />
        <source>Read codes as this variant (a prefix such as 5D: in the text wins)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="57" />
        <source>Open</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="58" />
        <source>Open the code typed on the left</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="64" />
        <source>Layer code:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="65" />
        <source>Game number:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="66" />
        <source>Open code:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="86" />
        <source>Layer code copied</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="90" />
        <source>Game number copied</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::CollectionLoader</name>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="109" />
        <source>line %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="109" />
        <source>%1, line %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="201" />
        <source>The folder %1 does not exist.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="238" />
        <source>the file is too large (%1 MB)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="341" />
        <source>The text is too large to read as a collection (%1 MB; at most %2 MB).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="360" />
        <source>Cannot open %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="364" />
        <source>Cannot open %1: the file is too large to read as a collection (%2 MB; at most %3 MB).</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::CollectionModel</name>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="70" />
        <source>Grid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="71" />
        <source>Found at</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="72" />
        <source>Score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="73" />
        <source>Variant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="74" />
        <source>Layers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="75" />
        <source>Length</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="76" />
        <source>Same grid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="77" />
        <source>Same points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="78" />
        <source>Code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="82" />
        <source>Where the grid was found: a line of the text, or a file of the folder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="83" />
        <source>Layers that take at least one move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="84" />
        <source>Characters of the layer code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="85" />
        <source>Rows with the same grid up to rotation and reflection share a group, named by its first row</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="86" />
        <source>Rows with the same points up to rotation and reflection, whatever their lines, share a group</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="114" />
        <location filename="../app/gui/CollectionModel.cpp" line="116" />
        <source>#%1 (×%2)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../app/gui/CollectionModel.cpp" line="149" />
        <source>%n other row(s) hold this grid, rotated or mirrored</source>
        <translation>
            <numerusform>%n other row holds this grid, rotated or mirrored</numerusform>
            <numerusform>%n other rows hold this grid, rotated or mirrored</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="150" />
        <source>The same grid as row #%1, up to rotation and reflection</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../app/gui/CollectionModel.cpp" line="154" />
        <source>%n other row(s) have these points (up to symmetry), some with other lines</source>
        <translation>
            <numerusform>%n other row has these points (up to symmetry), with other lines</numerusform>
            <numerusform>%n other rows have these points (up to symmetry), some with other lines</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="156" />
        <source>The same points as row #%1, up to rotation and reflection</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::CollectionPanel</name>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="32" />
        <source>All variants</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="35" />
        <source>Show only the grids of one variant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="38" />
        <source>Score ≥ </source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="39" />
        <source>Show only the grids with at least this score</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="41" />
        <source>Filter by code or text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="43" />
        <source>Show only the rows whose code, place or line holds this text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="84" />
        <source>Open a collection: File &gt; Open Collection…, or paste a list of codes with Edit &gt; Paste as Collection.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="87" />
        <source>%v of %m</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="88" />
        <source>Cancel</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="89" />
        <source>Stop reading; the grids read so far stay</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="151" />
        <source>Reading…</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../app/gui/CollectionPanel.cpp" line="188" />
        <source>%n grid(s)</source>
        <translation>
            <numerusform>%n grid</numerusform>
            <numerusform>%n grids</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/CollectionPanel.cpp" line="190" />
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/CollectionPanel.cpp" line="192" />
        <source>%n group(s) of the same grid</source>
        <translation>
            <numerusform>%n group of the same grid</numerusform>
            <numerusform>%n groups of the same grid</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/CollectionPanel.cpp" line="194" />
        <source>%n group(s) of the same points with other lines</source>
        <translation>
            <numerusform>%n group of the same points with other lines</numerusform>
            <numerusform>%n groups of the same points with other lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/CollectionPanel.cpp" line="196" />
        <source>%n line(s) without a code</source>
        <translation>
            <numerusform>%n line without a code</numerusform>
            <numerusform>%n lines without a code</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/CollectionPanel.cpp" line="198" />
        <source>%n other file(s) skipped</source>
        <translation>
            <numerusform>%n other file skipped</numerusform>
            <numerusform>%n other files skipped</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="199" />
        <source>%1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="201" />
        <source>(%1 s)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="203" />
        <source>Cancelled; what was read so far: %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../app/gui/CollectionPanel.cpp" line="206" />
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
        <location filename="../app/gui/CollectionProblemModel.cpp" line="32" />
        <source>Found at</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionProblemModel.cpp" line="33" />
        <source>Code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/CollectionProblemModel.cpp" line="34" />
        <source>Why it was not read</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::Document</name>
    <message>
        <location filename="../app/gui/Document.cpp" line="70" />
        <source>New %1 game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/PlayMoveCommand.cpp" line="11" />
        <source>Play %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::ErrorText</name>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="11" />
        <source> on line %1, column %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="13" />
        <source> on line %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="15" />
        <source> at position %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="23" />
        <source>%1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="32" />
        <source>there is nothing to read</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="34" />
        <source>bad character%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="36" />
        <source>conflicting moves in layer %1%2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="38" />
        <source>bits left after the end of the game%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="40" />
        <source>number too large: digits are left after the end of the game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="42" />
        <source>syntax error%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="44" />
        <source>illegal move%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="46" />
        <source>a move cannot be reached from the cross</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="48" />
        <source>duplicate move%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="50" />
        <source>unknown variant (expected 5T, 5D, 4T or 4D)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="52" />
        <source>input too large</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="54" />
        <source>a stored value does not match the moves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="56" />
        <source>cannot read or write the file</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::Examples</name>
    <message>
        <location filename="../app/gui/Examples.cpp" line="8" />
        <source>An interesting 135 (layer encoding example)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/Examples.cpp" line="9" />
        <source>A 160 (move layering model)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/Examples.cpp" line="10" />
        <source>Rosin's 5T record, 178 moves (2011)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/Examples.cpp" line="11" />
        <source>Rosin's 5D record, 82 moves (2010)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::ExportDialog</name>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="37" />
        <location filename="../app/gui/ExportDialog.cpp" line="162" />
        <location filename="../app/gui/ExportDialog.cpp" line="174" />
        <source>Export Picture</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="39" />
        <source>As on screen</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="40" />
        <source>Clean print style</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="42" />
        <source>Move &amp;numbers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="44" />
        <source>&amp;Highlight layer %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="46" />
        <source>&amp;Legend</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="51" />
        <source> px</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="53" />
        <source>Width of a PNG in pixels, of an SVG or PDF in points</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="61" />
        <source>Look:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="65" />
        <source>Width:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="66" />
        <source>Size:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="69" />
        <source>&amp;Save As…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="70" />
        <source>&amp;Copy Picture</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="134" />
        <source>%1 × %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="159" />
        <source>grid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="163" />
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::FamousGridsMenu</name>
    <message>
        <location filename="../app/gui/FamousGridsMenu.cpp" line="8" />
        <source>Famous &amp;Grids</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FamousGridsMenu.cpp" line="14" />
        <source>The built-in list does not read: %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FamousGridsMenu.cpp" line="22" />
        <source>%1 %2 moves — %3 (%4)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FamousGridsMenu.cpp" line="37" />
        <source>c. %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FamousGridsMenu.cpp" line="42" />
        <source>%1 — %2, %3: %4</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::FileActions</name>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="38" />
        <source>&amp;Open…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="40" />
        <source>Open a grid file (MSR JSON, Pentasol, a code or a move list)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="41" />
        <source>&amp;Save</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="43" />
        <source>Save &amp;As…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="45" />
        <source>Open &amp;Recent</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="56" />
        <source>Unsaved Grid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="57" />
        <source>The grid has changes that are not saved. Save them first?</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="70" />
        <source>Open Grid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="71" />
        <source>Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="82" />
        <location filename="../app/gui/FileActions.cpp" line="106" />
        <source>Cannot open %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="93" />
        <source>Cannot open %1: %2.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="99" />
        <source>Cannot open %1: the file is too large.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="109" />
        <source>Open %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="132" />
        <source>grid-%1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="133" />
        <source>Save Grid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="134" />
        <source>MSR record (*.json);;Pentasol file (*.txt);;MS1 text, the compact MSR record (*.ms1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="159" />
        <location filename="../app/gui/FileActions.cpp" line="164" />
        <location filename="../app/gui/FileActions.cpp" line="169" />
        <source>Cannot save %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="176" />
        <source>Saved %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="208" />
        <source>&amp;Clear List</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::GridReader</name>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="79" />
        <source>layer code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="80" />
        <source>game number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="81" />
        <source>move list</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="82" />
        <source>record</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="92" />
        <source>The text is too long (%1 characters).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="101" />
        <source>There is nothing to read: paste a layer code, a game number or a move list.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="112" />
        <source>Unknown variant “%1” (expected 5T, 5D, 4T or 4D).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="127" />
        <source>Not a valid MSR record: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="143" />
        <location filename="../app/gui/GridReader.cpp" line="150" />
        <source>Not a valid Pentasol record: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="164" />
        <source>The Pentasol file was read as %1: it is not legal as %2, the chosen variant.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="166" />
        <source>The Pentasol file was read as %1, the chosen variant.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="168" />
        <source>It is also legal as %1; choose that variant in the code bar and open it again to read it so.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="179" />
        <location filename="../app/gui/GridReader.cpp" line="184" />
        <source>Not a valid move list: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="214" />
        <source>Not a code: %1 (“%2”; codes use A–Z, a–z, 0–9, + and /).</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="232" />
        <source>Not a valid %1 layer code: %2.
Not a game number either: it runs out after move %3, and the rest of the game would be guessed.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="245" />
        <source>Not a valid %1 layer code: %2.
Not a game number either: %3.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::GridTransformActions</name>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="16" />
        <source>&amp;Rotate / Flip Grid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="23" />
        <source>Changes the grid and its codes; Undo turns it back</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="32" />
        <source>Canonical Orient&amp;ation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="33" />
        <source>Turn the grid so that its layer code is its canonical code, the smallest of its 8 images</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="36" />
        <source>Copy Ca&amp;nonical Code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="37" />
        <source>Copy the smallest layer code over the 8 rotations and mirror images of the grid, the same for every image: a name for the grid up to symmetry</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="50" />
        <source>&amp;Unchanged</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="51" />
        <source>Flip &amp;Left–Right</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="52" />
        <source>Flip &amp;Top–Bottom</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="53" />
        <source>Rotate &amp;180°</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="54" />
        <source>Flip Along the &amp;Main Diagonal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="55" />
        <source>Rotate 90° &amp;Clockwise</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="56" />
        <source>Rotate 90° Cou&amp;nter-Clockwise</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="57" />
        <source>Flip Along the &amp;Other Diagonal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="83" />
        <source>Canonical code copied: the grid is in its canonical orientation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="85" />
        <source>Canonical code copied: the code of the grid after “%1”</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="94" />
        <source>The grid is already in its canonical orientation</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="98" />
        <source>Turned to the canonical orientation (%1)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::LayerBar</name>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="30" />
        <source>%1 (%2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="47" />
        <source>&amp;First Layer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="48" />
        <source>&amp;Previous Layer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="49" />
        <source>&amp;Next Layer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="50" />
        <source>&amp;Last Layer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="51" />
        <source>&amp;Animate Layers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="57" />
        <source>Drag to move through the layers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="59" />
        <source>Layer </source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="60" />
        <source>The layer shown</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="62" />
        <source>Slow</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="62" />
        <source>Normal</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="62" />
        <source>Fast</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="64" />
        <source>Animation speed</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="66" />
        <source>By layer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="66" />
        <source>By move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="68" />
        <source>Animate the layers one by one, or replay the moves in their order</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="186" />
        <source> / %1</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::LayerChart</name>
    <message>
        <location filename="../app/gui/LayerChart.cpp" line="17" />
        <source>Moves taken per layer; click a bar to show that layer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerChart.cpp" line="86" />
        <source>max %1 per layer</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../app/gui/LayerChart.cpp" line="112" />
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
        <location filename="../app/gui/LayerPanel.cpp" line="56" />
        <source>No.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="56" />
        <source>Move</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="56" />
        <source>Bit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="70" />
        <source>Moves taken per layer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="131" />
        <source>No layers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="135" />
        <source>&lt;b&gt;Layer %1&lt;/b&gt; / %2&lt;br&gt;%3 of %4 candidates taken, %5 taboo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="154" />
        <source>Taken in this layer (bit 1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="154" />
        <source>Not taken: becomes taboo (bit 0)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="160" />
        <source>Taboo at this layer (%1)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="171" />
        <source>Legal here but taboo: not taken in an earlier layer</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="71" />
        <source>Layers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="76" />
        <source>Codes</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="82" />
        <source>Layer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="88" />
        <source>Collection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="111" />
        <source>(%1, %2)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="115" />
        <source>(%1, %2): move %3, layer %4</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="132" />
        <source>Move %1 / %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="166" />
        <source>Game over: no legal move is left. Score: %1.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="177" />
        <source>&amp;File</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="178" />
        <source>&amp;New Game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="180" />
        <source>%1 game</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="191" />
        <source>Open &amp;Collection…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="193" />
        <source>List the grids of a text file of codes, with thumbnails, duplicates and problems</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="194" />
        <source>Open Collection &amp;Folder…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="195" />
        <source>List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="200" />
        <source>&amp;Export Picture…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="203" />
        <source>&amp;Quit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="207" />
        <source>&amp;Edit</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="208" />
        <source>&amp;Undo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="211" />
        <source>&amp;Redo</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="217" />
        <source>&amp;Paste Code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="219" />
        <source>Open the layer code, game number or move list on the clipboard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="220" />
        <source>Paste as Collec&amp;tion</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="222" />
        <source>Open &amp;Code…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="225" />
        <source>Copy &amp;Layer Code</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="227" />
        <source>Layer code copied</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="229" />
        <source>Copy &amp;Game Number</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="231" />
        <source>Game number copied</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="234" />
        <source>Copy P&amp;icture</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="237" />
        <source>Pre&amp;ferences…</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="242" />
        <source>&amp;View</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="243" />
        <source>Zoom &amp;In</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="245" />
        <source>Zoom &amp;Out</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="247" />
        <source>&amp;Fit Grid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="259" />
        <source>&amp;Highlight Current Layer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="260" />
        <source>&amp;Ghost Later Layers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="261" />
        <source>Show later layers faintly instead of hiding them</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="262" />
        <source>Move &amp;Numbers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="263" />
        <source>&amp;Legend</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="264" />
        <source>Hin&amp;ts: All Legal Moves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="267" />
        <source>&amp;Colours</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="269" />
        <source>Follow the &amp;System</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="270" />
        <source>&amp;Light</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="271" />
        <source>&amp;Dark</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="289" />
        <source>&amp;Layers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="298" />
        <source>&amp;Help</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="299" />
        <source>&amp;About Morpion Layers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="300" />
        <source>About Morpion Layers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="301" />
        <source>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Look at Morpion Solitaire grids layer by layer, play by hand, and share grids as layer codes and game numbers.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; wheel zooms, drag pans, click plays the highlighted move. Where several lines are possible, Tab or the wheel chooses, Esc cancels.&lt;/p&gt;</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="308" />
        <source>About &amp;Qt</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="311" />
        <source>Main</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="344" />
        <source>Variant</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="345" />
        <source>The point under the pointer</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="351" />
        <source>Score %1 (over)</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../app/gui/MainWindow.cpp" line="352" />
        <source>Score %1, %n legal</source>
        <translation>
            <numerusform>Score %1, %n legal move</numerusform>
            <numerusform>Score %1, %n legal moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/MainWindow.cpp" line="353" />
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n layer</numerusform>
            <numerusform>%n layers</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="354" />
        <source>Layer %1</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="359" />
        <source>Untitled</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="360" />
        <source>%1[*] — Morpion Layers</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="371" />
        <location filename="../app/gui/MainWindow.cpp" line="495" />
        <source>Open %1</source>
        <translation type="unfinished" />
    </message>
    <message numerus="yes">
        <location filename="../app/gui/MainWindow.cpp" line="375" />
        <source>Opened a %1: %2 %3 moves in %n layer(s)</source>
        <translation>
            <numerusform>Opened a %1: %2 %3 moves in %n layer</numerusform>
            <numerusform>Opened a %1: %2 %3 moves in %n layers</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="394" />
        <location filename="../app/gui/MainWindow.cpp" line="426" />
        <source>The clipboard holds no text to open.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="405" />
        <location filename="../app/gui/MainWindow.cpp" line="414" />
        <source>the pasted text</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="406" />
        <source>The text holds %1 characters, too many for one grid: it is read as a collection of codes.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="415" />
        <source>The text holds several codes: they are listed in the collection panel.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="429" />
        <source>the clipboard</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="434" />
        <source>Open Collection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="435" />
        <source>Texts with codes (*.txt *.log *.md *.csv);;All files (*)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="442" />
        <source>Open Collection Folder</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="484" />
        <source>Open %1 from the collection</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="487" />
        <source>#%1, %2: %3 %4 moves</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="505" />
        <source>Picture copied</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="528" />
        <source>The new language will be used when Morpion Layers starts again.</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::MessageBanner</name>
    <message>
        <location filename="../app/gui/MessageBanner.cpp" line="22" />
        <source>Close this message</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::PictureExport</name>
    <message>
        <location filename="../app/gui/PictureExport.cpp" line="81" />
        <source>Unknown picture type “%1”: use .png, .svg or .pdf.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/PictureExport.cpp" line="85" />
        <location filename="../app/gui/PictureExport.cpp" line="95" />
        <location filename="../app/gui/PictureExport.cpp" line="125" />
        <source>Cannot write %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/PictureExport.cpp" line="107" />
        <location filename="../app/gui/PictureExport.cpp" line="116" />
        <source>Morpion Solitaire grid</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/PictureExport.cpp" line="108" />
        <source>Drawn by Morpion Layers</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::PictureMetadata</name>
    <message>
        <location filename="../app/gui/PictureMetadata.cpp" line="132" />
        <source>the picture carries no grid (it has no “msr” record)</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/PictureMetadata.cpp" line="164" />
        <source>the SVG drawing is not well formed on line %1: %2</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/PictureMetadata.cpp" line="168" />
        <source>the drawing carries no grid (it has no &lt;metadata&gt; with an “msr” record)</source>
        <translation type="unfinished" />
    </message>
</context>
<context>
    <name>morpion::gui::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="16" />
        <source>Preferences</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="18" />
        <source>System language</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="24" />
        <source>Follow the system</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="25" />
        <source>Light</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="26" />
        <source>Dark</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="29" />
        <source>A new language takes effect when the program starts again.</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="36" />
        <source>&amp;Language:</source>
        <translation type="unfinished" />
    </message>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="38" />
        <source>Board &amp;colours:</source>
        <translation type="unfinished" />
    </message>
</context>
</TS>
