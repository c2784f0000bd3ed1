<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+19"/>
        <source>Morpion Solitaire grids, layer by layer.</source>
        <translation>Grades de Morpion Solitaire, camada por camada.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A grid file, a layer code or a game number to open.</source>
        <translation>Um arquivo de grade, um código de camadas ou um número de partida para abrir.</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Autosave</name>
    <message>
        <location filename="../app/gui/Autosave.cpp" line="+173"/>
        <source>cannot create the folder or its lock file</source>
        <translation>não é possível criar a pasta ou o seu arquivo de bloqueio</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot keep a copy of the unsaved work in %1: %2</source>
        <translation>Não é possível manter uma cópia do trabalho não salvo em %1: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>a %1 grid of %n move(s)</source>
        <translation>
            <numerusform>uma grade %1 de %n jogada</numerusform>
            <numerusform>uma grade %1 de %n jogadas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Morpion Layers ended on %1 without saving %2.</source>
        <translation>O Morpion Layers terminou em %1 sem salvar %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Morpion Layers ended on %1 without saving %2, from %3.</source>
        <translation>O Morpion Layers terminou em %1 sem salvar %2, de %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restore Unsaved Work</source>
        <translation>Restaurar o trabalho não salvo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restore puts it on the board as one step that can be undone; it is not saved until you save it.</source>
        <translation>Restaurar a coloca no tabuleiro como um passo que pode ser desfeito; ela não é salva até que você a salve.</translation>
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
        <translation>Guardar para &amp;depois</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Restore unsaved work</source>
        <translation>Restaurar o trabalho não salvo</translation>
    </message>
</context>
<context>
    <name>morpion::gui::BoardRenderer</name>
    <message>
        <location filename="../app/gui/BoardRenderer.cpp" line="+296"/>
        <source>Earlier layers</source>
        <translation>Camadas anteriores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1: taken (%2)</source>
        <translation>Camada %1: jogadas (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1: not taken (%2)</source>
        <translation>Camada %1: não jogadas (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taboo at layer %1 (%2)</source>
        <translation>Tabu na camada %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Later layers</source>
        <translation>Camadas posteriores</translation>
    </message>
</context>
<context>
    <name>morpion::gui::BoardView</name>
    <message>
        <location filename="../app/gui/BoardView.cpp" line="+252"/>
        <source>%1 lines through (%2, %3), showing %4 — Tab or wheel: next line · click: play · Esc: cancel</source>
        <translation>%1 linhas passam por (%2, %3), mostrando a %4 — Tab ou roda: próxima linha · clique: jogar · Esc: cancelar</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CodeBar</name>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="+36"/>
        <source>The layer code of the grid: the set of its moves</source>
        <translation>O código de camadas da grade: o conjunto das suas jogadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game number: the moves in their exact order</source>
        <translation>O número da partida: as jogadas na sua ordem exata</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the layer code</source>
        <translation>Copiar o código de camadas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy the game number</source>
        <translation>Copiar o número da partida</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paste a layer code, a game number or a move list, then press Enter</source>
        <translation>Cole um código de camadas, um número de partida ou uma lista de jogadas e pressione Enter</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read codes as this variant (a prefix such as 5D: in the text wins)</source>
        <translation>Ler os códigos como esta variante (um prefixo como 5D: no texto tem prioridade)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the code typed on the left</source>
        <translation>Abrir o código digitado à esquerda</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Layer code:</source>
        <translation>Código de camadas:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game number:</source>
        <translation>Número da partida:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open code:</source>
        <translation>Abrir código:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Layer code copied</source>
        <translation>Código de camadas copiado</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game number copied</source>
        <translation>Número da partida copiado</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionLoader</name>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="+109"/>
        <source>line %1</source>
        <translation>linha %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, line %2</source>
        <translation>%1, linha %2</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The folder %1 does not exist.</source>
        <translation>A pasta %1 não existe.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the file is too large (%1 MB)</source>
        <translation>o arquivo é grande demais (%1 MB)</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>The text is too large to read as a collection (%1 MB; at most %2 MB).</source>
        <translation>O texto é grande demais para ser lido como coleção (%1 MB; no máximo %2 MB).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot open %1: %2</source>
        <translation>Não é possível abrir %1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot open %1: the file is too large to read as a collection (%2 MB; at most %3 MB).</source>
        <translation>Não é possível abrir %1: o arquivo é grande demais para ser lido como coleção (%2 MB; no máximo %3 MB).</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionModel</name>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="+72"/>
        <source>Grid</source>
        <translation>Grade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found at</source>
        <translation>Encontrada em</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>Camadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length</source>
        <translation>Comprimento</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same grid</source>
        <translation>Mesma grade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same points</source>
        <translation>Mesmos pontos</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the grid was found: a line of the text, or a file of the folder</source>
        <translation>Onde a grade foi encontrada: uma linha do texto ou um arquivo da pasta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers that take at least one move</source>
        <translation>Camadas em que se faz pelo menos uma jogada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Characters of the layer code</source>
        <translation>Caracteres do código de camadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows with the same grid up to rotation and reflection share a group, named by its first row</source>
        <translation>Linhas com a mesma grade, a menos de rotação e reflexão, formam um grupo, nomeado pela primeira linha</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows with the same points up to rotation and reflection, whatever their lines, share a group</source>
        <translation>Linhas com os mesmos pontos, a menos de rotação e reflexão, quaisquer que sejam os traços, formam um grupo</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+2"/>
        <source>#%1 (×%2)</source>
        <translation>nº %1 (×%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%n other row(s) hold this grid, rotated or mirrored</source>
        <translation>
            <numerusform>Mais %n linha contém esta grade, girada ou espelhada</numerusform>
            <numerusform>Mais %n linhas contêm esta grade, girada ou espelhada</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same grid as row #%1, up to rotation and reflection</source>
        <translation>A mesma grade da linha nº %1, a menos de rotação e reflexão</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n other row(s) have these points (up to symmetry), some with other lines</source>
        <translation>
            <numerusform>Mais %n linha tem estes pontos (a menos de simetria), com outros traços</numerusform>
            <numerusform>Mais %n linhas têm estes pontos (a menos de simetria), algumas com outros traços</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same points as row #%1, up to rotation and reflection</source>
        <translation>Os mesmos pontos da linha nº %1, a menos de rotação e reflexão</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionPanel</name>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="+36"/>
        <source>All variants</source>
        <translation>Todas as variantes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show only the grids of one variant</source>
        <translation>Mostrar só as grades de uma variante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score ≥ </source>
        <translation>Pontuação ≥ </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the grids with at least this score</source>
        <translation>Mostrar só as grades com pelo menos esta pontuação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter by code or text</source>
        <translation>Filtrar por código ou texto</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only the rows whose code, place or line holds this text</source>
        <translation>Mostrar só as linhas cujo código, local ou linha contém este texto</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open a collection: File &gt; Open Collection…, or paste a list of codes with Edit &gt; Paste as Collection.</source>
        <translation>Abra uma coleção: Arquivo &gt; Abrir coleção…, ou cole uma lista de códigos com Editar &gt; Colar como coleção.</translation>
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
        <translation>Parar a leitura; as grades lidas até agora ficam</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Reading…</source>
        <translation>Lendo…</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>%n grid(s)</source>
        <translation>
            <numerusform>%n grade</numerusform>
            <numerusform>%n grades</numerusform>
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
            <numerusform>%n grupo da mesma grade</numerusform>
            <numerusform>%n grupos da mesma grade</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n group(s) of the same points with other lines</source>
        <translation>
            <numerusform>%n grupo dos mesmos pontos com outros traços</numerusform>
            <numerusform>%n grupos dos mesmos pontos com outros traços</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n line(s) without a code</source>
        <translation>
            <numerusform>%n linha sem código</numerusform>
            <numerusform>%n linhas sem código</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n other file(s) skipped</source>
        <translation>
            <numerusform>Mais %n arquivo ignorado</numerusform>
            <numerusform>Mais %n arquivos ignorados</numerusform>
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
        <translation>Cancelado; o que foi lido até agora: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not read (%n):</source>
        <translation>
            <numerusform>Não lido (%n):</numerusform>
            <numerusform>Não lidos (%n):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionProblemModel</name>
    <message>
        <location filename="../app/gui/CollectionProblemModel.cpp" line="+34"/>
        <source>Found at</source>
        <translation>Encontrada em</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Code</source>
        <translation>Código</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why it was not read</source>
        <translation>Por que não foi lida</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Document</name>
    <message>
        <location filename="../app/gui/Document.cpp" line="+70"/>
        <source>New %1 game</source>
        <translation>Novo jogo %1</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayMoveCommand.cpp" line="+11"/>
        <source>Play %1</source>
        <translation>Jogar %1</translation>
    </message>
</context>
<context>
    <name>morpion::gui::ErrorText</name>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="+11"/>
        <source> on line %1, column %2</source>
        <translation> na linha %1, coluna %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> on line %1</source>
        <translation> na linha %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> at position %1</source>
        <translation> na posição %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is nothing to read</source>
        <translation>não há nada para ler</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bad character%1</source>
        <translation>caractere inválido%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conflicting moves in layer %1%2</source>
        <translation>jogadas em conflito na camada %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bits left after the end of the game%1</source>
        <translation>sobram bits depois do fim da partida%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number too large: digits are left after the end of the game</source>
        <translation>número grande demais: sobram dígitos depois do fim da partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>syntax error%1</source>
        <translation>erro de sintaxe%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>illegal move%1</source>
        <translation>jogada ilegal%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a move cannot be reached from the cross</source>
        <translation>uma jogada não pode ser alcançada a partir da cruz</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>duplicate move%1</source>
        <translation>jogada duplicada%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown variant (expected 5T, 5D, 4T or 4D)</source>
        <translation>variante desconhecida (esperado 5T, 5D, 4T ou 4D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>input too large</source>
        <translation>entrada grande demais</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a stored value does not match the moves</source>
        <translation>um valor guardado não corresponde às jogadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot read or write the file</source>
        <translation>não é possível ler ou gravar o arquivo</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Examples</name>
    <message>
        <location filename="../app/gui/Examples.cpp" line="+8"/>
        <source>An interesting 135 (layer encoding example)</source>
        <translation>Um 135 interessante (exemplo de codificação em camadas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 160 (move layering model)</source>
        <translation>Um 160 (modelo de camadas das jogadas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosin&apos;s 5T record, 178 moves (2011)</source>
        <translation>Recorde 5T de Rosin, 178 jogadas (2011)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosin&apos;s 5D record, 82 moves (2010)</source>
        <translation>Recorde 5D de Rosin, 82 jogadas (2010)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::ExportDialog</name>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="+37"/>
        <location line="+125"/>
        <location line="+12"/>
        <source>Export Picture</source>
        <translation>Exportar imagem</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>As on screen</source>
        <translation>Como na tela</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clean print style</source>
        <translation>Estilo de impressão limpo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move &amp;numbers</source>
        <translation>&amp;Números das jogadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Highlight layer %1</source>
        <translation>&amp;Destacar a camada %1</translation>
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
        <translation>Largura de um PNG em pixels, de um SVG ou PDF em pontos</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Look:</source>
        <translation>Aparência:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Width:</source>
        <translation>Largura:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size:</source>
        <translation>Tamanho:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save As…</source>
        <translation>&amp;Salvar como…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Picture</source>
        <translation>&amp;Copiar imagem</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>grid</source>
        <translation>grade</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Imagem PNG (*.png);;Desenho SVG (*.svg);;Documento PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::FamousGridsMenu</name>
    <message>
        <location filename="../app/gui/FamousGridsMenu.cpp" line="+9"/>
        <source>Famous &amp;Grids</source>
        <translation>Grades &amp;famosas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The built-in list does not read: %1</source>
        <translation>A lista embutida não pode ser lida: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 moves — %3 (%4)</source>
        <translation>%1 %2 jogadas — %3 (%4)</translation>
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
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a grid file (MSR JSON, Pentasol, a code or a move list)</source>
        <translation>Abrir um arquivo de grade (MSR JSON, Pentasol, um código ou uma lista de jogadas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Salvar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As…</source>
        <translation>Salvar &amp;como…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Recent</source>
        <translation>Abrir &amp;recentes</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unsaved Grid</source>
        <translation>Grade não salva</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The grid has changes that are not saved. Save them first?</source>
        <translation>A grade tem alterações não salvas. Salvá-las primeiro?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open Grid</source>
        <translation>Abrir grade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)</source>
        <translation>Grades (*.json *.msr *.txt *.ms1 *.png *.svg);;Registros MSR (*.json *.msr);;Arquivos Pentasol (*.txt);;Texto MS1 (*.txt *.ms1);;Imagens com a sua grade (*.png *.svg);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+24"/>
        <source>Cannot open %1: %2</source>
        <translation>Não é possível abrir %1: %2</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Cannot open %1: %2.</source>
        <translation>Não é possível abrir %1: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot open %1: the file is too large.</source>
        <translation>Não é possível abrir %1: o arquivo é grande demais.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open %1</source>
        <translation>Abrir %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>grid-%1</source>
        <translation>grade-%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save Grid</source>
        <translation>Salvar grade</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MSR record (*.msr.json);;Pentasol file (*.pentasol.txt);;MS1 text, the compact MSR record (*.ms1)</source>
        <translation>Registro MSR (*.msr.json);;Arquivo Pentasol (*.pentasol.txt);;Texto MS1, o registro MSR compacto (*.ms1)</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+6"/>
        <source>Cannot save %1: %2</source>
        <translation>Não é possível salvar %1: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1</source>
        <translation>%1 salvo</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Limpar a lista</translation>
    </message>
</context>
<context>
    <name>morpion::gui::GridReader</name>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="+79"/>
        <source>layer code</source>
        <translation>código de camadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game number</source>
        <translation>número de partida</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move list</source>
        <translation>lista de jogadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>record</source>
        <translation>registro</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The text is too long (%1 characters).</source>
        <translation>O texto é longo demais (%1 caracteres).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is nothing to read: paste a layer code, a game number or a move list.</source>
        <translation>Não há nada para ler: cole um código de camadas, um número de partida ou uma lista de jogadas.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown variant “%1” (expected 5T, 5D, 4T or 4D).</source>
        <translation>Variante desconhecida “%1” (esperado 5T, 5D, 4T ou 4D).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not a valid MSR record: %1.</source>
        <translation>Não é um registro MSR válido: %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+7"/>
        <source>Not a valid Pentasol record: %1.</source>
        <translation>Não é um registro Pentasol válido: %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The Pentasol file was read as %1: it is not legal as %2, the chosen variant.</source>
        <translation>O arquivo Pentasol foi lido como %1: não é legal como %2, a variante escolhida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Pentasol file was read as %1, the chosen variant.</source>
        <translation>O arquivo Pentasol foi lido como %1, a variante escolhida.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is also legal as %1; choose that variant in the code bar and open it again to read it so.</source>
        <translation>Também é legal como %1; escolha essa variante na barra de códigos e abra-o de novo para lê-lo assim.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+5"/>
        <source>Not a valid move list: %1.</source>
        <translation>Não é uma lista de jogadas válida: %1.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Not a code: %1 (“%2”; codes use A–Z, a–z, 0–9, + and /).</source>
        <translation>Não é um código: %1 (“%2”; os códigos usam A–Z, a–z, 0–9, + e /).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not a valid %1 layer code: %2.
Not a game number either: it runs out after move %3, and the rest of the game would be guessed.</source>
        <translation>Não é um código de camadas %1 válido: %2.
Também não é um número de partida: ele se esgota após a jogada %3 e o resto da partida seria adivinhado.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not a valid %1 layer code: %2.
Not a game number either: %3.</source>
        <translation>Não é um código de camadas %1 válido: %2.
Também não é um número de partida: %3.</translation>
    </message>
</context>
<context>
    <name>morpion::gui::GridTransformActions</name>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="+18"/>
        <source>&amp;Rotate / Flip Grid</source>
        <translation>&amp;Girar / espelhar grade</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Changes the grid and its codes; Undo turns it back</source>
        <translation>Muda a grade e os seus códigos; Desfazer volta atrás</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Canonical Orient&amp;ation</source>
        <translation>Orientação c&amp;anônica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn the grid so that its layer code is its canonical code, the smallest of its 8 images</source>
        <translation>Girar a grade para que o seu código de camadas seja o código canônico, o menor das suas 8 imagens</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Ca&amp;nonical Code</source>
        <translation>Copiar có&amp;digo canônico</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the smallest layer code over the 8 rotations and mirror images of the grid, the same for every image: a name for the grid up to symmetry</source>
        <translation>Copiar o menor código de camadas entre as 8 rotações e reflexões da grade, o mesmo para cada imagem: um nome para a grade a menos de simetria</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Unchanged</source>
        <translation>&amp;Sem alteração</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip &amp;Left–Right</source>
        <translation>Espelhar &amp;esquerda–direita</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip &amp;Top–Bottom</source>
        <translation>Espelhar &amp;cima–baixo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate &amp;180°</source>
        <translation>Girar &amp;180°</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip Along the &amp;Main Diagonal</source>
        <translation>Espelhar na diagonal &amp;principal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate 90° &amp;Clockwise</source>
        <translation>Girar 90° no sentido &amp;horário</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate 90° Cou&amp;nter-Clockwise</source>
        <translation>Girar 90° no sentido a&amp;nti-horário</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip Along the &amp;Other Diagonal</source>
        <translation>Espelhar na &amp;outra diagonal</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Canonical code copied: the grid is in its canonical orientation</source>
        <translation>Código canônico copiado: a grade está na sua orientação canônica</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Canonical code copied: the code of the grid after “%1”</source>
        <translation>Código canônico copiado: o código da grade após “%1”</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The grid is already in its canonical orientation</source>
        <translation>A grade já está na sua orientação canônica</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turned to the canonical orientation (%1)</source>
        <translation>Girada para a orientação canônica (%1)</translation>
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
        <translation>&amp;Primeira camada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Layer</source>
        <translation>Camada &amp;anterior</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Layer</source>
        <translation>Pró&amp;xima camada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Layer</source>
        <translation>Ú&amp;ltima camada</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animate Layers</source>
        <translation>A&amp;nimar camadas</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to move through the layers</source>
        <translation>Arraste para percorrer as camadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer </source>
        <translation>Camada </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The layer shown</source>
        <translation>A camada mostrada</translation>
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
        <translation>Velocidade da animação</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By layer</source>
        <translation>Por camada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By move</source>
        <translation>Por jogada</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animate the layers one by one, or replay the moves in their order</source>
        <translation>Animar as camadas uma a uma, ou repetir as jogadas na sua ordem</translation>
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
        <translation>Jogadas por camada; clique numa barra para mostrar essa camada</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>max %1 per layer</source>
        <translation>máx. %1 por camada</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Layer %1: %n move(s) taken</source>
        <translation>
            <numerusform>Camada %1: %n jogada</numerusform>
            <numerusform>Camada %1: %n jogadas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::LayerPanel</name>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="+56"/>
        <source>No.</source>
        <translation>Nº</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move</source>
        <translation>Jogada</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bit</source>
        <translation>Bit</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Moves taken per layer</source>
        <translation>Jogadas por camada</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>No layers</source>
        <translation>Sem camadas</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Layer %1&lt;/b&gt; / %2&lt;br&gt;%3 of %4 candidates taken, %5 taboo</source>
        <translation>&lt;b&gt;Camada %1&lt;/b&gt; / %2&lt;br&gt;%3 de %4 candidatas jogadas, %5 tabu</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Taken in this layer (bit 1)</source>
        <translation>Jogada nesta camada (bit 1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not taken: becomes taboo (bit 0)</source>
        <translation>Não jogada: torna-se tabu (bit 0)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taboo at this layer (%1)</source>
        <translation>Tabu nesta camada (%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Legal here but taboo: not taken in an earlier layer</source>
        <translation>Legal aqui, mas tabu: não foi jogada numa camada anterior</translation>
    </message>
</context>
<context>
    <name>morpion::gui::MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="+74"/>
        <source>Layers</source>
        <translation>Camadas</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Codes</source>
        <translation>Códigos</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Layer</source>
        <translation>Camada</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Collection</source>
        <translation>Coleção</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Search</source>
        <translation>Busca</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(%1, %2): move %3, layer %4</source>
        <translation>(%1, %2): jogada %3, camada %4</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Move %1 / %2</source>
        <translation>Jogada %1 / %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Game over: no legal move is left. Score: %1.</source>
        <translation>Fim de jogo: não resta nenhuma jogada legal. Pontuação: %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;File</source>
        <translation>&amp;Arquivo</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game</source>
        <translation>&amp;Novo jogo</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 game</source>
        <translation>Jogo %1</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open &amp;Collection…</source>
        <translation>Abrir co&amp;leção…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List the grids of a text file of codes, with thumbnails, duplicates and problems</source>
        <translation>Listar as grades de um arquivo de texto com códigos, com miniaturas, duplicatas e problemas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Collection &amp;Folder…</source>
        <translation>Abrir &amp;pasta de coleção…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)</source>
        <translation>Listar as grades de uma pasta de registros (Pentasol, MSR, imagens com a sua grade)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Export Picture…</source>
        <translation>&amp;Exportar imagem…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>Sa&amp;ir</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit</source>
        <translation>&amp;Editar</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Desfazer</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Refazer</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Paste Code</source>
        <translation>Co&amp;lar código</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the layer code, game number or move list on the clipboard</source>
        <translation>Abrir o código de camadas, o número de partida ou a lista de jogadas da área de transferência</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste as Collec&amp;tion</source>
        <translation>Colar co&amp;mo coleção</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Code…</source>
        <translation>&amp;Abrir código…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy &amp;Layer Code</source>
        <translation>Copiar &amp;código de camadas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer code copied</source>
        <translation>Código de camadas copiado</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy &amp;Game Number</source>
        <translation>Copiar &amp;número da partida</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game number copied</source>
        <translation>Número da partida copiado</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy P&amp;icture</source>
        <translation>Copiar &amp;imagem</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pre&amp;ferences…</source>
        <translation>Pre&amp;ferências…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>E&amp;xibir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>&amp;Ampliar</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;Out</source>
        <translation>&amp;Reduzir</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fit Grid</source>
        <translation>A&amp;justar a grade</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Highlight Current Layer</source>
        <translation>&amp;Destacar a camada atual</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ghost Later Layers</source>
        <translation>&amp;Esmaecer as camadas posteriores</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show later layers faintly instead of hiding them</source>
        <translation>Mostrar as camadas posteriores esmaecidas em vez de ocultá-las</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move &amp;Numbers</source>
        <translation>&amp;Números das jogadas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Legend</source>
        <translation>&amp;Legenda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hin&amp;ts: All Legal Moves</source>
        <translation>Dica&amp;s: todas as jogadas legais</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Colours</source>
        <translation>&amp;Cores</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the &amp;System</source>
        <translation>Seguir o &amp;sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>&amp;Claro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>&amp;Escuro</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Search for high-scoring grids with NRPA or the hill climb, on every core</source>
        <translation>Buscar grades de pontuação alta com NRPA ou a subida de encosta, em todos os núcleos</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Layers</source>
        <translation>&amp;Camadas</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Morpion Layers</source>
        <translation>&amp;Sobre o Morpion Layers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Morpion Layers</source>
        <translation>Sobre o Morpion Layers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Look at Morpion Solitaire grids layer by layer, play by hand, and share grids as layer codes and game numbers.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; wheel zooms, drag pans, click plays the highlighted move. Where several lines are possible, Tab or the wheel chooses, Esc cancels.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Veja grades de Morpion Solitaire camada por camada, jogue à mão e compartilhe grades como códigos de camadas e números de partida.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; a roda amplia, arrastar desloca, um clique faz a jogada destacada. Onde há várias linhas possíveis, Tab ou a roda escolhem, Esc cancela.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About &amp;Qt</source>
        <translation>Sobre o &amp;Qt</translation>
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
        <translation>O ponto sob o ponteiro</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Score %1 (over)</source>
        <translation>Pontuação %1 (fim)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Score %1, %n legal</source>
        <translation>
            <numerusform>Pontuação %1, %n legal</numerusform>
            <numerusform>Pontuação %1, %n legais</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n camada</numerusform>
            <numerusform>%n camadas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1</source>
        <translation>Camada %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Untitled</source>
        <translation>Sem título</translation>
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
            <numerusform>Aberto um %1: %2, %3 jogadas em %n camada</numerusform>
            <numerusform>Aberto um %1: %2, %3 jogadas em %n camadas</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+32"/>
        <source>The clipboard holds no text to open.</source>
        <translation>A área de transferência não tem texto para abrir.</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+9"/>
        <source>the pasted text</source>
        <translation>o texto colado</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The text holds %1 characters, too many for one grid: it is read as a collection of codes.</source>
        <translation>O texto tem %1 caracteres, demais para uma grade: é lido como uma coleção de códigos.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The text holds several codes: they are listed in the collection panel.</source>
        <translation>O texto tem vários códigos: eles estão listados no painel de coleção.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the clipboard</source>
        <translation>a área de transferência</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Collection</source>
        <translation>Abrir coleção</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Texts with codes (*.txt *.log *.md *.csv);;All files (*)</source>
        <translation>Textos com códigos (*.txt *.log *.md *.csv);;Todos os arquivos (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open Collection Folder</source>
        <translation>Abrir pasta de coleção</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open %1 from the collection</source>
        <translation>Abrir %1 da coleção</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#%1, %2: %3 %4 moves</source>
        <translation>nº %1, %2: %3 %4 jogadas</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Picture copied</source>
        <translation>Imagem copiada</translation>
    </message>
</context>
<context>
    <name>morpion::gui::MessageBanner</name>
    <message>
        <location filename="../app/gui/MessageBanner.cpp" line="+22"/>
        <source>Close this message</source>
        <translation>Fechar esta mensagem</translation>
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
        <translation>morpion-layers: não há tela onde abrir uma janela (nem DISPLAY nem WAYLAND_DISPLAY estão definidos).
A ferramenta de linha de comando não precisa de tela; por exemplo, a grade inicial:
  %1 info %2
  %1 render %2 -o grid.png</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PictureExport</name>
    <message>
        <location filename="../app/gui/PictureExport.cpp" line="+81"/>
        <source>Unknown picture type “%1”: use .png, .svg or .pdf.</source>
        <translation>Tipo de imagem desconhecido “%1”: use .png, .svg ou .pdf.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+38"/>
        <source>Cannot write %1: %2</source>
        <translation>Não é possível gravar %1: %2</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+12"/>
        <source>Morpion Solitaire grid</source>
        <translation>Grade de Morpion Solitaire</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Drawn by Morpion Layers</source>
        <translation>Desenhado pelo Morpion Layers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the SVG drawing did not start.</source>
        <translation>Não é possível gravar %1: o desenho SVG não começou.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the SVG drawing did not finish.</source>
        <translation>Não é possível gravar %1: o desenho SVG não terminou.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot write %1: the PDF drawing did not start.</source>
        <translation>Não é possível gravar %1: o desenho PDF não começou.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the PDF drawing did not finish.</source>
        <translation>Não é possível gravar %1: o desenho PDF não terminou.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write %1: the picture came out empty.</source>
        <translation>Não é possível gravar %1: a imagem saiu vazia.</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PictureMetadata</name>
    <message>
        <location filename="../app/gui/PictureMetadata.cpp" line="+161"/>
        <source>the picture carries no grid (it has no “msr” record)</source>
        <translation>a imagem não traz nenhuma grade (não tem registro “msr”)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>the SVG drawing is not well formed on line %1: %2</source>
        <translation>o desenho SVG não está bem formado na linha %1: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drawing carries no grid (it has no &lt;metadata&gt; with an “msr” record)</source>
        <translation>o desenho não traz nenhuma grade (não tem &lt;metadata&gt; com um registro “msr”)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="+15"/>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System language</source>
        <translation>Idioma do sistema</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Follow the system</source>
        <translation>Seguir o sistema</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Claro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Escuro</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;colours:</source>
        <translation>&amp;Cores do tabuleiro:</translation>
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
        <translation>A melhor pontuação encontrada até agora, ao longo do tempo de busca</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>best score</source>
        <translation>melhor pontuação</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The best score over time is drawn here while a search runs.</source>
        <translation>A melhor pontuação ao longo do tempo é desenhada aqui enquanto uma busca roda.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Best %1 at %2 s</source>
        <translation>Melhor %1 aos %2 s</translation>
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
        <translation>simulações/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>iterations/s</source>
        <translation>iterações/s</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>NRPA (nested rollout policy adaptation)</source>
        <translation>NRPA (adaptação de política por simulações aninhadas)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hill climb (the seeds&apos; DNA search)</source>
        <translation>Subida de encosta (a busca por DNA original)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds&apos; search, quick to rise and then slow</source>
        <translation>O NRPA (Rosin 2011) encontrou o recorde de 178; a subida de encosta é a busca original, rápida para subir e depois lenta</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Algorithm</source>
        <translation>&amp;Algoritmo</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nesting level L: one search of level L plays about iterations^L playouts</source>
        <translation>Nível de aninhamento L: uma busca de nível L joga cerca de iterações^L simulações</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Iterations of each level (N in the paper)</source>
        <translation>Iterações de cada nível (N no artigo)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Adaptation step: how far the policy moves toward the best game at each iteration</source>
        <translation>Passo de adaptação: quanto a política se move em direção à melhor partida a cada iteração</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How strongly the open grid&apos;s moves are preferred at first: about 1 barely, 3 keeps a good part of the grid, 5 and more nearly replay it</source>
        <translation>Quanto as jogadas da grade aberta são preferidas no início: cerca de 1 pouco, 3 mantém boa parte da grade, 5 ou mais quase a repetem</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Level</source>
        <translation>&amp;Nível</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Iterations</source>
        <translation>&amp;Iterações</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Al&amp;pha</source>
        <translation>Al&amp;fa</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Warm weight</source>
        <translation>&amp;Peso inicial</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lines of the current game left out at each step of the climb (the seeds use 3)</source>
        <translation>Traços da partida atual deixados de fora a cada passo da subida (o original usa 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Blacklist</source>
        <translation>Lista ne&amp;gra</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start &amp;from</source>
        <translation>Começar &amp;de</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Independent searches run side by side, one per core; the best of them is shown</source>
        <translation>Buscas independentes lado a lado, uma por núcleo; a melhor é mostrada</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>random</source>
        <translation>aleatória</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed, threads and parameters search the same games again (with an iteration budget, exactly); &quot;random&quot; picks a new seed at each start</source>
        <translation>A mesma semente, threads e parâmetros buscam as mesmas partidas de novo (com um orçamento de iterações, exatamente); “aleatória” escolhe uma semente nova a cada início</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New</source>
        <translation>Nova</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a new fixed seed</source>
        <translation>Escolher uma nova semente fixa</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Threads</source>
        <translation>&amp;Threads</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;eed</source>
        <translation>&amp;Semente</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation>sem limite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after this many seconds (0: run until Stop)</source>
        <translation>Parar após estes segundos (0: até Interromper)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop as soon as a game reaches this score (0: no target)</source>
        <translation>Parar assim que uma partida atingir esta pontuação (0: sem meta)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after</source>
        <translation>Parar após</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>or at s&amp;core</source>
        <translation>ou com pont&amp;uação</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>best score</source>
        <translation>melhor pontuação</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elapsed</source>
        <translation>decorrido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pick an algorithm and press Start; the search runs beside your work.</source>
        <translation>Escolha um algoritmo e pressione Iniciar; a busca roda ao lado do seu trabalho.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each new best: iteration. score (seconds) layer code. Click a line to preview its grid, double-click to load it</source>
        <translation>Cada novo melhor: iteração. pontuação (segundos) código de camadas. Clique numa linha para ver a grade, clique duplo para carregá-la</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pre&amp;view best</source>
        <translation>Pré-&amp;visualizar a melhor</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the best grid (or the log line picked) in a picture below: the document does not change</source>
        <translation>Mostrar a melhor grade (ou a linha escolhida do registro) numa imagem abaixo: o documento não muda</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L&amp;oad best</source>
        <translation>&amp;Carregar a melhor</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the best grid so far on the board as one undo step; the search goes on</source>
        <translation>Abrir a melhor grade até agora no tabuleiro como um passo de desfazer; a busca continua</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code</source>
        <translation>Copiar código</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the layer code of the best grid</source>
        <translation>Copiar o código de camadas da melhor grade</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy log</source>
        <translation>Copiar registro</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the log, one line per new best, in the seeds&apos; form</source>
        <translation>Copiar o registro, uma linha por novo melhor, no formato original</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Load &amp;Best Search Grid</source>
        <translation>Carregar a &amp;melhor grade da busca</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The empty cross</source>
        <translation>A cruz vazia</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game starts from the cross of the variant</source>
        <translation>Toda partida começa da cruz da variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The open grid, kept as the start</source>
        <translation>A grade aberta, mantida como início</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The open grid, kept (NRPA only)</source>
        <translation>A grade aberta, mantida (só NRPA)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game begins with the moves of the open grid and goes on from its end</source>
        <translation>Cada partida começa com as jogadas da grade aberta e continua a partir do seu fim</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Around the open grid (warm start)</source>
        <translation>Em torno da grade aberta (início a quente)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The policy first prefers the open grid&apos;s moves (see Warm weight), so the search explores grids near it</source>
        <translation>A política prefere primeiro as jogadas da grade aberta (veja Peso inicial), então a busca explora grades próximas dela</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Climb from the open grid</source>
        <translation>Subir a partir da grade aberta</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The climb&apos;s first game is the open grid, finished at random when it is not</source>
        <translation>A primeira partida da subida é a grade aberta, terminada ao acaso se não estiver terminada</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The open grid is finished: no move is left after it, so there is nothing to search from its end. Start from the empty cross, or search around the open grid.</source>
        <translation>A grade aberta está terminada: não resta nenhuma jogada depois dela, então não há nada para buscar a partir do seu fim. Comece da cruz vazia ou busque em torno da grade aberta.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target score %1 is not above the open grid&apos;s score %2: every game would reach it at once.</source>
        <translation>A pontuação-meta %1 não é maior que a pontuação %2 da grade aberta: toda partida a atingiria de imediato.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>These settings cannot be used: %1.</source>
        <translation>Estas configurações não podem ser usadas: %1.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Stop</source>
        <translation>Int&amp;erromper</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Start</source>
        <translation>Inicia&amp;r</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the search; its log and best grid stay</source>
        <translation>Interromper a busca; o seu registro e a melhor grade ficam</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a search with these settings (F5)</source>
        <translation>Iniciar uma busca com estas configurações (F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top Search</source>
        <translation>&amp;Interromper a busca</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Start Search</source>
        <translation>&amp;Iniciar a busca</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>NRPA</source>
        <translation>NRPA</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hill climb</source>
        <translation>Subida de encosta</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 searching on %n thread(s), seed %2…</source>
        <translation>
            <numerusform>%1 buscando em %n thread, semente %2…</numerusform>
            <numerusform>%1 buscando em %n threads, semente %2…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Stopping…</source>
        <translation>Interrompendo…</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+34"/>
        <source>%1 in all</source>
        <translation>%1 no total</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The search could not run: %1</source>
        <translation>A busca não pôde rodar: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the search finished its work</source>
        <translation>a busca terminou o seu trabalho</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time limit was reached</source>
        <translation>o limite de tempo foi atingido</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the target score was reached</source>
        <translation>a pontuação-meta foi atingida</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the iteration budget was spent</source>
        <translation>o orçamento de iterações acabou</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped</source>
        <translation>interrompida</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 playouts</source>
        <translation>%1 simulações</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 iterations</source>
        <translation>%1 iterações</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended (%1): best %2 after %3 in %4, seed %5.</source>
        <translation>Terminada (%1): melhor %2 após %3 em %4, semente %5.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ended (%1) before the first game was over.</source>
        <translation>Terminada (%1) antes do fim da primeira partida.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Preview, not loaded: the best so far, %1</source>
        <translation>Pré-visualização, não carregada: a melhor até agora, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview, not loaded: %1 at %2 s</source>
        <translation>Pré-visualização, não carregada: %1 aos %2 s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Load search result %1</source>
        <translation>Carregar o resultado de busca %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loaded the search&apos;s grid of %1 moves; Undo brings back the previous grid.</source>
        <translation>Carregada a grade de %1 jogadas da busca; Desfazer traz de volta a grade anterior.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Layer code of the best grid copied</source>
        <translation>Código de camadas da melhor grade copiado</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search log copied</source>
        <translation>Registro da busca copiado</translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchPreview</name>
    <message>
        <location filename="../app/gui/SearchPreview.cpp" line="+15"/>
        <source>A preview of a grid the search found: the document does not change. Double-click, or Load, to open it as one undo step.</source>
        <translation>Pré-visualização de uma grade encontrada pela busca: o documento não muda. Clique duplo, ou Carregar, para abri-la como um passo de desfazer.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The best grid is shown here.</source>
        <translation>A melhor grade é mostrada aqui.</translation>
    </message>
</context>
</TS>
