<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+19"/>
        <source>Morpion Solitaire grids, layer by layer.</source>
        <translation>Cuadrículas de Morpion Solitaire, capa por capa.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A grid file, a layer code or a game number to open.</source>
        <translation>Un archivo de cuadrícula, un código de capas o un número de partida para abrir.</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Autosave</name>
    <message>
        <location filename="../app/gui/Autosave.cpp" line="+173"/>
        <source>cannot create the folder or its lock file</source>
        <translation>no se puede crear la carpeta o su archivo de bloqueo</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot keep a copy of the unsaved work in %1: %2</source>
        <translation>No se puede guardar una copia del trabajo sin guardar en %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>a %1 grid of %n move(s)</source>
        <translation>
            <numerusform>una cuadrícula %1 de %n jugada</numerusform>
            <numerusform>una cuadrícula %1 de %n jugadas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Morpion Layers ended on %1 without saving %2.</source>
        <translation>Morpion Layers terminó el %1 sin guardar %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Morpion Layers ended on %1 without saving %2, from %3.</source>
        <translation>Morpion Layers terminó el %1 sin guardar %2, de %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restore Unsaved Work</source>
        <translation>Restaurar el trabajo sin guardar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restore puts it on the board as one step that can be undone; it is not saved until you save it.</source>
        <translation>Restaurar la pone en el tablero como un paso que se puede deshacer; no se guarda hasta que usted la guarde.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep for &amp;Later</source>
        <translation>Guardar para &amp;más tarde</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Restore unsaved work</source>
        <translation>Restaurar el trabajo sin guardar</translation>
    </message>
</context>
<context>
    <name>morpion::gui::BoardRenderer</name>
    <message>
        <location filename="../app/gui/BoardRenderer.cpp" line="+296"/>
        <source>Earlier layers</source>
        <translation>Capas anteriores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1: taken (%2)</source>
        <translation>Capa %1: jugadas (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1: not taken (%2)</source>
        <translation>Capa %1: no jugadas (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taboo at layer %1 (%2)</source>
        <translation>Tabú en la capa %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Later layers</source>
        <translation>Capas posteriores</translation>
    </message>
</context>
<context>
    <name>morpion::gui::BoardView</name>
    <message>
        <location filename="../app/gui/BoardView.cpp" line="+252"/>
        <source>%1 lines through (%2, %3), showing %4 — Tab or wheel: next line · click: play · Esc: cancel</source>
        <translation>%1 líneas pasan por (%2, %3), se muestra la %4 — Tab o rueda: línea siguiente · clic: jugar · Esc: cancelar</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CodeBar</name>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="+36"/>
        <source>The layer code of the grid: the set of its moves</source>
        <translation>El código de capas de la cuadrícula: el conjunto de sus jugadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game number: the moves in their exact order</source>
        <translation>El número de partida: las jugadas en su orden exacto</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the layer code</source>
        <translation>Copiar el código de capas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy the game number</source>
        <translation>Copiar el número de partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paste a layer code, a game number or a move list, then press Enter</source>
        <translation>Pegue un código de capas, un número de partida o una lista de jugadas y pulse Intro</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read codes as this variant (a prefix such as 5D: in the text wins)</source>
        <translation>Leer los códigos como esta variante (un prefijo como 5D: en el texto tiene prioridad)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the code typed on the left</source>
        <translation>Abrir el código escrito a la izquierda</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Layer code:</source>
        <translation>Código de capas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game number:</source>
        <translation>Número de partida:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open code:</source>
        <translation>Abrir código:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Layer code copied</source>
        <translation>Código de capas copiado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game number copied</source>
        <translation>Número de partida copiado</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionLoader</name>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="+109"/>
        <source>line %1</source>
        <translation>línea %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, line %2</source>
        <translation>%1, línea %2</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The folder %1 does not exist.</source>
        <translation>La carpeta %1 no existe.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the file is too large (%1 MB)</source>
        <translation>el archivo es demasiado grande (%1 MB)</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>The text is too large to read as a collection (%1 MB; at most %2 MB).</source>
        <translation>El texto es demasiado grande para leerlo como colección (%1 MB; como máximo %2 MB).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot open %1: the file is too large to read as a collection (%2 MB; at most %3 MB).</source>
        <translation>No se puede abrir %1: el archivo es demasiado grande para leerlo como colección (%2 MB; como máximo %3 MB).</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionModel</name>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="+72"/>
        <source>Grid</source>
        <translation>Cuadrícula</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found at</source>
        <translation>Encontrada en</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length</source>
        <translation>Longitud</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same grid</source>
        <translation>Misma cuadrícula</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same points</source>
        <translation>Mismos puntos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the grid was found: a line of the text, or a file of the folder</source>
        <translation>Dónde se encontró la cuadrícula: una línea del texto o un archivo de la carpeta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers that take at least one move</source>
        <translation>Capas en las que se juega al menos una jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Characters of the layer code</source>
        <translation>Caracteres del código de capas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows with the same grid up to rotation and reflection share a group, named by its first row</source>
        <translation>Las filas con la misma cuadrícula salvo rotación y reflexión comparten un grupo, nombrado por su primera fila</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows with the same points up to rotation and reflection, whatever their lines, share a group</source>
        <translation>Las filas con los mismos puntos salvo rotación y reflexión, sean cuales sean sus líneas, comparten un grupo</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+2"/>
        <source>#%1 (×%2)</source>
        <translation>n.º %1 (×%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%n other row(s) hold this grid, rotated or mirrored</source>
        <translation>
            <numerusform>%n fila más contiene esta cuadrícula, girada o reflejada</numerusform>
            <numerusform>%n filas más contienen esta cuadrícula, girada o reflejada</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same grid as row #%1, up to rotation and reflection</source>
        <translation>La misma cuadrícula que la fila n.º %1, salvo rotación y reflexión</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n other row(s) have these points (up to symmetry), some with other lines</source>
        <translation>
            <numerusform>%n fila más tiene estos puntos (salvo simetría), con otras líneas</numerusform>
            <numerusform>%n filas más tienen estos puntos (salvo simetría), algunas con otras líneas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same points as row #%1, up to rotation and reflection</source>
        <translation>Los mismos puntos que la fila n.º %1, salvo rotación y reflexión</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionPanel</name>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="+36"/>
        <source>All variants</source>
        <translation>Todas las variantes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show only the grids of one variant</source>
        <translation>Mostrar solo las cuadrículas de una variante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score ≥ </source>
        <translation>Puntuación ≥ </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the grids with at least this score</source>
        <translation>Mostrar solo las cuadrículas con al menos esta puntuación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter by code or text</source>
        <translation>Filtrar por código o texto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only the rows whose code, place or line holds this text</source>
        <translation>Mostrar solo las filas cuyo código, lugar o línea contiene este texto</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open a collection: File &gt; Open Collection…, or paste a list of codes with Edit &gt; Paste as Collection.</source>
        <translation>Abra una colección: Archivo &gt; Abrir colección…, o pegue una lista de códigos con Editar &gt; Pegar como colección.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%v of %m</source>
        <translation>%v de %m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading; the grids read so far stay</source>
        <translation>Dejar de leer; las cuadrículas leídas hasta ahora se conservan</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Reading…</source>
        <translation>Leyendo…</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>%n grid(s)</source>
        <translation>
            <numerusform>%n cuadrícula</numerusform>
            <numerusform>%n cuadrículas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problema</numerusform>
            <numerusform>%n problemas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n group(s) of the same grid</source>
        <translation>
            <numerusform>%n grupo de la misma cuadrícula</numerusform>
            <numerusform>%n grupos de la misma cuadrícula</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n group(s) of the same points with other lines</source>
        <translation>
            <numerusform>%n grupo de los mismos puntos con otras líneas</numerusform>
            <numerusform>%n grupos de los mismos puntos con otras líneas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n line(s) without a code</source>
        <translation>
            <numerusform>%n línea sin código</numerusform>
            <numerusform>%n líneas sin código</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n other file(s) skipped</source>
        <translation>
            <numerusform>%n archivo más omitido</numerusform>
            <numerusform>%n archivos más omitidos</numerusform>
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
        <translation>Cancelado; lo leído hasta ahora: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not read (%n):</source>
        <translation>
            <numerusform>No leído (%n):</numerusform>
            <numerusform>No leídos (%n):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionProblemModel</name>
    <message>
        <location filename="../app/gui/CollectionProblemModel.cpp" line="+34"/>
        <source>Found at</source>
        <translation>Encontrada en</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why it was not read</source>
        <translation>Por qué no se leyó</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Document</name>
    <message>
        <location filename="../app/gui/Document.cpp" line="+70"/>
        <source>New %1 game</source>
        <translation>Nueva partida %1</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayMoveCommand.cpp" line="+11"/>
        <source>Play %1</source>
        <translation>Jugar %1</translation>
    </message>
</context>
<context>
    <name>morpion::gui::ErrorText</name>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="+11"/>
        <source> on line %1, column %2</source>
        <translation> en la línea %1, columna %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> on line %1</source>
        <translation> en la línea %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> at position %1</source>
        <translation> en la posición %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is nothing to read</source>
        <translation>no hay nada que leer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bad character%1</source>
        <translation>carácter incorrecto%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conflicting moves in layer %1%2</source>
        <translation>jugadas en conflicto en la capa %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bits left after the end of the game%1</source>
        <translation>quedan bits después del final de la partida%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number too large: digits are left after the end of the game</source>
        <translation>número demasiado grande: quedan dígitos después del final de la partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>syntax error%1</source>
        <translation>error de sintaxis%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>illegal move%1</source>
        <translation>jugada ilegal%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a move cannot be reached from the cross</source>
        <translation>una jugada no se puede alcanzar desde la cruz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>duplicate move%1</source>
        <translation>jugada duplicada%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown variant (expected 5T, 5D, 4T or 4D)</source>
        <translation>variante desconocida (se esperaba 5T, 5D, 4T o 4D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>input too large</source>
        <translation>entrada demasiado grande</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a stored value does not match the moves</source>
        <translation>un valor guardado no coincide con las jugadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot read or write the file</source>
        <translation>no se puede leer o escribir el archivo</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Examples</name>
    <message>
        <location filename="../app/gui/Examples.cpp" line="+8"/>
        <source>An interesting 135 (layer encoding example)</source>
        <translation>Un 135 interesante (ejemplo de codificación por capas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 160 (move layering model)</source>
        <translation>Un 160 (modelo de capas de jugadas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosin&apos;s 5T record, 178 moves (2011)</source>
        <translation>Récord 5T de Rosin, 178 jugadas (2011)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosin&apos;s 5D record, 82 moves (2010)</source>
        <translation>Récord 5D de Rosin, 82 jugadas (2010)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::ExportDialog</name>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="+37"/>
        <location line="+125"/>
        <location line="+12"/>
        <source>Export Picture</source>
        <translation>Exportar imagen</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>As on screen</source>
        <translation>Como en pantalla</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clean print style</source>
        <translation>Estilo de impresión limpio</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move &amp;numbers</source>
        <translation>&amp;Números de jugada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Highlight layer %1</source>
        <translation>&amp;Resaltar la capa %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Legend</source>
        <translation>&amp;Leyenda</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Width of a PNG in pixels, of an SVG or PDF in points</source>
        <translation>Anchura de un PNG en píxeles, de un SVG o PDF en puntos</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Look:</source>
        <translation>Aspecto:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Width:</source>
        <translation>Anchura:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size:</source>
        <translation>Tamaño:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save As…</source>
        <translation>&amp;Guardar como…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Picture</source>
        <translation>&amp;Copiar imagen</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>grid</source>
        <translation>cuadricula</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::FamousGridsMenu</name>
    <message>
        <location filename="../app/gui/FamousGridsMenu.cpp" line="+9"/>
        <source>Famous &amp;Grids</source>
        <translation>&amp;Partidas famosas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The built-in list does not read: %1</source>
        <translation>La lista integrada no se puede leer: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 moves — %3 (%4)</source>
        <translation>%1 %2 jugadas — %3 (%4)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>c. %1</source>
        <translation>h. %1</translation>
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
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a grid file (MSR JSON, Pentasol, a code or a move list)</source>
        <translation>Abrir un archivo de cuadrícula (MSR JSON, Pentasol, un código o una lista de jugadas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Guardar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As…</source>
        <translation>Guardar &amp;como…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;reciente</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unsaved Grid</source>
        <translation>Cuadrícula sin guardar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The grid has changes that are not saved. Save them first?</source>
        <translation>La cuadrícula tiene cambios sin guardar. ¿Guardarlos primero?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open Grid</source>
        <translation>Abrir cuadrícula</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)</source>
        <translation>Cuadrículas (*.json *.msr *.txt *.ms1 *.png *.svg);;Registros MSR (*.json *.msr);;Archivos Pentasol (*.txt);;Texto MS1 (*.txt *.ms1);;Imágenes con su cuadrícula (*.png *.svg);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+24"/>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Cannot open %1: %2.</source>
        <translation>No se puede abrir %1: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot open %1: the file is too large.</source>
        <translation>No se puede abrir %1: el archivo es demasiado grande.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open %1</source>
        <translation>Abrir %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>grid-%1</source>
        <translation>cuadricula-%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save Grid</source>
        <translation>Guardar cuadrícula</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MSR record (*.msr.json);;Pentasol file (*.pentasol.txt);;MS1 text, the compact MSR record (*.ms1)</source>
        <translation>Registro MSR (*.msr.json);;Archivo Pentasol (*.pentasol.txt);;Texto MS1, el registro MSR compacto (*.ms1)</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+6"/>
        <source>Cannot save %1: %2</source>
        <translation>No se puede guardar %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1</source>
        <translation>Guardado %1</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Vaciar la lista</translation>
    </message>
</context>
<context>
    <name>morpion::gui::GridReader</name>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="+79"/>
        <source>layer code</source>
        <translation>código de capas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game number</source>
        <translation>número de partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move list</source>
        <translation>lista de jugadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>record</source>
        <translation>registro</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The text is too long (%1 characters).</source>
        <translation>El texto es demasiado largo (%1 caracteres).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is nothing to read: paste a layer code, a game number or a move list.</source>
        <translation>No hay nada que leer: pegue un código de capas, un número de partida o una lista de jugadas.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown variant “%1” (expected 5T, 5D, 4T or 4D).</source>
        <translation>Variante desconocida «%1» (se esperaba 5T, 5D, 4T o 4D).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not a valid MSR record: %1.</source>
        <translation>No es un registro MSR válido: %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+7"/>
        <source>Not a valid Pentasol record: %1.</source>
        <translation>No es un registro Pentasol válido: %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The Pentasol file was read as %1: it is not legal as %2, the chosen variant.</source>
        <translation>El archivo Pentasol se leyó como %1: no es legal como %2, la variante elegida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Pentasol file was read as %1, the chosen variant.</source>
        <translation>El archivo Pentasol se leyó como %1, la variante elegida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is also legal as %1; choose that variant in the code bar and open it again to read it so.</source>
        <translation>También es legal como %1; elija esa variante en la barra de códigos y ábralo de nuevo para leerlo así.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+5"/>
        <source>Not a valid move list: %1.</source>
        <translation>No es una lista de jugadas válida: %1.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Not a code: %1 (“%2”; codes use A–Z, a–z, 0–9, + and /).</source>
        <translation>No es un código: %1 («%2»; los códigos usan A–Z, a–z, 0–9, + y /).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not a valid %1 layer code: %2.
Not a game number either: it runs out after move %3, and the rest of the game would be guessed.</source>
        <translation>No es un código de capas %1 válido: %2.
Tampoco es un número de partida: se agota tras la jugada %3 y el resto de la partida se adivinaría.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not a valid %1 layer code: %2.
Not a game number either: %3.</source>
        <translation>No es un código de capas %1 válido: %2.
Tampoco es un número de partida: %3.</translation>
    </message>
</context>
<context>
    <name>morpion::gui::GridTransformActions</name>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="+18"/>
        <source>&amp;Rotate / Flip Grid</source>
        <translation>&amp;Girar / voltear cuadrícula</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Changes the grid and its codes; Undo turns it back</source>
        <translation>Cambia la cuadrícula y sus códigos; Deshacer la devuelve</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Canonical Orient&amp;ation</source>
        <translation>Orientación &amp;canónica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn the grid so that its layer code is its canonical code, the smallest of its 8 images</source>
        <translation>Girar la cuadrícula para que su código de capas sea su código canónico, el menor de sus 8 imágenes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Ca&amp;nonical Code</source>
        <translation>Copiar có&amp;digo canónico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the smallest layer code over the 8 rotations and mirror images of the grid, the same for every image: a name for the grid up to symmetry</source>
        <translation>Copiar el menor código de capas de las 8 rotaciones y reflexiones de la cuadrícula, el mismo para cada imagen: un nombre para la cuadrícula salvo simetría</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Unchanged</source>
        <translation>&amp;Sin cambios</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip &amp;Left–Right</source>
        <translation>Voltear &amp;izquierda–derecha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip &amp;Top–Bottom</source>
        <translation>Voltear &amp;arriba–abajo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate &amp;180°</source>
        <translation>Girar &amp;180°</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip Along the &amp;Main Diagonal</source>
        <translation>Voltear según la diagonal &amp;principal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate 90° &amp;Clockwise</source>
        <translation>Girar 90° en sentido &amp;horario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate 90° Cou&amp;nter-Clockwise</source>
        <translation>Girar 90° en sentido a&amp;ntihorario</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip Along the &amp;Other Diagonal</source>
        <translation>Voltear según la &amp;otra diagonal</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Canonical code copied: the grid is in its canonical orientation</source>
        <translation>Código canónico copiado: la cuadrícula está en su orientación canónica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Canonical code copied: the code of the grid after “%1”</source>
        <translation>Código canónico copiado: el código de la cuadrícula tras «%1»</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The grid is already in its canonical orientation</source>
        <translation>La cuadrícula ya está en su orientación canónica</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turned to the canonical orientation (%1)</source>
        <translation>Girada a la orientación canónica (%1)</translation>
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
        <translation>&amp;Primera capa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Layer</source>
        <translation>Capa &amp;anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Layer</source>
        <translation>Capa &amp;siguiente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Layer</source>
        <translation>Últi&amp;ma capa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animate Layers</source>
        <translation>A&amp;nimar capas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to move through the layers</source>
        <translation>Arrastre para recorrer las capas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer </source>
        <translation>Capa </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The layer shown</source>
        <translation>La capa mostrada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rápida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animation speed</source>
        <translation>Velocidad de la animación</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By layer</source>
        <translation>Por capa</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By move</source>
        <translation>Por jugada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animate the layers one by one, or replay the moves in their order</source>
        <translation>Animar las capas una a una, o repetir las jugadas en su orden</translation>
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
        <translation>Jugadas por capa; haga clic en una barra para mostrar esa capa</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>max %1 per layer</source>
        <translation>máx. %1 por capa</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Layer %1: %n move(s) taken</source>
        <translation>
            <numerusform>Capa %1: %n jugada</numerusform>
            <numerusform>Capa %1: %n jugadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::LayerPanel</name>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="+56"/>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bit</source>
        <translation>Bit</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Moves taken per layer</source>
        <translation>Jugadas por capa</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>No layers</source>
        <translation>Sin capas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Layer %1&lt;/b&gt; / %2&lt;br&gt;%3 of %4 candidates taken, %5 taboo</source>
        <translation>&lt;b&gt;Capa %1&lt;/b&gt; / %2&lt;br&gt;%3 de %4 candidatas jugadas, %5 tabú</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Taken in this layer (bit 1)</source>
        <translation>Jugada en esta capa (bit 1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not taken: becomes taboo (bit 0)</source>
        <translation>No jugada: pasa a ser tabú (bit 0)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taboo at this layer (%1)</source>
        <translation>Tabú en esta capa (%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Legal here but taboo: not taken in an earlier layer</source>
        <translation>Legal aquí pero tabú: no se jugó en una capa anterior</translation>
    </message>
</context>
<context>
    <name>morpion::gui::MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="+74"/>
        <source>Layers</source>
        <translation>Capas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Codes</source>
        <translation>Códigos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Layer</source>
        <translation>Capa</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Collection</source>
        <translation>Colección</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Search</source>
        <translation>Búsqueda</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(%1, %2): move %3, layer %4</source>
        <translation>(%1, %2): jugada %3, capa %4</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Move %1 / %2</source>
        <translation>Jugada %1 / %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Game over: no legal move is left. Score: %1.</source>
        <translation>Fin de la partida: no queda ninguna jugada legal. Puntuación: %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;File</source>
        <translation>&amp;Archivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 game</source>
        <translation>Partida %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open &amp;Collection…</source>
        <translation>Abrir co&amp;lección…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List the grids of a text file of codes, with thumbnails, duplicates and problems</source>
        <translation>Listar las cuadrículas de un archivo de texto con códigos, con miniaturas, duplicados y problemas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Collection &amp;Folder…</source>
        <translation>Abrir carp&amp;eta de colección…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)</source>
        <translation>Listar las cuadrículas de una carpeta de registros (Pentasol, MSR, imágenes con su cuadrícula)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Export Picture…</source>
        <translation>Exportar &amp;imagen…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Paste Code</source>
        <translation>&amp;Pegar código</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the layer code, game number or move list on the clipboard</source>
        <translation>Abrir el código de capas, el número de partida o la lista de jugadas del portapapeles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste as Collec&amp;tion</source>
        <translation>Pegar como co&amp;lección</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Code…</source>
        <translation>&amp;Abrir código…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy &amp;Layer Code</source>
        <translation>Copiar &amp;código de capas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer code copied</source>
        <translation>Código de capas copiado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy &amp;Game Number</source>
        <translation>Copiar &amp;número de partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game number copied</source>
        <translation>Número de partida copiado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy P&amp;icture</source>
        <translation>Copiar &amp;imagen</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pre&amp;ferences…</source>
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reducir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fit Grid</source>
        <translation>A&amp;justar cuadrícula</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Highlight Current Layer</source>
        <translation>Re&amp;saltar la capa actual</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ghost Later Layers</source>
        <translation>A&amp;tenuar las capas posteriores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show later layers faintly instead of hiding them</source>
        <translation>Mostrar las capas posteriores atenuadas en lugar de ocultarlas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move &amp;Numbers</source>
        <translation>&amp;Números de jugada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Legend</source>
        <translation>&amp;Leyenda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hin&amp;ts: All Legal Moves</source>
        <translation>&amp;Pistas: todas las jugadas legales</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Colours</source>
        <translation>&amp;Colores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the &amp;System</source>
        <translation>Seguir al &amp;sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>&amp;Oscuro</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Search for high-scoring grids with NRPA or the hill climb, on every core</source>
        <translation>Buscar cuadrículas de alta puntuación con NRPA o el ascenso de colinas, en todos los núcleos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Layers</source>
        <translation>&amp;Capas</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>Ay&amp;uda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Morpion Layers</source>
        <translation>&amp;Acerca de Morpion Layers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Morpion Layers</source>
        <translation>Acerca de Morpion Layers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Look at Morpion Solitaire grids layer by layer, play by hand, and share grids as layer codes and game numbers.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; wheel zooms, drag pans, click plays the highlighted move. Where several lines are possible, Tab or the wheel chooses, Esc cancels.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Examine cuadrículas de Morpion Solitaire capa por capa, juegue a mano y comparta cuadrículas como códigos de capas y números de partida.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Ratón:&lt;/b&gt; la rueda amplía, arrastrar desplaza, un clic juega la jugada resaltada. Donde hay varias líneas posibles, Tab o la rueda eligen y Esc cancela.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About &amp;Qt</source>
        <translation>Acerca de &amp;Qt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The point under the pointer</source>
        <translation>El punto bajo el puntero</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Score %1 (over)</source>
        <translation>Puntuación %1 (terminada)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Score %1, %n legal</source>
        <translation>
            <numerusform>Puntuación %1, %n legal</numerusform>
            <numerusform>Puntuación %1, %n legales</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n capa</numerusform>
            <numerusform>%n capas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1</source>
        <translation>Capa %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Untitled</source>
        <translation>Sin título</translation>
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
        <translation>Abrir %1</translation>
    </message>
    <message numerus="yes">
        <location line="-120"/>
        <source>Opened a %1: %2 %3 moves in %n layer(s)</source>
        <translation>
            <numerusform>Abierto un %1: %2, %3 jugadas en %n capa</numerusform>
            <numerusform>Abierto un %1: %2, %3 jugadas en %n capas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+32"/>
        <source>The clipboard holds no text to open.</source>
        <translation>El portapapeles no contiene ningún texto que abrir.</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+9"/>
        <source>the pasted text</source>
        <translation>el texto pegado</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The text holds %1 characters, too many for one grid: it is read as a collection of codes.</source>
        <translation>El texto tiene %1 caracteres, demasiados para una cuadrícula: se lee como una colección de códigos.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The text holds several codes: they are listed in the collection panel.</source>
        <translation>El texto contiene varios códigos: se listan en el panel de colección.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the clipboard</source>
        <translation>el portapapeles</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Collection</source>
        <translation>Abrir colección</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Texts with codes (*.txt *.log *.md *.csv);;All files (*)</source>
        <translation>Textos con códigos (*.txt *.log *.md *.csv);;Todos los archivos (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open Collection Folder</source>
        <translation>Abrir carpeta de colección</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open %1 from the collection</source>
        <translation>Abrir %1 de la colección</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#%1, %2: %3 %4 moves</source>
        <translation>n.º %1, %2: %3 %4 jugadas</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Picture copied</source>
        <translation>Imagen copiada</translation>
    </message>
</context>
<context>
    <name>morpion::gui::MessageBanner</name>
    <message>
        <location filename="../app/gui/MessageBanner.cpp" line="+22"/>
        <source>Close this message</source>
        <translation>Cerrar este mensaje</translation>
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
        <translation>morpion-layers: no hay ninguna pantalla en la que abrir una ventana (no están definidas ni DISPLAY ni WAYLAND_DISPLAY).
La herramienta de línea de órdenes no la necesita; por ejemplo, la cuadrícula de inicio:
  %1 info %2
  %1 render %2 -o grid.png</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PictureExport</name>
    <message>
        <location filename="../app/gui/PictureExport.cpp" line="+81"/>
        <source>Unknown picture type “%1”: use .png, .svg or .pdf.</source>
        <translation>Tipo de imagen desconocido «%1»: use .png, .svg o .pdf.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+38"/>
        <source>Cannot write %1: %2</source>
        <translation>No se puede escribir %1: %2</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+12"/>
        <source>Morpion Solitaire grid</source>
        <translation>Cuadrícula de Morpion Solitaire</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Drawn by Morpion Layers</source>
        <translation>Dibujado por Morpion Layers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the SVG drawing did not start.</source>
        <translation>No se puede escribir %1: el dibujo SVG no empezó.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the SVG drawing did not finish.</source>
        <translation>No se puede escribir %1: el dibujo SVG no terminó.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot write %1: the PDF drawing did not start.</source>
        <translation>No se puede escribir %1: el dibujo PDF no empezó.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the PDF drawing did not finish.</source>
        <translation>No se puede escribir %1: el dibujo PDF no terminó.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write %1: the picture came out empty.</source>
        <translation>No se puede escribir %1: la imagen salió vacía.</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PictureMetadata</name>
    <message>
        <location filename="../app/gui/PictureMetadata.cpp" line="+161"/>
        <source>the picture carries no grid (it has no “msr” record)</source>
        <translation>la imagen no lleva ninguna cuadrícula (no tiene registro «msr»)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>the SVG drawing is not well formed on line %1: %2</source>
        <translation>el dibujo SVG no está bien formado en la línea %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drawing carries no grid (it has no &lt;metadata&gt; with an “msr” record)</source>
        <translation>el dibujo no lleva ninguna cuadrícula (no tiene &lt;metadata&gt; con un registro «msr»)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="+15"/>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Follow the system</source>
        <translation>Seguir al sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Oscuro</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;colours:</source>
        <translation>&amp;Colores del tablero:</translation>
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
        <translation>La mejor puntuación encontrada hasta ahora, a lo largo del tiempo de búsqueda</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>best score</source>
        <translation>mejor puntuación</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The best score over time is drawn here while a search runs.</source>
        <translation>Aquí se dibuja la mejor puntuación a lo largo del tiempo mientras se ejecuta una búsqueda.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Best %1 at %2 s</source>
        <translation>Mejor %1 a los %2 s</translation>
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
        <translation>partidas simuladas/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>iterations/s</source>
        <translation>iteraciones/s</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>NRPA (nested rollout policy adaptation)</source>
        <translation>NRPA (adaptación de políticas por simulaciones anidadas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hill climb (the seeds&apos; DNA search)</source>
        <translation>Ascenso de colinas (la búsqueda por ADN original)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds&apos; search, quick to rise and then slow</source>
        <translation>NRPA (Rosin 2011) encontró el récord de 178; el ascenso de colinas es la búsqueda original, rápida al principio y luego lenta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Algorithm</source>
        <translation>&amp;Algoritmo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nesting level L: one search of level L plays about iterations^L playouts</source>
        <translation>Nivel de anidamiento L: una búsqueda de nivel L juega unas iteraciones^L partidas simuladas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Iterations of each level (N in the paper)</source>
        <translation>Iteraciones de cada nivel (N en el artículo)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Adaptation step: how far the policy moves toward the best game at each iteration</source>
        <translation>Paso de adaptación: cuánto se acerca la política a la mejor partida en cada iteración</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How strongly the open grid&apos;s moves are preferred at first: about 1 barely, 3 keeps a good part of the grid, 5 and more nearly replay it</source>
        <translation>Cuánto se prefieren al principio las jugadas de la cuadrícula abierta: hacia 1 apenas, 3 conserva buena parte de la cuadrícula, 5 o más casi la repiten</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Level</source>
        <translation>&amp;Nivel</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Iterations</source>
        <translation>&amp;Iteraciones</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Al&amp;pha</source>
        <translation>Al&amp;fa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Warm weight</source>
        <translation>Pe&amp;so inicial</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lines of the current game left out at each step of the climb (the seeds use 3)</source>
        <translation>Líneas de la partida actual que se omiten en cada paso del ascenso (el original usa 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Blacklist</source>
        <translation>Lista ne&amp;gra</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start &amp;from</source>
        <translation>Empezar &amp;desde</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Independent searches run side by side, one per core; the best of them is shown</source>
        <translation>Búsquedas independientes en paralelo, una por núcleo; se muestra la mejor</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>random</source>
        <translation>aleatoria</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed, threads and parameters search the same games again (with an iteration budget, exactly); &quot;random&quot; picks a new seed at each start</source>
        <translation>La misma semilla, hilos y parámetros vuelven a buscar las mismas partidas (con un presupuesto de iteraciones, exactamente); «aleatoria» elige una semilla nueva en cada inicio</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New</source>
        <translation>Nueva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a new fixed seed</source>
        <translation>Elegir una nueva semilla fija</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Threads</source>
        <translation>&amp;Hilos</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;eed</source>
        <translation>S&amp;emilla</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation>sin límite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after this many seconds (0: run until Stop)</source>
        <translation>Parar tras estos segundos (0: hasta pulsar Parar)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop as soon as a game reaches this score (0: no target)</source>
        <translation>Parar en cuanto una partida alcance esta puntuación (0: sin objetivo)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after</source>
        <translation>Parar tras</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>or at s&amp;core</source>
        <translation>o con pun&amp;tuación</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>best score</source>
        <translation>mejor puntuación</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elapsed</source>
        <translation>transcurrido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pick an algorithm and press Start; the search runs beside your work.</source>
        <translation>Elija un algoritmo y pulse Iniciar; la búsqueda se ejecuta junto a su trabajo.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each new best: iteration. score (seconds) layer code. Click a line to preview its grid, double-click to load it</source>
        <translation>Cada nuevo récord: iteración. puntuación (segundos) código de capas. Haga clic en una línea para ver su cuadrícula, doble clic para cargarla</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pre&amp;view best</source>
        <translation>&amp;Vista previa de la mejor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the best grid (or the log line picked) in a picture below: the document does not change</source>
        <translation>Mostrar la mejor cuadrícula (o la línea elegida del registro) en una imagen debajo: el documento no cambia</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L&amp;oad best</source>
        <translation>&amp;Cargar la mejor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the best grid so far on the board as one undo step; the search goes on</source>
        <translation>Abrir la mejor cuadrícula hasta ahora en el tablero como un paso de deshacer; la búsqueda continúa</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code</source>
        <translation>Copiar código</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the layer code of the best grid</source>
        <translation>Copiar el código de capas de la mejor cuadrícula</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy log</source>
        <translation>Copiar registro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the log, one line per new best, in the seeds&apos; form</source>
        <translation>Copiar el registro, una línea por cada nuevo récord, en el formato original</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Load &amp;Best Search Grid</source>
        <translation>Cargar la &amp;mejor cuadrícula de la búsqueda</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The empty cross</source>
        <translation>La cruz vacía</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game starts from the cross of the variant</source>
        <translation>Toda partida empieza desde la cruz de la variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The open grid, kept as the start</source>
        <translation>La cuadrícula abierta, conservada como inicio</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The open grid, kept (NRPA only)</source>
        <translation>La cuadrícula abierta, conservada (solo NRPA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game begins with the moves of the open grid and goes on from its end</source>
        <translation>Cada partida empieza con las jugadas de la cuadrícula abierta y continúa desde su final</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Around the open grid (warm start)</source>
        <translation>Alrededor de la cuadrícula abierta (arranque en caliente)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The policy first prefers the open grid&apos;s moves (see Warm weight), so the search explores grids near it</source>
        <translation>La política prefiere primero las jugadas de la cuadrícula abierta (véase Peso inicial), así que la búsqueda explora cuadrículas cercanas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Climb from the open grid</source>
        <translation>Ascender desde la cuadrícula abierta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The climb&apos;s first game is the open grid, finished at random when it is not</source>
        <translation>La primera partida del ascenso es la cuadrícula abierta, terminada al azar si no lo está</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The open grid is finished: no move is left after it, so there is nothing to search from its end. Start from the empty cross, or search around the open grid.</source>
        <translation>La cuadrícula abierta está terminada: no queda ninguna jugada tras ella, así que no hay nada que buscar desde su final. Empiece desde la cruz vacía o busque alrededor de la cuadrícula abierta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target score %1 is not above the open grid&apos;s score %2: every game would reach it at once.</source>
        <translation>La puntuación objetivo %1 no supera la puntuación %2 de la cuadrícula abierta: cualquier partida la alcanzaría enseguida.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>These settings cannot be used: %1.</source>
        <translation>Esta configuración no se puede usar: %1.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Stop</source>
        <translation>&amp;Parar</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Start</source>
        <translation>Inicia&amp;r</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the search; its log and best grid stay</source>
        <translation>Parar la búsqueda; su registro y su mejor cuadrícula se conservan</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a search with these settings (F5)</source>
        <translation>Iniciar una búsqueda con esta configuración (F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top Search</source>
        <translation>&amp;Detener la búsqueda</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Start Search</source>
        <translation>&amp;Iniciar la búsqueda</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>NRPA</source>
        <translation>NRPA</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hill climb</source>
        <translation>Ascenso de colinas</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 searching on %n thread(s), seed %2…</source>
        <translation>
            <numerusform>%1 buscando en %n hilo, semilla %2…</numerusform>
            <numerusform>%1 buscando en %n hilos, semilla %2…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Stopping…</source>
        <translation>Parando…</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+34"/>
        <source>%1 in all</source>
        <translation>%1 en total</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The search could not run: %1</source>
        <translation>La búsqueda no pudo ejecutarse: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the search finished its work</source>
        <translation>la búsqueda terminó su trabajo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time limit was reached</source>
        <translation>se alcanzó el límite de tiempo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the target score was reached</source>
        <translation>se alcanzó la puntuación objetivo</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the iteration budget was spent</source>
        <translation>se agotó el presupuesto de iteraciones</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped</source>
        <translation>detenida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 playouts</source>
        <translation>%1 partidas simuladas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 iterations</source>
        <translation>%1 iteraciones</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended (%1): best %2 after %3 in %4, seed %5.</source>
        <translation>Terminada (%1): mejor %2 tras %3 en %4, semilla %5.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ended (%1) before the first game was over.</source>
        <translation>Terminada (%1) antes de que acabara la primera partida.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Preview, not loaded: the best so far, %1</source>
        <translation>Vista previa, no cargada: la mejor hasta ahora, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview, not loaded: %1 at %2 s</source>
        <translation>Vista previa, no cargada: %1 a los %2 s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Load search result %1</source>
        <translation>Cargar el resultado de búsqueda %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loaded the search&apos;s grid of %1 moves; Undo brings back the previous grid.</source>
        <translation>Cargada la cuadrícula de %1 jugadas de la búsqueda; Deshacer devuelve la cuadrícula anterior.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Layer code of the best grid copied</source>
        <translation>Código de capas de la mejor cuadrícula copiado</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search log copied</source>
        <translation>Registro de búsqueda copiado</translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchPreview</name>
    <message>
        <location filename="../app/gui/SearchPreview.cpp" line="+15"/>
        <source>A preview of a grid the search found: the document does not change. Double-click, or Load, to open it as one undo step.</source>
        <translation>Vista previa de una cuadrícula encontrada por la búsqueda: el documento no cambia. Doble clic, o Cargar, para abrirla como un paso de deshacer.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The best grid is shown here.</source>
        <translation>Aquí se muestra la mejor cuadrícula.</translation>
    </message>
</context>
</TS>
