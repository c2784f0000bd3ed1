<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+19"/>
        <source>Morpion Solitaire grids, layer by layer.</source>
        <translation>Morpion-Solitaire-Gitter, Schicht für Schicht.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A grid file, a layer code or a game number to open.</source>
        <translation>Eine Gitterdatei, ein Schichtcode oder eine Partienummer zum Öffnen.</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Autosave</name>
    <message>
        <location filename="../app/gui/Autosave.cpp" line="+173"/>
        <source>cannot create the folder or its lock file</source>
        <translation>der Ordner oder seine Sperrdatei kann nicht angelegt werden</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot keep a copy of the unsaved work in %1: %2</source>
        <translation>Keine Kopie der ungespeicherten Arbeit in %1 möglich: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>a %1 grid of %n move(s)</source>
        <translation>
            <numerusform>ein %1-Gitter mit %n Zug</numerusform>
            <numerusform>ein %1-Gitter mit %n Zügen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Morpion Layers ended on %1 without saving %2.</source>
        <translation>Morpion Layers wurde am %1 beendet, ohne %2 zu speichern.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Morpion Layers ended on %1 without saving %2, from %3.</source>
        <translation>Morpion Layers wurde am %1 beendet, ohne %2 aus %3 zu speichern.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restore Unsaved Work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restore puts it on the board as one step that can be undone; it is not saved until you save it.</source>
        <translation>„Wiederherstellen“ legt sie in einem Schritt aufs Brett, der sich rückgängig machen lässt; gespeichert ist sie erst, wenn Sie speichern.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep for &amp;Later</source>
        <translation>Für &amp;später behalten</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Restore unsaved work</source>
        <translation>Ungespeicherte Arbeit wiederherstellen</translation>
    </message>
</context>
<context>
    <name>morpion::gui::BoardRenderer</name>
    <message>
        <location filename="../app/gui/BoardRenderer.cpp" line="+296"/>
        <source>Earlier layers</source>
        <translation>Frühere Schichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1: taken (%2)</source>
        <translation>Schicht %1: gespielt (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1: not taken (%2)</source>
        <translation>Schicht %1: nicht gespielt (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taboo at layer %1 (%2)</source>
        <translation>Tabu in Schicht %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Later layers</source>
        <translation>Spätere Schichten</translation>
    </message>
</context>
<context>
    <name>morpion::gui::BoardView</name>
    <message>
        <location filename="../app/gui/BoardView.cpp" line="+252"/>
        <source>%1 lines through (%2, %3), showing %4 — Tab or wheel: next line · click: play · Esc: cancel</source>
        <translation>%1 Linien durch (%2, %3), Linie %4 angezeigt — Tab oder Mausrad: nächste Linie · Klick: spielen · Esc: abbrechen</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CodeBar</name>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="+36"/>
        <source>The layer code of the grid: the set of its moves</source>
        <translation>Der Schichtcode des Gitters: die Menge seiner Züge</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game number: the moves in their exact order</source>
        <translation>Die Partienummer: die Züge in ihrer genauen Reihenfolge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the layer code</source>
        <translation>Schichtcode kopieren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy the game number</source>
        <translation>Partienummer kopieren</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paste a layer code, a game number or a move list, then press Enter</source>
        <translation>Schichtcode, Partienummer oder Zugliste einfügen, dann Eingabe drücken</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read codes as this variant (a prefix such as 5D: in the text wins)</source>
        <translation>Codes in dieser Variante lesen (ein Präfix wie 5D: im Text hat Vorrang)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the code typed on the left</source>
        <translation>Den links eingegebenen Code öffnen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Layer code:</source>
        <translation>Schichtcode:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game number:</source>
        <translation>Partienummer:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open code:</source>
        <translation>Code öffnen:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Layer code copied</source>
        <translation>Schichtcode kopiert</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game number copied</source>
        <translation>Partienummer kopiert</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionLoader</name>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="+109"/>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, line %2</source>
        <translation>%1, Zeile %2</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The folder %1 does not exist.</source>
        <translation>Der Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the file is too large (%1 MB)</source>
        <translation>die Datei ist zu groß (%1 MB)</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>The text is too large to read as a collection (%1 MB; at most %2 MB).</source>
        <translation>Der Text ist zu groß, um als Sammlung gelesen zu werden (%1 MB; höchstens %2 MB).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot open %1: the file is too large to read as a collection (%2 MB; at most %3 MB).</source>
        <translation>%1 kann nicht geöffnet werden: Die Datei ist zu groß, um als Sammlung gelesen zu werden (%2 MB; höchstens %3 MB).</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionModel</name>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="+72"/>
        <source>Grid</source>
        <translation>Gitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found at</source>
        <translation>Fundstelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same grid</source>
        <translation>Gleiches Gitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same points</source>
        <translation>Gleiche Punkte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the grid was found: a line of the text, or a file of the folder</source>
        <translation>Wo das Gitter gefunden wurde: eine Zeile des Textes oder eine Datei des Ordners</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers that take at least one move</source>
        <translation>Schichten, die mindestens einen Zug nehmen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Characters of the layer code</source>
        <translation>Zeichen des Schichtcodes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows with the same grid up to rotation and reflection share a group, named by its first row</source>
        <translation>Zeilen mit demselben Gitter bis auf Drehung und Spiegelung bilden eine Gruppe, benannt nach ihrer ersten Zeile</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows with the same points up to rotation and reflection, whatever their lines, share a group</source>
        <translation>Zeilen mit denselben Punkten bis auf Drehung und Spiegelung bilden eine Gruppe, gleich welche Linien sie haben</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+2"/>
        <source>#%1 (×%2)</source>
        <translation>Nr. %1 (×%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%n other row(s) hold this grid, rotated or mirrored</source>
        <translation>
            <numerusform>%n weitere Zeile enthält dieses Gitter, gedreht oder gespiegelt</numerusform>
            <numerusform>%n weitere Zeilen enthalten dieses Gitter, gedreht oder gespiegelt</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same grid as row #%1, up to rotation and reflection</source>
        <translation>Dasselbe Gitter wie Zeile Nr. %1, bis auf Drehung und Spiegelung</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n other row(s) have these points (up to symmetry), some with other lines</source>
        <translation>
            <numerusform>%n weitere Zeile hat diese Punkte (bis auf Symmetrie), mit anderen Linien</numerusform>
            <numerusform>%n weitere Zeilen haben diese Punkte (bis auf Symmetrie), manche mit anderen Linien</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same points as row #%1, up to rotation and reflection</source>
        <translation>Dieselben Punkte wie Zeile Nr. %1, bis auf Drehung und Spiegelung</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionPanel</name>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="+36"/>
        <source>All variants</source>
        <translation>Alle Varianten</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show only the grids of one variant</source>
        <translation>Nur die Gitter einer Variante zeigen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score ≥ </source>
        <translation>Punkte ≥ </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the grids with at least this score</source>
        <translation>Nur die Gitter mit mindestens dieser Punktzahl zeigen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter by code or text</source>
        <translation>Nach Code oder Text filtern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only the rows whose code, place or line holds this text</source>
        <translation>Nur die Zeilen zeigen, deren Code, Fundstelle oder Zeile diesen Text enthält</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open a collection: File &gt; Open Collection…, or paste a list of codes with Edit &gt; Paste as Collection.</source>
        <translation>Öffnen Sie eine Sammlung: Datei &gt; Sammlung öffnen …, oder fügen Sie eine Liste von Codes mit Bearbeiten &gt; Als Sammlung einfügen ein.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%v of %m</source>
        <translation>%v von %m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading; the grids read so far stay</source>
        <translation>Lesen abbrechen; die bisher gelesenen Gitter bleiben</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Reading…</source>
        <translation>Lese …</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>%n grid(s)</source>
        <translation>
            <numerusform>%n Gitter</numerusform>
            <numerusform>%n Gitter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n Problem</numerusform>
            <numerusform>%n Probleme</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n group(s) of the same grid</source>
        <translation>
            <numerusform>%n Gruppe desselben Gitters</numerusform>
            <numerusform>%n Gruppen desselben Gitters</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n group(s) of the same points with other lines</source>
        <translation>
            <numerusform>%n Gruppe derselben Punkte mit anderen Linien</numerusform>
            <numerusform>%n Gruppen derselben Punkte mit anderen Linien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n line(s) without a code</source>
        <translation>
            <numerusform>%n Zeile ohne Code</numerusform>
            <numerusform>%n Zeilen ohne Code</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n other file(s) skipped</source>
        <translation>
            <numerusform>%n andere Datei übersprungen</numerusform>
            <numerusform>%n andere Dateien übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(%1 s)</source>
        <translation>(%1 s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled; what was read so far: %1</source>
        <translation>Abgebrochen; bisher gelesen: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not read (%n):</source>
        <translation>
            <numerusform>Nicht gelesen (%n):</numerusform>
            <numerusform>Nicht gelesen (%n):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionProblemModel</name>
    <message>
        <location filename="../app/gui/CollectionProblemModel.cpp" line="+34"/>
        <source>Found at</source>
        <translation>Fundstelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why it was not read</source>
        <translation>Warum es nicht gelesen wurde</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Document</name>
    <message>
        <location filename="../app/gui/Document.cpp" line="+70"/>
        <source>New %1 game</source>
        <translation>Neue %1-Partie</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayMoveCommand.cpp" line="+11"/>
        <source>Play %1</source>
        <translation>%1 spielen</translation>
    </message>
</context>
<context>
    <name>morpion::gui::ErrorText</name>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="+11"/>
        <source> on line %1, column %2</source>
        <translation> in Zeile %1, Spalte %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> on line %1</source>
        <translation> in Zeile %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> at position %1</source>
        <translation> an Position %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is nothing to read</source>
        <translation>es gibt nichts zu lesen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bad character%1</source>
        <translation>ungültiges Zeichen%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conflicting moves in layer %1%2</source>
        <translation>unverträgliche Züge in Schicht %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bits left after the end of the game%1</source>
        <translation>Bits nach dem Ende der Partie übrig%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number too large: digits are left after the end of the game</source>
        <translation>Zahl zu groß: nach dem Ende der Partie bleiben Ziffern übrig</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>syntax error%1</source>
        <translation>Syntaxfehler%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>illegal move%1</source>
        <translation>unzulässiger Zug%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a move cannot be reached from the cross</source>
        <translation>ein Zug ist vom Kreuz aus nicht erreichbar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>duplicate move%1</source>
        <translation>doppelter Zug%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown variant (expected 5T, 5D, 4T or 4D)</source>
        <translation>unbekannte Variante (erwartet: 5T, 5D, 4T oder 4D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>input too large</source>
        <translation>Eingabe zu groß</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a stored value does not match the moves</source>
        <translation>ein gespeicherter Wert passt nicht zu den Zügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot read or write the file</source>
        <translation>die Datei kann nicht gelesen oder geschrieben werden</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Examples</name>
    <message>
        <location filename="../app/gui/Examples.cpp" line="+8"/>
        <source>An interesting 135 (layer encoding example)</source>
        <translation>Eine interessante 135 (Beispiel der Schichtkodierung)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 160 (move layering model)</source>
        <translation>Eine 160 (Schichtmodell der Züge)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosin&apos;s 5T record, 178 moves (2011)</source>
        <translation>Rosins 5T-Rekord, 178 Züge (2011)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosin&apos;s 5D record, 82 moves (2010)</source>
        <translation>Rosins 5D-Rekord, 82 Züge (2010)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::ExportDialog</name>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="+37"/>
        <location line="+125"/>
        <location line="+12"/>
        <source>Export Picture</source>
        <translation>Bild exportieren</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>As on screen</source>
        <translation>Wie auf dem Bildschirm</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clean print style</source>
        <translation>Schlichter Druckstil</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move &amp;numbers</source>
        <translation>Zug&amp;nummern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Highlight layer %1</source>
        <translation>Schicht %1 &amp;hervorheben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Legend</source>
        <translation>&amp;Legende</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Width of a PNG in pixels, of an SVG or PDF in points</source>
        <translation>Breite eines PNG in Pixeln, eines SVG oder PDF in Punkten</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Look:</source>
        <translation>Aussehen:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Width:</source>
        <translation>Breite:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size:</source>
        <translation>Größe:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save As…</source>
        <translation>&amp;Speichern unter…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Picture</source>
        <translation>Bild &amp;kopieren</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>grid</source>
        <translation>gitter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::FamousGridsMenu</name>
    <message>
        <location filename="../app/gui/FamousGridsMenu.cpp" line="+9"/>
        <source>Famous &amp;Grids</source>
        <translation>Berühmte &amp;Gitter</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The built-in list does not read: %1</source>
        <translation>Die eingebaute Liste ist nicht lesbar: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 moves — %3 (%4)</source>
        <translation>%1, %2 Züge — %3 (%4)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>c. %1</source>
        <translation>um %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — %2, %3: %4</source>
        <translation>%1 — %2, %3: %4</translation>
    </message>
</context>
<context>
    <name>morpion::gui::FileActions</name>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="+38"/>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a grid file (MSR JSON, Pentasol, a code or a move list)</source>
        <translation>Eine Gitterdatei öffnen (MSR-JSON, Pentasol, ein Code oder eine Zugliste)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Speichern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As…</source>
        <translation>Speichern &amp;unter…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unsaved Grid</source>
        <translation>Nicht gespeichertes Gitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The grid has changes that are not saved. Save them first?</source>
        <translation>Das Gitter hat ungespeicherte Änderungen. Zuerst speichern?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open Grid</source>
        <translation>Gitter öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)</source>
        <translation>Gitter (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR-Datensätze (*.json *.msr);;Pentasol-Dateien (*.txt);;MS1-Text (*.txt *.ms1);;Bilder mit ihrem Gitter (*.png *.svg);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+24"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Cannot open %1: %2.</source>
        <translation>%1 kann nicht geöffnet werden: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot open %1: the file is too large.</source>
        <translation>%1 kann nicht geöffnet werden: die Datei ist zu groß.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>grid-%1</source>
        <translation>gitter-%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save Grid</source>
        <translation>Gitter speichern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MSR record (*.msr.json);;Pentasol file (*.pentasol.txt);;MS1 text, the compact MSR record (*.ms1)</source>
        <translation>MSR-Datensatz (*.msr.json);;Pentasol-Datei (*.pentasol.txt);;MS1-Text, der kompakte MSR-Datensatz (*.ms1)</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+6"/>
        <source>Cannot save %1: %2</source>
        <translation>%1 kann nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Clear List</source>
        <translation>Liste &amp;leeren</translation>
    </message>
</context>
<context>
    <name>morpion::gui::GridReader</name>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="+79"/>
        <source>layer code</source>
        <translation>Schichtcode</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game number</source>
        <translation>Partienummer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move list</source>
        <translation>Zugliste</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>record</source>
        <translation>Datensatz</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The text is too long (%1 characters).</source>
        <translation>Der Text ist zu lang (%1 Zeichen).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is nothing to read: paste a layer code, a game number or a move list.</source>
        <translation>Es gibt nichts zu lesen: fügen Sie einen Schichtcode, eine Partienummer oder eine Zugliste ein.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown variant “%1” (expected 5T, 5D, 4T or 4D).</source>
        <translation>Unbekannte Variante „%1“ (erwartet: 5T, 5D, 4T oder 4D).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not a valid MSR record: %1.</source>
        <translation>Kein gültiger MSR-Datensatz: %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+7"/>
        <source>Not a valid Pentasol record: %1.</source>
        <translation>Keine gültige Pentasol-Datei: %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The Pentasol file was read as %1: it is not legal as %2, the chosen variant.</source>
        <translation>Die Pentasol-Datei wurde als %1 gelesen: Als %2, die gewählte Variante, ist sie nicht regelgerecht.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Pentasol file was read as %1, the chosen variant.</source>
        <translation>Die Pentasol-Datei wurde als %1 gelesen, die gewählte Variante.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is also legal as %1; choose that variant in the code bar and open it again to read it so.</source>
        <translation>Sie ist auch als %1 regelgerecht; wählen Sie diese Variante in der Codeleiste und öffnen Sie sie erneut, um sie so zu lesen.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+5"/>
        <source>Not a valid move list: %1.</source>
        <translation>Keine gültige Zugliste: %1.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Not a code: %1 (“%2”; codes use A–Z, a–z, 0–9, + and /).</source>
        <translation>Kein Code: %1 („%2“; Codes bestehen aus A–Z, a–z, 0–9, + und /).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not a valid %1 layer code: %2.
Not a game number either: it runs out after move %3, and the rest of the game would be guessed.</source>
        <translation>Kein gültiger %1-Schichtcode: %2.
Auch keine Partienummer: sie endet nach Zug %3, der Rest der Partie wäre geraten.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not a valid %1 layer code: %2.
Not a game number either: %3.</source>
        <translation>Kein gültiger %1-Schichtcode: %2.
Auch keine Partienummer: %3.</translation>
    </message>
</context>
<context>
    <name>morpion::gui::GridTransformActions</name>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="+18"/>
        <source>&amp;Rotate / Flip Grid</source>
        <translation>Gitter &amp;drehen / spiegeln</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Changes the grid and its codes; Undo turns it back</source>
        <translation>Ändert das Gitter und seine Codes; Rückgängig stellt es wieder her</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Canonical Orient&amp;ation</source>
        <translation>&amp;Kanonische Ausrichtung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn the grid so that its layer code is its canonical code, the smallest of its 8 images</source>
        <translation>Das Gitter so drehen, dass sein Schichtcode sein kanonischer Code ist, der kleinste seiner 8 Bilder</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Ca&amp;nonical Code</source>
        <translation>Ka&amp;nonischen Code kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the smallest layer code over the 8 rotations and mirror images of the grid, the same for every image: a name for the grid up to symmetry</source>
        <translation>Den kleinsten Schichtcode der 8 Drehungen und Spiegelbilder des Gitters kopieren, für jedes Bild derselbe: ein Name des Gitters bis auf Symmetrie</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Unchanged</source>
        <translation>&amp;Unverändert</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip &amp;Left–Right</source>
        <translation>&amp;Links–rechts spiegeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip &amp;Top–Bottom</source>
        <translation>&amp;Oben–unten spiegeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate &amp;180°</source>
        <translation>Um &amp;180° drehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip Along the &amp;Main Diagonal</source>
        <translation>An der &amp;Hauptdiagonale spiegeln</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate 90° &amp;Clockwise</source>
        <translation>Um 90° im &amp;Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate 90° Cou&amp;nter-Clockwise</source>
        <translation>Um 90° &amp;gegen den Uhrzeigersinn drehen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip Along the &amp;Other Diagonal</source>
        <translation>An der &amp;anderen Diagonale spiegeln</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Canonical code copied: the grid is in its canonical orientation</source>
        <translation>Kanonischer Code kopiert: Das Gitter ist in seiner kanonischen Ausrichtung</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Canonical code copied: the code of the grid after “%1”</source>
        <translation>Kanonischer Code kopiert: der Code des Gitters nach „%1“</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The grid is already in its canonical orientation</source>
        <translation>Das Gitter ist bereits in seiner kanonischen Ausrichtung</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turned to the canonical orientation (%1)</source>
        <translation>In die kanonische Ausrichtung gebracht (%1)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::LayerBar</name>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="+30"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;First Layer</source>
        <translation>&amp;Erste Schicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Layer</source>
        <translation>&amp;Vorige Schicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Layer</source>
        <translation>&amp;Nächste Schicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Layer</source>
        <translation>&amp;Letzte Schicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animate Layers</source>
        <translation>Schichten &amp;animieren</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to move through the layers</source>
        <translation>Ziehen, um durch die Schichten zu gehen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer </source>
        <translation>Schicht </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The layer shown</source>
        <translation>Die angezeigte Schicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <translation>Langsam</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Schnell</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animation speed</source>
        <translation>Animationsgeschwindigkeit</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By layer</source>
        <translation>Schichtweise</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By move</source>
        <translation>Zugweise</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animate the layers one by one, or replay the moves in their order</source>
        <translation>Die Schichten einzeln zeigen oder die Züge in ihrer Reihenfolge nachspielen</translation>
    </message>
    <message>
        <location line="+118"/>
        <source> / %1</source>
        <translation> / %1</translation>
    </message>
</context>
<context>
    <name>morpion::gui::LayerChart</name>
    <message>
        <location filename="../app/gui/LayerChart.cpp" line="+17"/>
        <source>Moves taken per layer; click a bar to show that layer</source>
        <translation>Gespielte Züge je Schicht; Klick auf einen Balken zeigt diese Schicht</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>max %1 per layer</source>
        <translation>max. %1 je Schicht</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Layer %1: %n move(s) taken</source>
        <translation>
            <numerusform>Schicht %1: %n Zug gespielt</numerusform>
            <numerusform>Schicht %1: %n Züge gespielt</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::LayerPanel</name>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="+56"/>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bit</source>
        <translation>Bit</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Moves taken per layer</source>
        <translation>Gespielte Züge je Schicht</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>No layers</source>
        <translation>Keine Schichten</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Layer %1&lt;/b&gt; / %2&lt;br&gt;%3 of %4 candidates taken, %5 taboo</source>
        <translation>&lt;b&gt;Schicht %1&lt;/b&gt; / %2&lt;br&gt;%3 von %4 Kandidaten gespielt, %5 tabu</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Taken in this layer (bit 1)</source>
        <translation>In dieser Schicht gespielt (Bit 1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not taken: becomes taboo (bit 0)</source>
        <translation>Nicht gespielt: wird tabu (Bit 0)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taboo at this layer (%1)</source>
        <translation>Tabu in dieser Schicht (%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Legal here but taboo: not taken in an earlier layer</source>
        <translation>Hier zulässig, aber tabu: in einer früheren Schicht nicht gespielt</translation>
    </message>
</context>
<context>
    <name>morpion::gui::MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="+74"/>
        <source>Layers</source>
        <translation>Schichten</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Codes</source>
        <translation>Codes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Layer</source>
        <translation>Schicht</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(%1, %2): move %3, layer %4</source>
        <translation>(%1, %2): Zug %3, Schicht %4</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Move %1 / %2</source>
        <translation>Zug %1 / %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Game over: no legal move is left. Score: %1.</source>
        <translation>Partie zu Ende: kein zulässiger Zug mehr. Punktzahl: %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game</source>
        <translation>&amp;Neue Partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 game</source>
        <translation>%1-Partie</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Export Picture…</source>
        <translation>Bild e&amp;xportieren…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederholen</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Paste Code</source>
        <translation>Code &amp;einfügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the layer code, game number or move list on the clipboard</source>
        <translation>Schichtcode, Partienummer oder Zugliste aus der Zwischenablage öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste as Collec&amp;tion</source>
        <translation>Als Samm&amp;lung einfügen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Code…</source>
        <translation>Code ö&amp;ffnen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy &amp;Layer Code</source>
        <translation>&amp;Schichtcode kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer code copied</source>
        <translation>Schichtcode kopiert</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy &amp;Game Number</source>
        <translation>&amp;Partienummer kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game number copied</source>
        <translation>Partienummer kopiert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pre&amp;ferences…</source>
        <translation>Ein&amp;stellungen…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Vergrößern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;Out</source>
        <translation>Ver&amp;kleinern</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fit Grid</source>
        <translation>Gitter &amp;einpassen</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Highlight Current Layer</source>
        <translation>Aktuelle Schicht &amp;hervorheben</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ghost Later Layers</source>
        <translation>Spätere Schichten &amp;blass zeigen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show later layers faintly instead of hiding them</source>
        <translation>Spätere Schichten blass zeigen statt sie zu verbergen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move &amp;Numbers</source>
        <translation>Zug&amp;nummern</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Legend</source>
        <translation>&amp;Legende</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Copy P&amp;icture</source>
        <translation>&amp;Bild kopieren</translation>
    </message>
    <message>
        <location line="-167"/>
        <source>Collection</source>
        <translation>Sammlung</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Open &amp;Collection…</source>
        <translation>Samm&amp;lung öffnen …</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List the grids of a text file of codes, with thumbnails, duplicates and problems</source>
        <translation>Die Gitter einer Textdatei mit Codes auflisten, mit Vorschaubildern, Duplikaten und Problemen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Collection &amp;Folder…</source>
        <translation>Sammlungs&amp;ordner öffnen …</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)</source>
        <translation>Die Gitter eines Ordners mit Datensatzdateien auflisten (Pentasol, MSR, Bilder mit ihrem Gitter)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Hin&amp;ts: All Legal Moves</source>
        <translation>H&amp;inweise: alle zulässigen Züge</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Colours</source>
        <translation>&amp;Farben</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the &amp;System</source>
        <translation>Wie das &amp;System</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>&amp;Hell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>&amp;Dunkel</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Search for high-scoring grids with NRPA or the hill climb, on every core</source>
        <translation>Mit NRPA oder Hill-Climbing auf allen Kernen nach Gittern mit hoher Punktzahl suchen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Layers</source>
        <translation>&amp;Schichten</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Morpion Layers</source>
        <translation>&amp;Über Morpion Layers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Morpion Layers</source>
        <translation>Über Morpion Layers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Look at Morpion Solitaire grids layer by layer, play by hand, and share grids as layer codes and game numbers.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; wheel zooms, drag pans, click plays the highlighted move. Where several lines are possible, Tab or the wheel chooses, Esc cancels.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Morpion-Solitaire-Gitter Schicht für Schicht betrachten, von Hand spielen und Gitter als Schichtcodes und Partienummern teilen.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Maus:&lt;/b&gt; das Mausrad zoomt, Ziehen verschiebt, ein Klick spielt den hervorgehobenen Zug. Sind mehrere Linien möglich, wählen Tab oder das Mausrad, Esc bricht ab.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Main</source>
        <translation>Haupt</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The point under the pointer</source>
        <translation>Der Punkt unter dem Mauszeiger</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Score %1 (over)</source>
        <translation>Punktzahl %1 (beendet)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Score %1, %n legal</source>
        <translation>
            <numerusform>Punktzahl %1, %n zulässiger Zug</numerusform>
            <numerusform>Punktzahl %1, %n zulässige Züge</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n Schicht</numerusform>
            <numerusform>%n Schichten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1</source>
        <translation>Schicht %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Untitled</source>
        <translation>Unbenannt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1[*] — Morpion Layers</source>
        <translation>%1[*] — Morpion Layers</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+124"/>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message numerus="yes">
        <location line="-120"/>
        <source>Opened a %1: %2 %3 moves in %n layer(s)</source>
        <translation>
            <numerusform>%1 geöffnet: %2, %3 Züge in %n Schicht</numerusform>
            <numerusform>%1 geöffnet: %2, %3 Züge in %n Schichten</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+32"/>
        <source>The clipboard holds no text to open.</source>
        <translation>Die Zwischenablage enthält keinen Text zum Öffnen.</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+9"/>
        <source>the pasted text</source>
        <translation>der eingefügte Text</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The text holds %1 characters, too many for one grid: it is read as a collection of codes.</source>
        <translation>Der Text enthält %1 Zeichen, zu viele für ein Gitter: Er wird als Sammlung von Codes gelesen.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The text holds several codes: they are listed in the collection panel.</source>
        <translation>Der Text enthält mehrere Codes: Sie werden in der Sammlungsleiste aufgelistet.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the clipboard</source>
        <translation>die Zwischenablage</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Collection</source>
        <translation>Sammlung öffnen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Texts with codes (*.txt *.log *.md *.csv);;All files (*)</source>
        <translation>Texte mit Codes (*.txt *.log *.md *.csv);;Alle Dateien (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open Collection Folder</source>
        <translation>Sammlungsordner öffnen</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open %1 from the collection</source>
        <translation>%1 aus der Sammlung öffnen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#%1, %2: %3 %4 moves</source>
        <translation>Nr. %1, %2: %3, %4 Züge</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Picture copied</source>
        <translation>Bild kopiert</translation>
    </message>
</context>
<context>
    <name>morpion::gui::MessageBanner</name>
    <message>
        <location filename="../app/gui/MessageBanner.cpp" line="+22"/>
        <source>Close this message</source>
        <translation>Diese Meldung schließen</translation>
    </message>
</context>
<context>
    <name>morpion::gui::NoDisplay</name>
    <message>
        <location filename="../app/gui/NoDisplay.cpp" line="+33"/>
        <source>morpion-layers: there is no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is set).
The command-line tool needs none; for example, the start-up grid:
  %1 info %2
  %1 render %2 -o grid.png</source>
        <translation>morpion-layers: Es gibt keinen Bildschirm, auf dem ein Fenster geöffnet werden kann (weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt).
Das Kommandozeilenwerkzeug braucht keinen; zum Beispiel das Startgitter:
  %1 info %2
  %1 render %2 -o grid.png</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PictureExport</name>
    <message>
        <location filename="../app/gui/PictureExport.cpp" line="+81"/>
        <source>Unknown picture type “%1”: use .png, .svg or .pdf.</source>
        <translation>Unbekannter Bildtyp „%1“: .png, .svg oder .pdf verwenden.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+38"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+12"/>
        <source>Morpion Solitaire grid</source>
        <translation>Morpion-Solitaire-Gitter</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Drawn by Morpion Layers</source>
        <translation>Gezeichnet von Morpion Layers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the SVG drawing did not start.</source>
        <translation>%1 kann nicht geschrieben werden: Die SVG-Zeichnung hat nicht begonnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the SVG drawing did not finish.</source>
        <translation>%1 kann nicht geschrieben werden: Die SVG-Zeichnung wurde nicht fertig.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot write %1: the PDF drawing did not start.</source>
        <translation>%1 kann nicht geschrieben werden: Die PDF-Zeichnung hat nicht begonnen.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the PDF drawing did not finish.</source>
        <translation>%1 kann nicht geschrieben werden: Die PDF-Zeichnung wurde nicht fertig.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write %1: the picture came out empty.</source>
        <translation>%1 kann nicht geschrieben werden: Das Bild ist leer.</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PictureMetadata</name>
    <message>
        <location filename="../app/gui/PictureMetadata.cpp" line="+161"/>
        <source>the picture carries no grid (it has no “msr” record)</source>
        <translation>das Bild trägt kein Gitter (es hat keinen „msr“-Datensatz)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>the SVG drawing is not well formed on line %1: %2</source>
        <translation>die SVG-Zeichnung ist in Zeile %1 nicht wohlgeformt: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drawing carries no grid (it has no &lt;metadata&gt; with an “msr” record)</source>
        <translation>die Zeichnung trägt kein Gitter (sie hat kein &lt;metadata&gt; mit einem „msr“-Datensatz)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="+15"/>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Follow the system</source>
        <translation>Wie das System</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Hell</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Dunkel</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;colours:</source>
        <translation>Brett&amp;farben:</translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchChart</name>
    <message>
        <location filename="../app/gui/SearchChart.cpp" line="+40"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The best score found so far, over the time the search has run</source>
        <translation>Die bisher beste Punktzahl über die Laufzeit der Suche</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>best score</source>
        <translation>beste Punktzahl</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The best score over time is drawn here while a search runs.</source>
        <translation>Hier wird während einer Suche die beste Punktzahl über die Zeit gezeichnet.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Best %1 at %2 s</source>
        <translation>Bestwert %1 bei %2 s</translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchPanel</name>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="+59"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>playouts/s</source>
        <translation>Playouts/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>iterations/s</source>
        <translation>Iterationen/s</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>NRPA (nested rollout policy adaptation)</source>
        <translation>NRPA (nested rollout policy adaptation)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hill climb (the seeds&apos; DNA search)</source>
        <translation>Hill-Climbing (die ursprüngliche DNA-Suche)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds&apos; search, quick to rise and then slow</source>
        <translation>NRPA (Rosin 2011) fand den Rekord von 178; das Hill-Climbing ist die ursprüngliche Suche, steigt erst schnell, dann langsam</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Algorithm</source>
        <translation>&amp;Algorithmus</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nesting level L: one search of level L plays about iterations^L playouts</source>
        <translation>Verschachtelungsebene L: Eine Suche der Ebene L spielt etwa Iterationen^L Playouts</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Iterations of each level (N in the paper)</source>
        <translation>Iterationen je Ebene (N im Artikel)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Adaptation step: how far the policy moves toward the best game at each iteration</source>
        <translation>Anpassungsschritt: wie weit sich die Strategie bei jeder Iteration der besten Partie nähert</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How strongly the open grid&apos;s moves are preferred at first: about 1 barely, 3 keeps a good part of the grid, 5 and more nearly replay it</source>
        <translation>Wie stark die Züge des geöffneten Gitters anfangs bevorzugt werden: um 1 kaum, 3 behält einen guten Teil des Gitters, ab 5 wird es fast nachgespielt</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Level</source>
        <translation>&amp;Ebene</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Iterations</source>
        <translation>&amp;Iterationen</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Al&amp;pha</source>
        <translation>Al&amp;pha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Warm weight</source>
        <translation>&amp;Warmstart-Gewicht</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lines of the current game left out at each step of the climb (the seeds use 3)</source>
        <translation>Linien der aktuellen Partie, die bei jedem Schritt des Hill-Climbings ausgelassen werden (das Original nimmt 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Blacklist</source>
        <translation>&amp;Sperrliste</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start &amp;from</source>
        <translation>Aus&amp;gangspunkt</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Independent searches run side by side, one per core; the best of them is shown</source>
        <translation>Unabhängige Suchen laufen nebeneinander, eine je Kern; die beste von ihnen wird angezeigt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed, threads and parameters search the same games again (with an iteration budget, exactly); &quot;random&quot; picks a new seed at each start</source>
        <translation>Derselbe Seed mit denselben Threads und Parametern durchsucht dieselben Partien erneut (mit einem Iterationsbudget genau gleich); „zufällig“ wählt bei jedem Start einen neuen Seed</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New</source>
        <translation>Neu</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a new fixed seed</source>
        <translation>Einen neuen festen Seed wählen</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Threads</source>
        <translation>&amp;Threads</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;eed</source>
        <translation>See&amp;d</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after this many seconds (0: run until Stop)</source>
        <translation>Nach so vielen Sekunden stoppen (0: bis Stoppen)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop as soon as a game reaches this score (0: no target)</source>
        <translation>Stoppen, sobald eine Partie diese Punktzahl erreicht (0: kein Ziel)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after</source>
        <translation>Stoppen nach</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>or at s&amp;core</source>
        <translation>oder bei Punkt&amp;zahl</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>best score</source>
        <translation>beste Punktzahl</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elapsed</source>
        <translation>verstrichen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pick an algorithm and press Start; the search runs beside your work.</source>
        <translation>Wählen Sie einen Algorithmus und drücken Sie Starten; die Suche läuft neben Ihrer Arbeit.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each new best: iteration. score (seconds) layer code. Click a line to preview its grid, double-click to load it</source>
        <translation>Jeder neue Bestwert: Iteration. Punktzahl (Sekunden) Schichtcode. Klick auf eine Zeile zeigt eine Vorschau ihres Gitters, Doppelklick lädt es</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pre&amp;view best</source>
        <translation>&amp;Vorschau des Besten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the best grid (or the log line picked) in a picture below: the document does not change</source>
        <translation>Das beste Gitter (oder die gewählte Protokollzeile) unten als Bild zeigen: Das Dokument ändert sich nicht</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L&amp;oad best</source>
        <translation>Bestes &amp;laden</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the best grid so far on the board as one undo step; the search goes on</source>
        <translation>Das bisher beste Gitter als ein Rückgängig-Schritt auf dem Brett öffnen; die Suche läuft weiter</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code</source>
        <translation>Code kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the layer code of the best grid</source>
        <translation>Den Schichtcode des besten Gitters kopieren</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy log</source>
        <translation>Protokoll kopieren</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the log, one line per new best, in the seeds&apos; form</source>
        <translation>Das Protokoll kopieren, eine Zeile je neuem Bestwert, im ursprünglichen Format</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Load &amp;Best Search Grid</source>
        <translation>Bestes Gitter der Suche l&amp;aden</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The empty cross</source>
        <translation>Das leere Kreuz</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game starts from the cross of the variant</source>
        <translation>Jede Partie beginnt beim Kreuz der Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The open grid, kept as the start</source>
        <translation>Das geöffnete Gitter, als Anfang beibehalten</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The open grid, kept (NRPA only)</source>
        <translation>Das geöffnete Gitter, beibehalten (nur NRPA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game begins with the moves of the open grid and goes on from its end</source>
        <translation>Jede Partie beginnt mit den Zügen des geöffneten Gitters und geht von seinem Ende aus weiter</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Around the open grid (warm start)</source>
        <translation>Um das geöffnete Gitter herum (Warmstart)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The policy first prefers the open grid&apos;s moves (see Warm weight), so the search explores grids near it</source>
        <translation>Die Strategie bevorzugt zuerst die Züge des geöffneten Gitters (siehe Warmstart-Gewicht), sodass die Suche Gitter in seiner Nähe erkundet</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Climb from the open grid</source>
        <translation>Hill-Climbing ab dem geöffneten Gitter</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The climb&apos;s first game is the open grid, finished at random when it is not</source>
        <translation>Die erste Partie des Hill-Climbings ist das geöffnete Gitter, zufällig zu Ende gespielt, falls es das noch nicht ist</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The open grid is finished: no move is left after it, so there is nothing to search from its end. Start from the empty cross, or search around the open grid.</source>
        <translation>Das geöffnete Gitter ist zu Ende: Danach bleibt kein Zug, also gibt es ab seinem Ende nichts zu suchen. Beginnen Sie beim leeren Kreuz oder suchen Sie um das geöffnete Gitter herum.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target score %1 is not above the open grid&apos;s score %2: every game would reach it at once.</source>
        <translation>Die Zielpunktzahl %1 liegt nicht über der Punktzahl %2 des geöffneten Gitters: Jede Partie würde sie sofort erreichen.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>These settings cannot be used: %1.</source>
        <translation>Diese Einstellungen sind nicht verwendbar: %1.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Stop</source>
        <translation>Sto&amp;ppen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Start</source>
        <translation>Sta&amp;rten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the search; its log and best grid stay</source>
        <translation>Die Suche stoppen; ihr Protokoll und ihr bestes Gitter bleiben</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a search with these settings (F5)</source>
        <translation>Eine Suche mit diesen Einstellungen starten (F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top Search</source>
        <translation>Suche s&amp;toppen</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Start Search</source>
        <translation>Suche &amp;starten</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>NRPA</source>
        <translation>NRPA</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hill climb</source>
        <translation>Hill-Climbing</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 searching on %n thread(s), seed %2…</source>
        <translation>
            <numerusform>%1 sucht mit %n Thread, Seed %2…</numerusform>
            <numerusform>%1 sucht mit %n Threads, Seed %2…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Stopping…</source>
        <translation>Wird gestoppt…</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+34"/>
        <source>%1 in all</source>
        <translation>%1 insgesamt</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The search could not run: %1</source>
        <translation>Die Suche konnte nicht laufen: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the search finished its work</source>
        <translation>die Suche hat ihre Arbeit beendet</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time limit was reached</source>
        <translation>das Zeitlimit wurde erreicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the target score was reached</source>
        <translation>die Zielpunktzahl wurde erreicht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the iteration budget was spent</source>
        <translation>das Iterationsbudget ist aufgebraucht</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 playouts</source>
        <translation>%1 Playouts</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 iterations</source>
        <translation>%1 Iterationen</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended (%1): best %2 after %3 in %4, seed %5.</source>
        <translation>Beendet (%1): beste Punktzahl %2 nach %3 in %4, Seed %5.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ended (%1) before the first game was over.</source>
        <translation>Beendet (%1), bevor die erste Partie zu Ende war.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Preview, not loaded: the best so far, %1</source>
        <translation>Vorschau, nicht geladen: der bisherige Bestwert, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview, not loaded: %1 at %2 s</source>
        <translation>Vorschau, nicht geladen: %1 bei %2 s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Load search result %1</source>
        <translation>Suchergebnis %1 laden</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loaded the search&apos;s grid of %1 moves; Undo brings back the previous grid.</source>
        <translation>Gitter der Suche mit %1 Zügen geladen; Rückgängig holt das vorige Gitter zurück.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Layer code of the best grid copied</source>
        <translation>Schichtcode des besten Gitters kopiert</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search log copied</source>
        <translation>Suchprotokoll kopiert</translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchPreview</name>
    <message>
        <location filename="../app/gui/SearchPreview.cpp" line="+15"/>
        <source>A preview of a grid the search found: the document does not change. Double-click, or Load, to open it as one undo step.</source>
        <translation>Vorschau eines Gitters, das die Suche gefunden hat: Das Dokument ändert sich nicht. Doppelklick oder „Bestes laden“ öffnet es als ein Rückgängig-Schritt.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The best grid is shown here.</source>
        <translation>Hier wird das beste Gitter gezeigt.</translation>
    </message>
</context>
</TS>
