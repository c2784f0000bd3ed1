<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+19"/>
        <source>Morpion Solitaire grids, layer by layer.</source>
        <translation>Griglie di Morpion Solitaire, strato per strato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A grid file, a layer code or a game number to open.</source>
        <translation>Un file di griglia, un codice a strati o un numero di partita da aprire.</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Autosave</name>
    <message>
        <location filename="../app/gui/Autosave.cpp" line="+173"/>
        <source>cannot create the folder or its lock file</source>
        <translation>impossibile creare la cartella o il suo file di blocco</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot keep a copy of the unsaved work in %1: %2</source>
        <translation>Impossibile conservare una copia del lavoro non salvato in %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>a %1 grid of %n move(s)</source>
        <translation>
            <numerusform>una griglia %1 di %n mossa</numerusform>
            <numerusform>una griglia %1 di %n mosse</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Morpion Layers ended on %1 without saving %2.</source>
        <translation>Morpion Layers si è chiuso il %1 senza salvare %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Morpion Layers ended on %1 without saving %2, from %3.</source>
        <translation>Morpion Layers si è chiuso il %1 senza salvare %2, da %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restore Unsaved Work</source>
        <translation>Ripristina il lavoro non salvato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restore puts it on the board as one step that can be undone; it is not saved until you save it.</source>
        <translation>Ripristina la mette sulla scacchiera come un passo annullabile; non è salvata finché non la salvi.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore</source>
        <translation>&amp;Ripristina</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>&amp;Scarta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep for &amp;Later</source>
        <translation>Tieni per &amp;dopo</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Restore unsaved work</source>
        <translation>Ripristina il lavoro non salvato</translation>
    </message>
</context>
<context>
    <name>morpion::gui::BoardRenderer</name>
    <message>
        <location filename="../app/gui/BoardRenderer.cpp" line="+296"/>
        <source>Earlier layers</source>
        <translation>Strati precedenti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1: taken (%2)</source>
        <translation>Strato %1: giocate (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1: not taken (%2)</source>
        <translation>Strato %1: non giocate (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taboo at layer %1 (%2)</source>
        <translation>Tabù allo strato %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Later layers</source>
        <translation>Strati successivi</translation>
    </message>
</context>
<context>
    <name>morpion::gui::BoardView</name>
    <message>
        <location filename="../app/gui/BoardView.cpp" line="+252"/>
        <source>%1 lines through (%2, %3), showing %4 — Tab or wheel: next line · click: play · Esc: cancel</source>
        <translation>%1 linee passano per (%2, %3), mostrata la %4 — Tab o rotellina: linea successiva · clic: gioca · Esc: annulla</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CodeBar</name>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="+36"/>
        <source>The layer code of the grid: the set of its moves</source>
        <translation>Il codice a strati della griglia: l&apos;insieme delle sue mosse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game number: the moves in their exact order</source>
        <translation>Il numero di partita: le mosse nel loro ordine esatto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the layer code</source>
        <translation>Copia il codice a strati</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy the game number</source>
        <translation>Copia il numero di partita</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paste a layer code, a game number or a move list, then press Enter</source>
        <translation>Incolla un codice a strati, un numero di partita o una lista di mosse, poi premi Invio</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read codes as this variant (a prefix such as 5D: in the text wins)</source>
        <translation>Leggi i codici come questa variante (un prefisso come 5D: nel testo ha la precedenza)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the code typed on the left</source>
        <translation>Apri il codice scritto a sinistra</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Layer code:</source>
        <translation>Codice a strati:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game number:</source>
        <translation>Numero di partita:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open code:</source>
        <translation>Apri codice:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Layer code copied</source>
        <translation>Codice a strati copiato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game number copied</source>
        <translation>Numero di partita copiato</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionLoader</name>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="+109"/>
        <source>line %1</source>
        <translation>riga %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, line %2</source>
        <translation>%1, riga %2</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The folder %1 does not exist.</source>
        <translation>La cartella %1 non esiste.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the file is too large (%1 MB)</source>
        <translation>il file è troppo grande (%1 MB)</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>The text is too large to read as a collection (%1 MB; at most %2 MB).</source>
        <translation>Il testo è troppo grande per essere letto come raccolta (%1 MB; al massimo %2 MB).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot open %1: %2</source>
        <translation>Impossibile aprire %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot open %1: the file is too large to read as a collection (%2 MB; at most %3 MB).</source>
        <translation>Impossibile aprire %1: il file è troppo grande per essere letto come raccolta (%2 MB; al massimo %3 MB).</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionModel</name>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="+72"/>
        <source>Grid</source>
        <translation>Griglia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found at</source>
        <translation>Trovata in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>Strati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length</source>
        <translation>Lunghezza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same grid</source>
        <translation>Stessa griglia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same points</source>
        <translation>Stessi punti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Code</source>
        <translation>Codice</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the grid was found: a line of the text, or a file of the folder</source>
        <translation>Dove è stata trovata la griglia: una riga del testo o un file della cartella</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers that take at least one move</source>
        <translation>Strati in cui si gioca almeno una mossa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Characters of the layer code</source>
        <translation>Caratteri del codice a strati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows with the same grid up to rotation and reflection share a group, named by its first row</source>
        <translation>Le righe con la stessa griglia a meno di rotazioni e riflessioni formano un gruppo, che prende il nome dalla prima riga</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows with the same points up to rotation and reflection, whatever their lines, share a group</source>
        <translation>Le righe con gli stessi punti a meno di rotazioni e riflessioni, qualunque siano le linee, formano un gruppo</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+2"/>
        <source>#%1 (×%2)</source>
        <translation>n. %1 (×%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%n other row(s) hold this grid, rotated or mirrored</source>
        <translation>
            <numerusform>Un&apos;altra riga contiene questa griglia, ruotata o riflessa</numerusform>
            <numerusform>Altre %n righe contengono questa griglia, ruotata o riflessa</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same grid as row #%1, up to rotation and reflection</source>
        <translation>La stessa griglia della riga n. %1, a meno di rotazioni e riflessioni</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n other row(s) have these points (up to symmetry), some with other lines</source>
        <translation>
            <numerusform>Un&apos;altra riga ha questi punti (a meno di simmetrie), con altre linee</numerusform>
            <numerusform>Altre %n righe hanno questi punti (a meno di simmetrie), alcune con altre linee</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same points as row #%1, up to rotation and reflection</source>
        <translation>Gli stessi punti della riga n. %1, a meno di rotazioni e riflessioni</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionPanel</name>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="+36"/>
        <source>All variants</source>
        <translation>Tutte le varianti</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show only the grids of one variant</source>
        <translation>Mostra solo le griglie di una variante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score ≥ </source>
        <translation>Punteggio ≥ </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the grids with at least this score</source>
        <translation>Mostra solo le griglie con almeno questo punteggio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter by code or text</source>
        <translation>Filtra per codice o testo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only the rows whose code, place or line holds this text</source>
        <translation>Mostra solo le righe il cui codice, luogo o riga contiene questo testo</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open a collection: File &gt; Open Collection…, or paste a list of codes with Edit &gt; Paste as Collection.</source>
        <translation>Apri una raccolta: File &gt; Apri raccolta…, oppure incolla un elenco di codici con Modifica &gt; Incolla come raccolta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%v of %m</source>
        <translation>%v di %m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading; the grids read so far stay</source>
        <translation>Interrompi la lettura; le griglie lette finora restano</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Reading…</source>
        <translation>Lettura…</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>%n grid(s)</source>
        <translation>
            <numerusform>%n griglia</numerusform>
            <numerusform>%n griglie</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problema</numerusform>
            <numerusform>%n problemi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n group(s) of the same grid</source>
        <translation>
            <numerusform>%n gruppo della stessa griglia</numerusform>
            <numerusform>%n gruppi della stessa griglia</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n group(s) of the same points with other lines</source>
        <translation>
            <numerusform>%n gruppo degli stessi punti con altre linee</numerusform>
            <numerusform>%n gruppi degli stessi punti con altre linee</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n line(s) without a code</source>
        <translation>
            <numerusform>%n riga senza codice</numerusform>
            <numerusform>%n righe senza codice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n other file(s) skipped</source>
        <translation>
            <numerusform>%n altro file ignorato</numerusform>
            <numerusform>altri %n file ignorati</numerusform>
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
        <translation>Annullato; letto finora: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not read (%n):</source>
        <translation>
            <numerusform>Non letto (%n):</numerusform>
            <numerusform>Non letti (%n):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionProblemModel</name>
    <message>
        <location filename="../app/gui/CollectionProblemModel.cpp" line="+34"/>
        <source>Found at</source>
        <translation>Trovata in</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Code</source>
        <translation>Codice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why it was not read</source>
        <translation>Perché non è stata letta</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Document</name>
    <message>
        <location filename="../app/gui/Document.cpp" line="+70"/>
        <source>New %1 game</source>
        <translation>Nuova partita %1</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayMoveCommand.cpp" line="+11"/>
        <source>Play %1</source>
        <translation>Gioca %1</translation>
    </message>
</context>
<context>
    <name>morpion::gui::ErrorText</name>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="+11"/>
        <source> on line %1, column %2</source>
        <translation> alla riga %1, colonna %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> on line %1</source>
        <translation> alla riga %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> at position %1</source>
        <translation> alla posizione %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is nothing to read</source>
        <translation>non c&apos;è niente da leggere</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bad character%1</source>
        <translation>carattere non valido%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conflicting moves in layer %1%2</source>
        <translation>mosse in conflitto nello strato %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bits left after the end of the game%1</source>
        <translation>bit rimasti dopo la fine della partita%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number too large: digits are left after the end of the game</source>
        <translation>numero troppo grande: restano cifre dopo la fine della partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>syntax error%1</source>
        <translation>errore di sintassi%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>illegal move%1</source>
        <translation>mossa illegale%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a move cannot be reached from the cross</source>
        <translation>una mossa non è raggiungibile dalla croce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>duplicate move%1</source>
        <translation>mossa duplicata%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown variant (expected 5T, 5D, 4T or 4D)</source>
        <translation>variante sconosciuta (attese 5T, 5D, 4T o 4D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>input too large</source>
        <translation>input troppo grande</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a stored value does not match the moves</source>
        <translation>un valore memorizzato non corrisponde alle mosse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot read or write the file</source>
        <translation>impossibile leggere o scrivere il file</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Examples</name>
    <message>
        <location filename="../app/gui/Examples.cpp" line="+8"/>
        <source>An interesting 135 (layer encoding example)</source>
        <translation>Un 135 interessante (esempio di codifica a strati)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 160 (move layering model)</source>
        <translation>Un 160 (modello di stratificazione delle mosse)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosin&apos;s 5T record, 178 moves (2011)</source>
        <translation>Record 5T di Rosin, 178 mosse (2011)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosin&apos;s 5D record, 82 moves (2010)</source>
        <translation>Record 5D di Rosin, 82 mosse (2010)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::ExportDialog</name>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="+37"/>
        <location line="+125"/>
        <location line="+12"/>
        <source>Export Picture</source>
        <translation>Esporta immagine</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>As on screen</source>
        <translation>Come sullo schermo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clean print style</source>
        <translation>Stile di stampa pulito</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move &amp;numbers</source>
        <translation>&amp;Numeri delle mosse</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Highlight layer %1</source>
        <translation>&amp;Evidenzia lo strato %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Legend</source>
        <translation>&amp;Legenda</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Width of a PNG in pixels, of an SVG or PDF in points</source>
        <translation>Larghezza di un PNG in pixel, di un SVG o PDF in punti</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Look:</source>
        <translation>Aspetto:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Width:</source>
        <translation>Larghezza:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size:</source>
        <translation>Dimensione:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save As…</source>
        <translation>&amp;Salva con nome…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Picture</source>
        <translation>&amp;Copia immagine</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>grid</source>
        <translation>griglia</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Immagine PNG (*.png);;Disegno SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::FamousGridsMenu</name>
    <message>
        <location filename="../app/gui/FamousGridsMenu.cpp" line="+9"/>
        <source>Famous &amp;Grids</source>
        <translation>Partite &amp;famose</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The built-in list does not read: %1</source>
        <translation>L&apos;elenco integrato non si legge: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 moves — %3 (%4)</source>
        <translation>%1 %2 mosse — %3 (%4)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>c. %1</source>
        <translation>c. %1</translation>
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
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a grid file (MSR JSON, Pentasol, a code or a move list)</source>
        <translation>Apri un file di griglia (MSR JSON, Pentasol, un codice o una lista di mosse)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Salva</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As…</source>
        <translation>Salva &amp;con nome…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Recent</source>
        <translation>Apri &amp;recenti</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unsaved Grid</source>
        <translation>Griglia non salvata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The grid has changes that are not saved. Save them first?</source>
        <translation>La griglia ha modifiche non salvate. Salvarle prima?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open Grid</source>
        <translation>Apri griglia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)</source>
        <translation>Griglie (*.json *.msr *.txt *.ms1 *.png *.svg);;Record MSR (*.json *.msr);;File Pentasol (*.txt);;Testo MS1 (*.txt *.ms1);;Immagini con la loro griglia (*.png *.svg);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+24"/>
        <source>Cannot open %1: %2</source>
        <translation>Impossibile aprire %1: %2</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Cannot open %1: %2.</source>
        <translation>Impossibile aprire %1: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot open %1: the file is too large.</source>
        <translation>Impossibile aprire %1: il file è troppo grande.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open %1</source>
        <translation>Apri %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>grid-%1</source>
        <translation>griglia-%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save Grid</source>
        <translation>Salva griglia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MSR record (*.msr.json);;Pentasol file (*.pentasol.txt);;MS1 text, the compact MSR record (*.ms1)</source>
        <translation>Record MSR (*.msr.json);;File Pentasol (*.pentasol.txt);;Testo MS1, il record MSR compatto (*.ms1)</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+6"/>
        <source>Cannot save %1: %2</source>
        <translation>Impossibile salvare %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1</source>
        <translation>Salvato %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Svuota l&apos;elenco</translation>
    </message>
</context>
<context>
    <name>morpion::gui::GridReader</name>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="+79"/>
        <source>layer code</source>
        <translation>codice a strati</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game number</source>
        <translation>numero di partita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move list</source>
        <translation>lista di mosse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>record</source>
        <translation>record</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The text is too long (%1 characters).</source>
        <translation>Il testo è troppo lungo (%1 caratteri).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is nothing to read: paste a layer code, a game number or a move list.</source>
        <translation>Non c&apos;è niente da leggere: incolla un codice a strati, un numero di partita o una lista di mosse.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown variant “%1” (expected 5T, 5D, 4T or 4D).</source>
        <translation>Variante sconosciuta «%1» (attese 5T, 5D, 4T o 4D).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not a valid MSR record: %1.</source>
        <translation>Non è un record MSR valido: %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+7"/>
        <source>Not a valid Pentasol record: %1.</source>
        <translation>Non è un record Pentasol valido: %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The Pentasol file was read as %1: it is not legal as %2, the chosen variant.</source>
        <translation>Il file Pentasol è stato letto come %1: non è legale come %2, la variante scelta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Pentasol file was read as %1, the chosen variant.</source>
        <translation>Il file Pentasol è stato letto come %1, la variante scelta.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is also legal as %1; choose that variant in the code bar and open it again to read it so.</source>
        <translation>È legale anche come %1; scegli quella variante nella barra dei codici e aprilo di nuovo per leggerlo così.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+5"/>
        <source>Not a valid move list: %1.</source>
        <translation>Non è una lista di mosse valida: %1.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Not a code: %1 (“%2”; codes use A–Z, a–z, 0–9, + and /).</source>
        <translation>Non è un codice: %1 («%2»; i codici usano A–Z, a–z, 0–9, + e /).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not a valid %1 layer code: %2.
Not a game number either: it runs out after move %3, and the rest of the game would be guessed.</source>
        <translation>Non è un codice a strati %1 valido: %2.
Non è nemmeno un numero di partita: si esaurisce dopo la mossa %3 e il resto della partita andrebbe indovinato.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not a valid %1 layer code: %2.
Not a game number either: %3.</source>
        <translation>Non è un codice a strati %1 valido: %2.
Non è nemmeno un numero di partita: %3.</translation>
    </message>
</context>
<context>
    <name>morpion::gui::GridTransformActions</name>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="+18"/>
        <source>&amp;Rotate / Flip Grid</source>
        <translation>&amp;Ruota / rifletti griglia</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Changes the grid and its codes; Undo turns it back</source>
        <translation>Cambia la griglia e i suoi codici; Annulla la riporta com&apos;era</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Canonical Orient&amp;ation</source>
        <translation>Orientamento &amp;canonico</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn the grid so that its layer code is its canonical code, the smallest of its 8 images</source>
        <translation>Ruota la griglia in modo che il suo codice a strati sia il codice canonico, il più piccolo delle sue 8 immagini</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Ca&amp;nonical Code</source>
        <translation>Copia co&amp;dice canonico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the smallest layer code over the 8 rotations and mirror images of the grid, the same for every image: a name for the grid up to symmetry</source>
        <translation>Copia il più piccolo codice a strati tra le 8 rotazioni e riflessioni della griglia, lo stesso per ogni immagine: un nome della griglia a meno di simmetrie</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Unchanged</source>
        <translation>&amp;Invariata</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip &amp;Left–Right</source>
        <translation>Rifletti &amp;sinistra–destra</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip &amp;Top–Bottom</source>
        <translation>Rifletti &amp;alto–basso</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate &amp;180°</source>
        <translation>Ruota di &amp;180°</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip Along the &amp;Main Diagonal</source>
        <translation>Rifletti lungo la diagonale &amp;principale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate 90° &amp;Clockwise</source>
        <translation>Ruota di 90° in senso &amp;orario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate 90° Cou&amp;nter-Clockwise</source>
        <translation>Ruota di 90° in senso a&amp;ntiorario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip Along the &amp;Other Diagonal</source>
        <translation>Rifletti lungo l&apos;al&amp;tra diagonale</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Canonical code copied: the grid is in its canonical orientation</source>
        <translation>Codice canonico copiato: la griglia è nel suo orientamento canonico</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Canonical code copied: the code of the grid after “%1”</source>
        <translation>Codice canonico copiato: il codice della griglia dopo «%1»</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The grid is already in its canonical orientation</source>
        <translation>La griglia è già nel suo orientamento canonico</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turned to the canonical orientation (%1)</source>
        <translation>Ruotata nell&apos;orientamento canonico (%1)</translation>
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
        <translation>&amp;Primo strato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Layer</source>
        <translation>Strato pr&amp;ecedente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Layer</source>
        <translation>Strato &amp;successivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Layer</source>
        <translation>&amp;Ultimo strato</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animate Layers</source>
        <translation>A&amp;nima gli strati</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to move through the layers</source>
        <translation>Trascina per scorrere gli strati</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer </source>
        <translation>Strato </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The layer shown</source>
        <translation>Lo strato mostrato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normale</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Veloce</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animation speed</source>
        <translation>Velocità dell&apos;animazione</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By layer</source>
        <translation>Per strato</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By move</source>
        <translation>Per mossa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animate the layers one by one, or replay the moves in their order</source>
        <translation>Anima gli strati uno a uno, o riproduci le mosse nel loro ordine</translation>
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
        <translation>Mosse giocate per strato; fai clic su una barra per mostrare quello strato</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>max %1 per layer</source>
        <translation>max %1 per strato</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Layer %1: %n move(s) taken</source>
        <translation>
            <numerusform>Strato %1: %n mossa giocata</numerusform>
            <numerusform>Strato %1: %n mosse giocate</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::LayerPanel</name>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="+56"/>
        <source>No.</source>
        <translation>N.</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move</source>
        <translation>Mossa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bit</source>
        <translation>Bit</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Moves taken per layer</source>
        <translation>Mosse giocate per strato</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>No layers</source>
        <translation>Nessuno strato</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Layer %1&lt;/b&gt; / %2&lt;br&gt;%3 of %4 candidates taken, %5 taboo</source>
        <translation>&lt;b&gt;Strato %1&lt;/b&gt; / %2&lt;br&gt;%3 di %4 candidate giocate, %5 tabù</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Taken in this layer (bit 1)</source>
        <translation>Giocata in questo strato (bit 1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not taken: becomes taboo (bit 0)</source>
        <translation>Non giocata: diventa tabù (bit 0)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taboo at this layer (%1)</source>
        <translation>Tabù in questo strato (%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Legal here but taboo: not taken in an earlier layer</source>
        <translation>Legale qui ma tabù: non giocata in uno strato precedente</translation>
    </message>
</context>
<context>
    <name>morpion::gui::MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="+74"/>
        <source>Layers</source>
        <translation>Strati</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Codes</source>
        <translation>Codici</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Layer</source>
        <translation>Strato</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Collection</source>
        <translation>Raccolta</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Search</source>
        <translation>Ricerca</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(%1, %2): move %3, layer %4</source>
        <translation>(%1, %2): mossa %3, strato %4</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Move %1 / %2</source>
        <translation>Mossa %1 / %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Game over: no legal move is left. Score: %1.</source>
        <translation>Partita finita: non resta nessuna mossa legale. Punteggio: %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nuova partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 game</source>
        <translation>Partita %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open &amp;Collection…</source>
        <translation>Apri racco&amp;lta…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List the grids of a text file of codes, with thumbnails, duplicates and problems</source>
        <translation>Elenca le griglie di un file di testo con codici, con miniature, doppioni e problemi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Collection &amp;Folder…</source>
        <translation>Apri cartella di raccol&amp;ta…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)</source>
        <translation>Elenca le griglie di una cartella di record (Pentasol, MSR, immagini con la loro griglia)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Export Picture…</source>
        <translation>Es&amp;porta immagine…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annulla</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Ripeti</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Paste Code</source>
        <translation>&amp;Incolla codice</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the layer code, game number or move list on the clipboard</source>
        <translation>Apri il codice a strati, il numero di partita o la lista di mosse negli appunti</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste as Collec&amp;tion</source>
        <translation>Incolla come ra&amp;ccolta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Code…</source>
        <translation>Apri c&amp;odice…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy &amp;Layer Code</source>
        <translation>Copia codice a &amp;strati</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer code copied</source>
        <translation>Codice a strati copiato</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy &amp;Game Number</source>
        <translation>Copia &amp;numero di partita</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game number copied</source>
        <translation>Numero di partita copiato</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy P&amp;icture</source>
        <translation>Copia imma&amp;gine</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pre&amp;ferences…</source>
        <translation>Pre&amp;ferenze…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ingrandisci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;Out</source>
        <translation>Rimpi&amp;cciolisci</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fit Grid</source>
        <translation>&amp;Adatta la griglia</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Highlight Current Layer</source>
        <translation>&amp;Evidenzia lo strato corrente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ghost Later Layers</source>
        <translation>Mostra in &amp;trasparenza gli strati successivi</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show later layers faintly instead of hiding them</source>
        <translation>Mostra gli strati successivi sbiaditi invece di nasconderli</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move &amp;Numbers</source>
        <translation>&amp;Numeri delle mosse</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Legend</source>
        <translation>&amp;Legenda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hin&amp;ts: All Legal Moves</source>
        <translation>Suggeri&amp;menti: tutte le mosse legali</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Colours</source>
        <translation>C&amp;olori</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the &amp;System</source>
        <translation>Segui il siste&amp;ma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>&amp;Chiaro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>&amp;Scuro</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Search for high-scoring grids with NRPA or the hill climb, on every core</source>
        <translation>Cerca griglie dal punteggio alto con NRPA o la scalata, su tutti i core</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Layers</source>
        <translation>&amp;Strati</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Morpion Layers</source>
        <translation>&amp;Informazioni su Morpion Layers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Morpion Layers</source>
        <translation>Informazioni su Morpion Layers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Look at Morpion Solitaire grids layer by layer, play by hand, and share grids as layer codes and game numbers.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; wheel zooms, drag pans, click plays the highlighted move. Where several lines are possible, Tab or the wheel chooses, Esc cancels.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Osserva le griglie di Morpion Solitaire strato per strato, gioca a mano e condividi le griglie come codici a strati e numeri di partita.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; la rotellina ingrandisce, il trascinamento sposta, il clic gioca la mossa evidenziata. Dove sono possibili più linee, Tab o la rotellina scelgono, Esc annulla.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The point under the pointer</source>
        <translation>Il punto sotto il puntatore</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Score %1 (over)</source>
        <translation>Punteggio %1 (finita)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Score %1, %n legal</source>
        <translation>
            <numerusform>Punteggio %1, %n legale</numerusform>
            <numerusform>Punteggio %1, %n legali</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n strato</numerusform>
            <numerusform>%n strati</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1</source>
        <translation>Strato %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Untitled</source>
        <translation>Senza titolo</translation>
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
        <translation>Apri %1</translation>
    </message>
    <message numerus="yes">
        <location line="-120"/>
        <source>Opened a %1: %2 %3 moves in %n layer(s)</source>
        <translation>
            <numerusform>Aperto un %1: %2, %3 mosse in %n strato</numerusform>
            <numerusform>Aperto un %1: %2, %3 mosse in %n strati</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+32"/>
        <source>The clipboard holds no text to open.</source>
        <translation>Negli appunti non c&apos;è testo da aprire.</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+9"/>
        <source>the pasted text</source>
        <translation>il testo incollato</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The text holds %1 characters, too many for one grid: it is read as a collection of codes.</source>
        <translation>Il testo ha %1 caratteri, troppi per una griglia: viene letto come una raccolta di codici.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The text holds several codes: they are listed in the collection panel.</source>
        <translation>Il testo contiene più codici: sono elencati nel pannello della raccolta.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the clipboard</source>
        <translation>gli appunti</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Collection</source>
        <translation>Apri raccolta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Texts with codes (*.txt *.log *.md *.csv);;All files (*)</source>
        <translation>Testi con codici (*.txt *.log *.md *.csv);;Tutti i file (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open Collection Folder</source>
        <translation>Apri cartella di raccolta</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open %1 from the collection</source>
        <translation>Apri %1 dalla raccolta</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#%1, %2: %3 %4 moves</source>
        <translation>n. %1, %2: %3 %4 mosse</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Picture copied</source>
        <translation>Immagine copiata</translation>
    </message>
</context>
<context>
    <name>morpion::gui::MessageBanner</name>
    <message>
        <location filename="../app/gui/MessageBanner.cpp" line="+22"/>
        <source>Close this message</source>
        <translation>Chiudi questo messaggio</translation>
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
        <translation>morpion-layers: non c&apos;è uno schermo su cui aprire una finestra (né DISPLAY né WAYLAND_DISPLAY sono impostati).
Lo strumento a riga di comando non ne ha bisogno; per esempio, la griglia iniziale:
  %1 info %2
  %1 render %2 -o grid.png</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PictureExport</name>
    <message>
        <location filename="../app/gui/PictureExport.cpp" line="+81"/>
        <source>Unknown picture type “%1”: use .png, .svg or .pdf.</source>
        <translation>Tipo di immagine sconosciuto «%1»: usa .png, .svg o .pdf.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+38"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+12"/>
        <source>Morpion Solitaire grid</source>
        <translation>Griglia di Morpion Solitaire</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Drawn by Morpion Layers</source>
        <translation>Disegnato da Morpion Layers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the SVG drawing did not start.</source>
        <translation>Impossibile scrivere %1: il disegno SVG non è iniziato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the SVG drawing did not finish.</source>
        <translation>Impossibile scrivere %1: il disegno SVG non è terminato.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot write %1: the PDF drawing did not start.</source>
        <translation>Impossibile scrivere %1: il disegno PDF non è iniziato.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the PDF drawing did not finish.</source>
        <translation>Impossibile scrivere %1: il disegno PDF non è terminato.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write %1: the picture came out empty.</source>
        <translation>Impossibile scrivere %1: l&apos;immagine è risultata vuota.</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PictureMetadata</name>
    <message>
        <location filename="../app/gui/PictureMetadata.cpp" line="+161"/>
        <source>the picture carries no grid (it has no “msr” record)</source>
        <translation>l&apos;immagine non contiene una griglia (non ha un record «msr»)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>the SVG drawing is not well formed on line %1: %2</source>
        <translation>il disegno SVG non è ben formato alla riga %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drawing carries no grid (it has no &lt;metadata&gt; with an “msr” record)</source>
        <translation>il disegno non contiene una griglia (non ha &lt;metadata&gt; con un record «msr»)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="+15"/>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System language</source>
        <translation>Lingua del sistema</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Follow the system</source>
        <translation>Segui il sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Chiaro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Scuro</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;colours:</source>
        <translation>&amp;Colori della scacchiera:</translation>
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
        <translation>Il miglior punteggio trovato finora, nel tempo in cui la ricerca è stata eseguita</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>best score</source>
        <translation>miglior punteggio</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The best score over time is drawn here while a search runs.</source>
        <translation>Qui viene disegnato il miglior punteggio nel tempo mentre una ricerca è in corso.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Best %1 at %2 s</source>
        <translation>Migliore %1 a %2 s</translation>
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
        <translation>simulazioni/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>iterations/s</source>
        <translation>iterazioni/s</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>NRPA (nested rollout policy adaptation)</source>
        <translation>NRPA (adattamento della politica con simulazioni annidate)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hill climb (the seeds&apos; DNA search)</source>
        <translation>Scalata (la ricerca sul DNA originale)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds&apos; search, quick to rise and then slow</source>
        <translation>NRPA (Rosin 2011) ha trovato il record di 178; la scalata è la ricerca originale, veloce a salire e poi lenta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Algorithm</source>
        <translation>&amp;Algoritmo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nesting level L: one search of level L plays about iterations^L playouts</source>
        <translation>Livello di annidamento L: una ricerca di livello L gioca circa iterazioni^L simulazioni</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Iterations of each level (N in the paper)</source>
        <translation>Iterazioni di ogni livello (N nell&apos;articolo)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Adaptation step: how far the policy moves toward the best game at each iteration</source>
        <translation>Passo di adattamento: quanto la politica si sposta verso la partita migliore a ogni iterazione</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How strongly the open grid&apos;s moves are preferred at first: about 1 barely, 3 keeps a good part of the grid, 5 and more nearly replay it</source>
        <translation>Quanto sono preferite all&apos;inizio le mosse della griglia aperta: circa 1 appena, 3 ne conserva buona parte, 5 e oltre quasi la ripetono</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Level</source>
        <translation>&amp;Livello</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Iterations</source>
        <translation>&amp;Iterazioni</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Al&amp;pha</source>
        <translation>Al&amp;fa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Warm weight</source>
        <translation>P&amp;eso iniziale</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lines of the current game left out at each step of the climb (the seeds use 3)</source>
        <translation>Linee della partita corrente escluse a ogni passo della scalata (l&apos;originale ne usa 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Blacklist</source>
        <translation>Lista &amp;nera</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start &amp;from</source>
        <translation>Parti &amp;da</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Independent searches run side by side, one per core; the best of them is shown</source>
        <translation>Ricerche indipendenti affiancate, una per core; viene mostrata la migliore</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>random</source>
        <translation>casuale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed, threads and parameters search the same games again (with an iteration budget, exactly); &quot;random&quot; picks a new seed at each start</source>
        <translation>Lo stesso seme, gli stessi thread e parametri ricercano le stesse partite (con un budget di iterazioni, esattamente); «casuale» sceglie un nuovo seme a ogni avvio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New</source>
        <translation>Nuovo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a new fixed seed</source>
        <translation>Scegli un nuovo seme fisso</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Threads</source>
        <translation>T&amp;hread</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;eed</source>
        <translation>Se&amp;me</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation>nessun limite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after this many seconds (0: run until Stop)</source>
        <translation>Fermati dopo questi secondi (0: fino ad Arresta)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>nessuno</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop as soon as a game reaches this score (0: no target)</source>
        <translation>Fermati appena una partita raggiunge questo punteggio (0: nessun obiettivo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after</source>
        <translation>Fermati dopo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>or at s&amp;core</source>
        <translation>o al &amp;punteggio</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>best score</source>
        <translation>miglior punteggio</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elapsed</source>
        <translation>trascorso</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pick an algorithm and press Start; the search runs beside your work.</source>
        <translation>Scegli un algoritmo e premi Avvia; la ricerca gira accanto al tuo lavoro.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each new best: iteration. score (seconds) layer code. Click a line to preview its grid, double-click to load it</source>
        <translation>Ogni nuovo record: iterazione. punteggio (secondi) codice a strati. Fai clic su una riga per vederne la griglia, doppio clic per caricarla</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pre&amp;view best</source>
        <translation>Antep&amp;rima della migliore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the best grid (or the log line picked) in a picture below: the document does not change</source>
        <translation>Mostra la griglia migliore (o la riga scelta del registro) in un&apos;immagine qui sotto: il documento non cambia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L&amp;oad best</source>
        <translation>&amp;Carica la migliore</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the best grid so far on the board as one undo step; the search goes on</source>
        <translation>Apri sulla scacchiera la griglia migliore finora come un passo di annullamento; la ricerca continua</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code</source>
        <translation>Copia codice</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the layer code of the best grid</source>
        <translation>Copia il codice a strati della griglia migliore</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy log</source>
        <translation>Copia registro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the log, one line per new best, in the seeds&apos; form</source>
        <translation>Copia il registro, una riga per ogni nuovo record, nel formato originale</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Load &amp;Best Search Grid</source>
        <translation>Carica la griglia &amp;migliore della ricerca</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The empty cross</source>
        <translation>La croce vuota</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game starts from the cross of the variant</source>
        <translation>Ogni partita parte dalla croce della variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The open grid, kept as the start</source>
        <translation>La griglia aperta, mantenuta come inizio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The open grid, kept (NRPA only)</source>
        <translation>La griglia aperta, mantenuta (solo NRPA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game begins with the moves of the open grid and goes on from its end</source>
        <translation>Ogni partita inizia con le mosse della griglia aperta e prosegue dalla sua fine</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Around the open grid (warm start)</source>
        <translation>Intorno alla griglia aperta (avvio a caldo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The policy first prefers the open grid&apos;s moves (see Warm weight), so the search explores grids near it</source>
        <translation>La politica preferisce all&apos;inizio le mosse della griglia aperta (vedi Peso iniziale), così la ricerca esplora griglie vicine</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Climb from the open grid</source>
        <translation>Scala dalla griglia aperta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The climb&apos;s first game is the open grid, finished at random when it is not</source>
        <translation>La prima partita della scalata è la griglia aperta, completata a caso se non è finita</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The open grid is finished: no move is left after it, so there is nothing to search from its end. Start from the empty cross, or search around the open grid.</source>
        <translation>La griglia aperta è finita: dopo di essa non resta nessuna mossa, quindi non c&apos;è niente da cercare dalla sua fine. Parti dalla croce vuota o cerca intorno alla griglia aperta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target score %1 is not above the open grid&apos;s score %2: every game would reach it at once.</source>
        <translation>Il punteggio obiettivo %1 non supera il punteggio %2 della griglia aperta: ogni partita lo raggiungerebbe subito.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>These settings cannot be used: %1.</source>
        <translation>Queste impostazioni non si possono usare: %1.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Stop</source>
        <translation>Arres&amp;ta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Start</source>
        <translation>A&amp;vvia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the search; its log and best grid stay</source>
        <translation>Arresta la ricerca; il suo registro e la griglia migliore restano</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a search with these settings (F5)</source>
        <translation>Avvia una ricerca con queste impostazioni (F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top Search</source>
        <translation>&amp;Arresta la ricerca</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Start Search</source>
        <translation>A&amp;vvia la ricerca</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>NRPA</source>
        <translation>NRPA</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hill climb</source>
        <translation>Scalata</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 searching on %n thread(s), seed %2…</source>
        <translation>
            <numerusform>%1 in ricerca su %n thread, seme %2…</numerusform>
            <numerusform>%1 in ricerca su %n thread, seme %2…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Stopping…</source>
        <translation>Arresto…</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+34"/>
        <source>%1 in all</source>
        <translation>%1 in tutto</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The search could not run: %1</source>
        <translation>La ricerca non è potuta partire: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the search finished its work</source>
        <translation>la ricerca ha finito il suo lavoro</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time limit was reached</source>
        <translation>è stato raggiunto il limite di tempo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the target score was reached</source>
        <translation>è stato raggiunto il punteggio obiettivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the iteration budget was spent</source>
        <translation>il budget di iterazioni è esaurito</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped</source>
        <translation>arrestata</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 playouts</source>
        <translation>%1 simulazioni</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 iterations</source>
        <translation>%1 iterazioni</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended (%1): best %2 after %3 in %4, seed %5.</source>
        <translation>Terminata (%1): migliore %2 dopo %3 in %4, seme %5.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ended (%1) before the first game was over.</source>
        <translation>Terminata (%1) prima della fine della prima partita.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Preview, not loaded: the best so far, %1</source>
        <translation>Anteprima, non caricata: la migliore finora, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview, not loaded: %1 at %2 s</source>
        <translation>Anteprima, non caricata: %1 a %2 s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Load search result %1</source>
        <translation>Carica il risultato di ricerca %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loaded the search&apos;s grid of %1 moves; Undo brings back the previous grid.</source>
        <translation>Caricata la griglia di %1 mosse della ricerca; Annulla riporta la griglia precedente.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Layer code of the best grid copied</source>
        <translation>Codice a strati della griglia migliore copiato</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search log copied</source>
        <translation>Registro della ricerca copiato</translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchPreview</name>
    <message>
        <location filename="../app/gui/SearchPreview.cpp" line="+15"/>
        <source>A preview of a grid the search found: the document does not change. Double-click, or Load, to open it as one undo step.</source>
        <translation>Anteprima di una griglia trovata dalla ricerca: il documento non cambia. Doppio clic, o Carica, per aprirla come un passo di annullamento.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The best grid is shown here.</source>
        <translation>La griglia migliore è mostrata qui.</translation>
    </message>
</context>
</TS>
