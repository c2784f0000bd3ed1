<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+19"/>
        <source>Morpion Solitaire grids, layer by layer.</source>
        <translation>モルピオン・ソリティアのグリッドをレイヤーごとに。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A grid file, a layer code or a game number to open.</source>
        <translation>開くグリッドファイル、レイヤーコード、またはゲーム番号。</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Autosave</name>
    <message>
        <location filename="../app/gui/Autosave.cpp" line="+173"/>
        <source>cannot create the folder or its lock file</source>
        <translation>フォルダーまたはそのロックファイルを作成できません</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot keep a copy of the unsaved work in %1: %2</source>
        <translation>未保存の作業のコピーを %1 に保存できません：%2</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>a %1 grid of %n move(s)</source>
        <translation>
            <numerusform>%n 手の %1 グリッド</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Morpion Layers ended on %1 without saving %2.</source>
        <translation>Morpion Layers は %1 に %2 を保存せずに終了しました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Morpion Layers ended on %1 without saving %2, from %3.</source>
        <translation>Morpion Layers は %1 に %3 の %2 を保存せずに終了しました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restore Unsaved Work</source>
        <translation>未保存の作業を復元</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restore puts it on the board as one step that can be undone; it is not saved until you save it.</source>
        <translation>復元すると、元に戻せる 1 ステップとして盤上に置かれます。保存するまでは保存されません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore</source>
        <translation>復元(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>破棄(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep for &amp;Later</source>
        <translation>後で(&amp;L)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Restore unsaved work</source>
        <translation>未保存の作業を復元</translation>
    </message>
</context>
<context>
    <name>morpion::gui::BoardRenderer</name>
    <message>
        <location filename="../app/gui/BoardRenderer.cpp" line="+296"/>
        <source>Earlier layers</source>
        <translation>前のレイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1: taken (%2)</source>
        <translation>レイヤー %1：選択済み（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1: not taken (%2)</source>
        <translation>レイヤー %1：未選択（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taboo at layer %1 (%2)</source>
        <translation>レイヤー %1 でタブー（%2）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Later layers</source>
        <translation>後のレイヤー</translation>
    </message>
</context>
<context>
    <name>morpion::gui::BoardView</name>
    <message>
        <location filename="../app/gui/BoardView.cpp" line="+252"/>
        <source>%1 lines through (%2, %3), showing %4 — Tab or wheel: next line · click: play · Esc: cancel</source>
        <translation>(%2, %3) を通る線が %1 本、%4 本目を表示中 — Tab またはホイール：次の線 · クリック：打つ · Esc：キャンセル</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CodeBar</name>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="+36"/>
        <source>The layer code of the grid: the set of its moves</source>
        <translation>グリッドのレイヤーコード：その手の集合</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game number: the moves in their exact order</source>
        <translation>ゲーム番号：手を正確な順序で</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the layer code</source>
        <translation>レイヤーコードをコピー</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy the game number</source>
        <translation>ゲーム番号をコピー</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paste a layer code, a game number or a move list, then press Enter</source>
        <translation>レイヤーコード、ゲーム番号、または手のリストを貼り付けて Enter を押してください</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read codes as this variant (a prefix such as 5D: in the text wins)</source>
        <translation>コードをこのバリアントとして読む（テキスト中の 5D: のような接頭辞が優先）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the code typed on the left</source>
        <translation>左に入力したコードを開く</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Layer code:</source>
        <translation>レイヤーコード：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game number:</source>
        <translation>ゲーム番号：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open code:</source>
        <translation>コードを開く：</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Layer code copied</source>
        <translation>レイヤーコードをコピーしました</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game number copied</source>
        <translation>ゲーム番号をコピーしました</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionLoader</name>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="+109"/>
        <source>line %1</source>
        <translation>%1 行目</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, line %2</source>
        <translation>%1、%2 行目</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The folder %1 does not exist.</source>
        <translation>フォルダー %1 は存在しません。</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the file is too large (%1 MB)</source>
        <translation>ファイルが大きすぎます（%1 MB）</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>The text is too large to read as a collection (%1 MB; at most %2 MB).</source>
        <translation>テキストが大きすぎてコレクションとして読めません（%1 MB、上限 %2 MB）。</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません：%2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot open %1: the file is too large to read as a collection (%2 MB; at most %3 MB).</source>
        <translation>%1 を開けません：ファイルが大きすぎてコレクションとして読めません（%2 MB、上限 %3 MB）。</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionModel</name>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="+72"/>
        <source>Grid</source>
        <translation>グリッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found at</source>
        <translation>場所</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>スコア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>バリアント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>レイヤー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length</source>
        <translation>長さ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same grid</source>
        <translation>同じグリッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same points</source>
        <translation>同じ点</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the grid was found: a line of the text, or a file of the folder</source>
        <translation>グリッドが見つかった場所：テキストの行、またはフォルダー内のファイル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers that take at least one move</source>
        <translation>少なくとも 1 手が選ばれたレイヤーの数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Characters of the layer code</source>
        <translation>レイヤーコードの文字数</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows with the same grid up to rotation and reflection share a group, named by its first row</source>
        <translation>回転・鏡映を除いて同じグリッドを持つ行は一つのグループになり、最初の行の名前が付きます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows with the same points up to rotation and reflection, whatever their lines, share a group</source>
        <translation>回転・鏡映を除いて同じ点を持つ行は、線が違っても一つのグループになります</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+2"/>
        <source>#%1 (×%2)</source>
        <translation>#%1（×%2）</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%n other row(s) hold this grid, rotated or mirrored</source>
        <translation>
            <numerusform>ほかに %n 行がこのグリッドを回転または鏡映して含んでいます</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same grid as row #%1, up to rotation and reflection</source>
        <translation>回転・鏡映を除いて行 #%1 と同じグリッド</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n other row(s) have these points (up to symmetry), some with other lines</source>
        <translation>
            <numerusform>ほかに %n 行がこれらの点を（対称を除いて）別の線で持っています</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same points as row #%1, up to rotation and reflection</source>
        <translation>回転・鏡映を除いて行 #%1 と同じ点</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionPanel</name>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="+36"/>
        <source>All variants</source>
        <translation>すべてのバリアント</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show only the grids of one variant</source>
        <translation>一つのバリアントのグリッドだけを表示</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score ≥ </source>
        <translation>スコア ≥ </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the grids with at least this score</source>
        <translation>このスコア以上のグリッドだけを表示</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter by code or text</source>
        <translation>コードまたはテキストで絞り込み</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only the rows whose code, place or line holds this text</source>
        <translation>コード、場所、または行にこのテキストを含む行だけを表示</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open a collection: File &gt; Open Collection…, or paste a list of codes with Edit &gt; Paste as Collection.</source>
        <translation>コレクションを開くには：ファイル &gt; コレクションを開く…、または 編集 &gt; コレクションとして貼り付け でコードの一覧を貼り付けます。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%v of %m</source>
        <translation>%v / %m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading; the grids read so far stay</source>
        <translation>読み込みを中止します。ここまでに読んだグリッドは残ります</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Reading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>%n grid(s)</source>
        <translation>
            <numerusform>%n 個のグリッド</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n 件の問題</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n group(s) of the same grid</source>
        <translation>
            <numerusform>同じグリッドのグループ %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n group(s) of the same points with other lines</source>
        <translation>
            <numerusform>同じ点で線の違うグループ %n 個</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n line(s) without a code</source>
        <translation>
            <numerusform>コードのない行 %n 行</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n other file(s) skipped</source>
        <translation>
            <numerusform>ほかに %n 個のファイルをスキップ</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(%1 s)</source>
        <translation>（%1 秒）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled; what was read so far: %1</source>
        <translation>キャンセルしました。ここまでに読んだもの：%1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not read (%n):</source>
        <translation>
            <numerusform>読めなかったもの（%n）：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionProblemModel</name>
    <message>
        <location filename="../app/gui/CollectionProblemModel.cpp" line="+34"/>
        <source>Found at</source>
        <translation>場所</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Code</source>
        <translation>コード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why it was not read</source>
        <translation>読めなかった理由</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Document</name>
    <message>
        <location filename="../app/gui/Document.cpp" line="+70"/>
        <source>New %1 game</source>
        <translation>新しい %1 ゲーム</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayMoveCommand.cpp" line="+11"/>
        <source>Play %1</source>
        <translation>%1 を打つ</translation>
    </message>
</context>
<context>
    <name>morpion::gui::ErrorText</name>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="+11"/>
        <source> on line %1, column %2</source>
        <translation>（%1 行 %2 列）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> on line %1</source>
        <translation>（%1 行目）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> at position %1</source>
        <translation>（位置 %1）</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is nothing to read</source>
        <translation>読むものがありません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bad character%1</source>
        <translation>不正な文字%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conflicting moves in layer %1%2</source>
        <translation>レイヤー %1 に両立しない手%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bits left after the end of the game%1</source>
        <translation>ゲーム終了後にビットが残っています%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number too large: digits are left after the end of the game</source>
        <translation>数が大きすぎます：ゲーム終了後に桁が残っています</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>syntax error%1</source>
        <translation>構文エラー%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>illegal move%1</source>
        <translation>不正な手%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a move cannot be reached from the cross</source>
        <translation>十字から到達できない手があります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>duplicate move%1</source>
        <translation>重複した手%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown variant (expected 5T, 5D, 4T or 4D)</source>
        <translation>不明なバリアント（5T、5D、4T、4D のいずれか）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>input too large</source>
        <translation>入力が大きすぎます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a stored value does not match the moves</source>
        <translation>保存された値が手と一致しません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot read or write the file</source>
        <translation>ファイルを読み書きできません</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Examples</name>
    <message>
        <location filename="../app/gui/Examples.cpp" line="+8"/>
        <source>An interesting 135 (layer encoding example)</source>
        <translation>興味深い 135（レイヤー符号化の例）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 160 (move layering model)</source>
        <translation>160 の例（手のレイヤーモデル）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosin&apos;s 5T record, 178 moves (2011)</source>
        <translation>ローシンの 5T 記録、178 手（2011 年）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosin&apos;s 5D record, 82 moves (2010)</source>
        <translation>ローシンの 5D 記録、82 手（2010 年）</translation>
    </message>
</context>
<context>
    <name>morpion::gui::ExportDialog</name>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="+37"/>
        <location line="+125"/>
        <location line="+12"/>
        <source>Export Picture</source>
        <translation>画像のエクスポート</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>As on screen</source>
        <translation>画面どおり</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clean print style</source>
        <translation>すっきりした印刷スタイル</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move &amp;numbers</source>
        <translation>手番号(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Highlight layer %1</source>
        <translation>レイヤー %1 を強調(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Legend</source>
        <translation>凡例(&amp;L)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Width of a PNG in pixels, of an SVG or PDF in points</source>
        <translation>PNG はピクセル、SVG と PDF はポイントでの幅</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Look:</source>
        <translation>外観：</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Width:</source>
        <translation>幅：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size:</source>
        <translation>サイズ：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save As…</source>
        <translation>名前を付けて保存(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Picture</source>
        <translation>画像をコピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>grid</source>
        <translation>grid</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>PNG 画像 (*.png);;SVG 図形 (*.svg);;PDF 文書 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::FamousGridsMenu</name>
    <message>
        <location filename="../app/gui/FamousGridsMenu.cpp" line="+9"/>
        <source>Famous &amp;Grids</source>
        <translation>有名なグリッド(&amp;G)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The built-in list does not read: %1</source>
        <translation>組み込みの一覧を読めません：%1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 moves — %3 (%4)</source>
        <translation>%1 %2 手 — %3（%4）</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>c. %1</source>
        <translation>%1 年頃</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — %2, %3: %4</source>
        <translation>%1 — %2、%3：%4</translation>
    </message>
</context>
<context>
    <name>morpion::gui::FileActions</name>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="+38"/>
        <source>&amp;Open…</source>
        <translation>開く(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a grid file (MSR JSON, Pentasol, a code or a move list)</source>
        <translation>グリッドファイルを開く（MSR JSON、Pentasol、コード、または手のリスト）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>保存(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As…</source>
        <translation>名前を付けて保存(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Recent</source>
        <translation>最近使ったファイル(&amp;R)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unsaved Grid</source>
        <translation>未保存のグリッド</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The grid has changes that are not saved. Save them first?</source>
        <translation>グリッドに保存されていない変更があります。先に保存しますか？</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open Grid</source>
        <translation>グリッドを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)</source>
        <translation>グリッド (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR 記録 (*.json *.msr);;Pentasol ファイル (*.txt);;MS1 テキスト (*.txt *.ms1);;グリッド付きの画像 (*.png *.svg);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+24"/>
        <source>Cannot open %1: %2</source>
        <translation>%1 を開けません：%2</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Cannot open %1: %2.</source>
        <translation>%1 を開けません：%2。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot open %1: the file is too large.</source>
        <translation>%1 を開けません：ファイルが大きすぎます。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open %1</source>
        <translation>%1 を開く</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>grid-%1</source>
        <translation>grid-%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save Grid</source>
        <translation>グリッドを保存</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MSR record (*.msr.json);;Pentasol file (*.pentasol.txt);;MS1 text, the compact MSR record (*.ms1)</source>
        <translation>MSR 記録 (*.msr.json);;Pentasol ファイル (*.pentasol.txt);;MS1 テキスト、コンパクトな MSR 記録 (*.ms1)</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+6"/>
        <source>Cannot save %1: %2</source>
        <translation>%1 を保存できません：%2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Clear List</source>
        <translation>一覧を消去(&amp;C)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::GridReader</name>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="+79"/>
        <source>layer code</source>
        <translation>レイヤーコード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game number</source>
        <translation>ゲーム番号</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move list</source>
        <translation>手のリスト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>record</source>
        <translation>記録</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The text is too long (%1 characters).</source>
        <translation>テキストが長すぎます（%1 文字）。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is nothing to read: paste a layer code, a game number or a move list.</source>
        <translation>読むものがありません。レイヤーコード、ゲーム番号、または手のリストを貼り付けてください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown variant “%1” (expected 5T, 5D, 4T or 4D).</source>
        <translation>不明なバリアント「%1」（5T、5D、4T、4D のいずれか）。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not a valid MSR record: %1.</source>
        <translation>有効な MSR 記録ではありません：%1。</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+7"/>
        <source>Not a valid Pentasol record: %1.</source>
        <translation>有効な Pentasol 記録ではありません：%1。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The Pentasol file was read as %1: it is not legal as %2, the chosen variant.</source>
        <translation>Pentasol ファイルを %1 として読みました：選択したバリアント %2 では正しくありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Pentasol file was read as %1, the chosen variant.</source>
        <translation>Pentasol ファイルを選択したバリアント %1 として読みました。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is also legal as %1; choose that variant in the code bar and open it again to read it so.</source>
        <translation>%1 としても正しい記録です。そのように読むには、コードバーでそのバリアントを選んで開き直してください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+5"/>
        <source>Not a valid move list: %1.</source>
        <translation>有効な手のリストではありません：%1。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Not a code: %1 (“%2”; codes use A–Z, a–z, 0–9, + and /).</source>
        <translation>コードではありません：%1（「%2」。コードに使える文字は A–Z、a–z、0–9、+、/ です）。</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not a valid %1 layer code: %2.
Not a game number either: it runs out after move %3, and the rest of the game would be guessed.</source>
        <translation>有効な %1 レイヤーコードではありません：%2。
ゲーム番号でもありません：手 %3 の後で尽きてしまい、残りのゲームは推測になります。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not a valid %1 layer code: %2.
Not a game number either: %3.</source>
        <translation>有効な %1 レイヤーコードではありません：%2。
ゲーム番号でもありません：%3。</translation>
    </message>
</context>
<context>
    <name>morpion::gui::GridTransformActions</name>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="+18"/>
        <source>&amp;Rotate / Flip Grid</source>
        <translation>グリッドの回転・反転(&amp;R)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Changes the grid and its codes; Undo turns it back</source>
        <translation>グリッドとそのコードを変えます。元に戻すで戻せます</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Canonical Orient&amp;ation</source>
        <translation>正準の向き(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn the grid so that its layer code is its canonical code, the smallest of its 8 images</source>
        <translation>レイヤーコードが正準コード（8 通りの像の中で最小のコード）になるようにグリッドを回す</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Ca&amp;nonical Code</source>
        <translation>正準コードをコピー(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the smallest layer code over the 8 rotations and mirror images of the grid, the same for every image: a name for the grid up to symmetry</source>
        <translation>グリッドの 8 通りの回転・鏡像の中で最小のレイヤーコードをコピーします。どの像でも同じなので、対称を除いたグリッドの名前になります</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Unchanged</source>
        <translation>そのまま(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip &amp;Left–Right</source>
        <translation>左右反転(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip &amp;Top–Bottom</source>
        <translation>上下反転(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate &amp;180°</source>
        <translation>180° 回転(&amp;1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip Along the &amp;Main Diagonal</source>
        <translation>主対角線で反転(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate 90° &amp;Clockwise</source>
        <translation>時計回りに 90° 回転(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate 90° Cou&amp;nter-Clockwise</source>
        <translation>反時計回りに 90° 回転(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip Along the &amp;Other Diagonal</source>
        <translation>もう一方の対角線で反転(&amp;O)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Canonical code copied: the grid is in its canonical orientation</source>
        <translation>正準コードをコピーしました：グリッドは正準の向きです</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Canonical code copied: the code of the grid after “%1”</source>
        <translation>正準コードをコピーしました：「%1」後のグリッドのコード</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The grid is already in its canonical orientation</source>
        <translation>グリッドはすでに正準の向きです</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turned to the canonical orientation (%1)</source>
        <translation>正準の向きに回しました（%1）</translation>
    </message>
</context>
<context>
    <name>morpion::gui::LayerBar</name>
    <message>
        <location filename="../app/gui/LayerBar.cpp" line="+30"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;First Layer</source>
        <translation>最初のレイヤー(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Layer</source>
        <translation>前のレイヤー(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Layer</source>
        <translation>次のレイヤー(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Layer</source>
        <translation>最後のレイヤー(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animate Layers</source>
        <translation>レイヤーをアニメーション(&amp;A)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to move through the layers</source>
        <translation>ドラッグしてレイヤーを移動</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer </source>
        <translation>レイヤー </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The layer shown</source>
        <translation>表示中のレイヤー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <translation>遅い</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>普通</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>速い</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animation speed</source>
        <translation>アニメーションの速さ</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By layer</source>
        <translation>レイヤーごと</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By move</source>
        <translation>手ごと</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animate the layers one by one, or replay the moves in their order</source>
        <translation>レイヤーを一つずつアニメーションするか、手をその順に再生します</translation>
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
        <translation>レイヤーごとの選ばれた手の数。バーをクリックするとそのレイヤーを表示します</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>max %1 per layer</source>
        <translation>1 レイヤー最大 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Layer %1: %n move(s) taken</source>
        <translation>
            <numerusform>レイヤー %1：%n 手を選択</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::LayerPanel</name>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="+56"/>
        <source>No.</source>
        <translation>番号</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move</source>
        <translation>手</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bit</source>
        <translation>ビット</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Moves taken per layer</source>
        <translation>レイヤーごとの選ばれた手</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>No layers</source>
        <translation>レイヤーなし</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Layer %1&lt;/b&gt; / %2&lt;br&gt;%3 of %4 candidates taken, %5 taboo</source>
        <translation>&lt;b&gt;レイヤー %1&lt;/b&gt; / %2&lt;br&gt;候補 %4 手のうち %3 手を選択、タブー %5</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Taken in this layer (bit 1)</source>
        <translation>このレイヤーで選択（ビット 1）</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not taken: becomes taboo (bit 0)</source>
        <translation>未選択：タブーになる（ビット 0）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taboo at this layer (%1)</source>
        <translation>このレイヤーでタブー（%1）</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Legal here but taboo: not taken in an earlier layer</source>
        <translation>ここでは合法だがタブー：前のレイヤーで選ばれなかった手</translation>
    </message>
</context>
<context>
    <name>morpion::gui::MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="+74"/>
        <source>Layers</source>
        <translation>レイヤー</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Codes</source>
        <translation>コード</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Layer</source>
        <translation>レイヤー</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Collection</source>
        <translation>コレクション</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Search</source>
        <translation>探索</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(%1, %2): move %3, layer %4</source>
        <translation>(%1, %2)：手 %3、レイヤー %4</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Move %1 / %2</source>
        <translation>手 %1 / %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Game over: no legal move is left. Score: %1.</source>
        <translation>ゲーム終了：合法な手はもうありません。スコア：%1。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;File</source>
        <translation>ファイル(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game</source>
        <translation>新しいゲーム(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 game</source>
        <translation>%1 ゲーム</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open &amp;Collection…</source>
        <translation>コレクションを開く(&amp;C)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List the grids of a text file of codes, with thumbnails, duplicates and problems</source>
        <translation>コードを含むテキストファイルのグリッドを、サムネイル・重複・問題とともに一覧表示</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Collection &amp;Folder…</source>
        <translation>コレクションフォルダーを開く(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)</source>
        <translation>記録ファイルのフォルダー（Pentasol、MSR、グリッド付きの画像）のグリッドを一覧表示</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Export Picture…</source>
        <translation>画像をエクスポート(&amp;E)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit</source>
        <translation>編集(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Paste Code</source>
        <translation>コードを貼り付け(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the layer code, game number or move list on the clipboard</source>
        <translation>クリップボードのレイヤーコード、ゲーム番号、または手のリストを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste as Collec&amp;tion</source>
        <translation>コレクションとして貼り付け(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Code…</source>
        <translation>コードを開く(&amp;C)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy &amp;Layer Code</source>
        <translation>レイヤーコードをコピー(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer code copied</source>
        <translation>レイヤーコードをコピーしました</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy &amp;Game Number</source>
        <translation>ゲーム番号をコピー(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game number copied</source>
        <translation>ゲーム番号をコピーしました</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy P&amp;icture</source>
        <translation>画像をコピー(&amp;I)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pre&amp;ferences…</source>
        <translation>設定(&amp;F)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;Out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fit Grid</source>
        <translation>グリッドに合わせる(&amp;F)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Highlight Current Layer</source>
        <translation>現在のレイヤーを強調(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ghost Later Layers</source>
        <translation>後のレイヤーを薄く表示(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show later layers faintly instead of hiding them</source>
        <translation>後のレイヤーを隠さずに薄く表示する</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move &amp;Numbers</source>
        <translation>手番号(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Legend</source>
        <translation>凡例(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hin&amp;ts: All Legal Moves</source>
        <translation>ヒント：すべての合法手(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Colours</source>
        <translation>配色(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the &amp;System</source>
        <translation>システムに従う(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>ライト(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>ダーク(&amp;D)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Search for high-scoring grids with NRPA or the hill climb, on every core</source>
        <translation>NRPA または山登り法で高得点のグリッドを全コアで探索</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Layers</source>
        <translation>レイヤー(&amp;L)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Morpion Layers</source>
        <translation>Morpion Layers について(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Morpion Layers</source>
        <translation>Morpion Layers について</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Look at Morpion Solitaire grids layer by layer, play by hand, and share grids as layer codes and game numbers.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; wheel zooms, drag pans, click plays the highlighted move. Where several lines are possible, Tab or the wheel chooses, Esc cancels.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;モルピオン・ソリティアのグリッドをレイヤーごとに眺め、手で打ち、レイヤーコードやゲーム番号として共有できます。&lt;/p&gt;&lt;p&gt;&lt;b&gt;マウス：&lt;/b&gt;ホイールで拡大縮小、ドラッグで移動、クリックで強調された手を打ちます。複数の線がありうる場所では Tab またはホイールで選び、Esc で取り消します。&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About &amp;Qt</source>
        <translation>Qt について(&amp;Q)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Main</source>
        <translation>メイン</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Variant</source>
        <translation>バリアント</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The point under the pointer</source>
        <translation>ポインターの下の点</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Score %1 (over)</source>
        <translation>スコア %1（終了）</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Score %1, %n legal</source>
        <translation>
            <numerusform>スコア %1、合法手 %n</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n レイヤー</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1</source>
        <translation>レイヤー %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Untitled</source>
        <translation>無題</translation>
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
        <translation>%1 を開く</translation>
    </message>
    <message numerus="yes">
        <location line="-120"/>
        <source>Opened a %1: %2 %3 moves in %n layer(s)</source>
        <translation>
            <numerusform>%1 を開きました：%2、%3 手、%n レイヤー</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+32"/>
        <source>The clipboard holds no text to open.</source>
        <translation>クリップボードに開けるテキストがありません。</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+9"/>
        <source>the pasted text</source>
        <translation>貼り付けたテキスト</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The text holds %1 characters, too many for one grid: it is read as a collection of codes.</source>
        <translation>テキストが %1 文字あり、一つのグリッドには多すぎるため、コードのコレクションとして読みます。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The text holds several codes: they are listed in the collection panel.</source>
        <translation>テキストに複数のコードがあります：コレクションパネルに一覧表示します。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the clipboard</source>
        <translation>クリップボード</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Collection</source>
        <translation>コレクションを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Texts with codes (*.txt *.log *.md *.csv);;All files (*)</source>
        <translation>コードを含むテキスト (*.txt *.log *.md *.csv);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open Collection Folder</source>
        <translation>コレクションフォルダーを開く</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open %1 from the collection</source>
        <translation>コレクションから %1 を開く</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#%1, %2: %3 %4 moves</source>
        <translation>#%1、%2：%3 %4 手</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Picture copied</source>
        <translation>画像をコピーしました</translation>
    </message>
</context>
<context>
    <name>morpion::gui::MessageBanner</name>
    <message>
        <location filename="../app/gui/MessageBanner.cpp" line="+22"/>
        <source>Close this message</source>
        <translation>このメッセージを閉じる</translation>
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
        <translation>morpion-layers：ウィンドウを開くディスプレイがありません（DISPLAY も WAYLAND_DISPLAY も設定されていません）。
コマンドラインツールにはディスプレイは不要です。たとえば起動時のグリッド：
  %1 info %2
  %1 render %2 -o grid.png</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PictureExport</name>
    <message>
        <location filename="../app/gui/PictureExport.cpp" line="+81"/>
        <source>Unknown picture type “%1”: use .png, .svg or .pdf.</source>
        <translation>不明な画像形式「%1」：.png、.svg、.pdf のいずれかを使ってください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+38"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません：%2</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+12"/>
        <source>Morpion Solitaire grid</source>
        <translation>モルピオン・ソリティアのグリッド</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Drawn by Morpion Layers</source>
        <translation>Morpion Layers で描画</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the SVG drawing did not start.</source>
        <translation>%1 に書き込めません：SVG の描画を開始できませんでした。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the SVG drawing did not finish.</source>
        <translation>%1 に書き込めません：SVG の描画を完了できませんでした。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot write %1: the PDF drawing did not start.</source>
        <translation>%1 に書き込めません：PDF の描画を開始できませんでした。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the PDF drawing did not finish.</source>
        <translation>%1 に書き込めません：PDF の描画を完了できませんでした。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write %1: the picture came out empty.</source>
        <translation>%1 に書き込めません：画像が空になりました。</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PictureMetadata</name>
    <message>
        <location filename="../app/gui/PictureMetadata.cpp" line="+161"/>
        <source>the picture carries no grid (it has no “msr” record)</source>
        <translation>画像にグリッドが含まれていません（「msr」記録がありません）</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>the SVG drawing is not well formed on line %1: %2</source>
        <translation>SVG 図形の %1 行目が整形式ではありません：%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drawing carries no grid (it has no &lt;metadata&gt; with an “msr” record)</source>
        <translation>図形にグリッドが含まれていません（「msr」記録を持つ &lt;metadata&gt; がありません）</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="+15"/>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System language</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Follow the system</source>
        <translation>システムに従う</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L)：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;colours:</source>
        <translation>盤の配色(&amp;C)：</translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchChart</name>
    <message>
        <location filename="../app/gui/SearchChart.cpp" line="+40"/>
        <source>%1 h</source>
        <translation>%1 時間</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min</source>
        <translation>%1 分</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The best score found so far, over the time the search has run</source>
        <translation>これまでに見つかった最高スコアの、探索時間に沿った推移</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>best score</source>
        <translation>最高スコア</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The best score over time is drawn here while a search runs.</source>
        <translation>探索中は、最高スコアの推移がここに描かれます。</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Best %1 at %2 s</source>
        <translation>%2 秒で最高 %1</translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchPanel</name>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="+59"/>
        <source>%1 s</source>
        <translation>%1 秒</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>playouts/s</source>
        <translation>プレイアウト/秒</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>iterations/s</source>
        <translation>反復/秒</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>NRPA (nested rollout policy adaptation)</source>
        <translation>NRPA（入れ子ロールアウト方策適応）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hill climb (the seeds&apos; DNA search)</source>
        <translation>山登り法（元の DNA 探索）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds&apos; search, quick to rise and then slow</source>
        <translation>NRPA（Rosin 2011）は 178 の記録を見つけました。山登り法は元の探索で、上昇は速いがその後は遅くなります</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Algorithm</source>
        <translation>アルゴリズム(&amp;A)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nesting level L: one search of level L plays about iterations^L playouts</source>
        <translation>入れ子レベル L：レベル L の探索は約 反復回数^L 回のプレイアウトを行います</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Iterations of each level (N in the paper)</source>
        <translation>各レベルの反復回数（論文の N）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Adaptation step: how far the policy moves toward the best game at each iteration</source>
        <translation>適応の歩幅：各反復で方策が最良のゲームへどれだけ近づくか</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How strongly the open grid&apos;s moves are preferred at first: about 1 barely, 3 keeps a good part of the grid, 5 and more nearly replay it</source>
        <translation>開いているグリッドの手を最初にどれだけ優先するか：1 程度でわずか、3 でグリッドの大部分を保ち、5 以上ではほぼ再現します</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Level</source>
        <translation>レベル(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Iterations</source>
        <translation>反復回数(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Al&amp;pha</source>
        <translation>アルファ(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Warm weight</source>
        <translation>初期重み(&amp;W)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lines of the current game left out at each step of the climb (the seeds use 3)</source>
        <translation>山登りの各段階で現在のゲームから外す線の数（元の探索は 3）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Blacklist</source>
        <translation>ブラックリスト(&amp;B)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start &amp;from</source>
        <translation>開始点(&amp;F)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Independent searches run side by side, one per core; the best of them is shown</source>
        <translation>独立した探索をコアごとに並行して実行し、最良のものを表示します</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed, threads and parameters search the same games again (with an iteration budget, exactly); &quot;random&quot; picks a new seed at each start</source>
        <translation>同じシード、スレッド、パラメーターなら同じゲームを再び探索します（反復回数を指定すれば完全に同じ）。「ランダム」は開始ごとに新しいシードを選びます</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New</source>
        <translation>新規</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a new fixed seed</source>
        <translation>新しい固定シードを選ぶ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Threads</source>
        <translation>スレッド(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;eed</source>
        <translation>シード(&amp;E)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> s</source>
        <translation> 秒</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation>制限なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after this many seconds (0: run until Stop)</source>
        <translation>この秒数で停止（0：停止を押すまで）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop as soon as a game reaches this score (0: no target)</source>
        <translation>ゲームがこのスコアに達したらすぐ停止（0：目標なし）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after</source>
        <translation>停止まで</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>or at s&amp;core</source>
        <translation>またはスコア(&amp;C)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>best score</source>
        <translation>最高スコア</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elapsed</source>
        <translation>経過時間</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pick an algorithm and press Start; the search runs beside your work.</source>
        <translation>アルゴリズムを選んで開始を押してください。探索は作業と並行して実行されます。</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each new best: iteration. score (seconds) layer code. Click a line to preview its grid, double-click to load it</source>
        <translation>新しい最高ごとに：反復. スコア（秒）レイヤーコード。行をクリックでグリッドをプレビュー、ダブルクリックで読み込み</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pre&amp;view best</source>
        <translation>最良をプレビュー(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the best grid (or the log line picked) in a picture below: the document does not change</source>
        <translation>最良のグリッド（または選んだログ行）を下の図に表示します。文書は変わりません</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L&amp;oad best</source>
        <translation>最良を読み込む(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the best grid so far on the board as one undo step; the search goes on</source>
        <translation>これまでの最良のグリッドを盤上に開きます（元に戻す 1 回分）。探索は続きます</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code</source>
        <translation>コードをコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the layer code of the best grid</source>
        <translation>最良のグリッドのレイヤーコードをコピー</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy log</source>
        <translation>ログをコピー</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the log, one line per new best, in the seeds&apos; form</source>
        <translation>ログを元の形式で、新しい最高ごとに 1 行ずつコピー</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Load &amp;Best Search Grid</source>
        <translation>探索の最良グリッドを読み込む(&amp;B)</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The empty cross</source>
        <translation>空の十字</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game starts from the cross of the variant</source>
        <translation>すべてのゲームはバリアントの十字から始まります</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The open grid, kept as the start</source>
        <translation>開いているグリッドを開始局面として保持</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The open grid, kept (NRPA only)</source>
        <translation>開いているグリッドを保持（NRPA のみ）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game begins with the moves of the open grid and goes on from its end</source>
        <translation>すべてのゲームは開いているグリッドの手から始まり、その終わりから続きます</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Around the open grid (warm start)</source>
        <translation>開いているグリッドの周辺（ウォームスタート）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The policy first prefers the open grid&apos;s moves (see Warm weight), so the search explores grids near it</source>
        <translation>方策はまず開いているグリッドの手を優先する（初期重みを参照）ので、探索はその近くのグリッドを調べます</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Climb from the open grid</source>
        <translation>開いているグリッドから山登り</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The climb&apos;s first game is the open grid, finished at random when it is not</source>
        <translation>山登りの最初のゲームは開いているグリッドで、終わっていなければランダムに最後まで打ちます</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The open grid is finished: no move is left after it, so there is nothing to search from its end. Start from the empty cross, or search around the open grid.</source>
        <translation>開いているグリッドは終わっています：後に打てる手がないので、その終わりから探索するものはありません。空の十字から始めるか、開いているグリッドの周辺を探索してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target score %1 is not above the open grid&apos;s score %2: every game would reach it at once.</source>
        <translation>目標スコア %1 が開いているグリッドのスコア %2 を超えていません：どのゲームもすぐに達してしまいます。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>These settings cannot be used: %1.</source>
        <translation>この設定は使えません：%1。</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Stop</source>
        <translation>停止(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Start</source>
        <translation>開始(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the search; its log and best grid stay</source>
        <translation>探索を停止します。ログと最良のグリッドは残ります</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a search with these settings (F5)</source>
        <translation>この設定で探索を開始（F5）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top Search</source>
        <translation>探索を停止(&amp;T)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Start Search</source>
        <translation>探索を開始(&amp;S)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>NRPA</source>
        <translation>NRPA</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hill climb</source>
        <translation>山登り法</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 searching on %n thread(s), seed %2…</source>
        <translation>
            <numerusform>%1 が %n スレッドで探索中、シード %2…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Stopping…</source>
        <translation>停止中…</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+34"/>
        <source>%1 in all</source>
        <translation>合計 %1</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The search could not run: %1</source>
        <translation>探索を実行できませんでした：%1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the search finished its work</source>
        <translation>探索が仕事を終えました</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time limit was reached</source>
        <translation>制限時間に達しました</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the target score was reached</source>
        <translation>目標スコアに達しました</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the iteration budget was spent</source>
        <translation>反復回数の予算を使い切りました</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped</source>
        <translation>停止しました</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 playouts</source>
        <translation>%1 プレイアウト</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 iterations</source>
        <translation>%1 反復</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended (%1): best %2 after %3 in %4, seed %5.</source>
        <translation>終了（%1）：%4 で %3 後に最高 %2、シード %5。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ended (%1) before the first game was over.</source>
        <translation>最初のゲームが終わる前に終了しました（%1）。</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Preview, not loaded: the best so far, %1</source>
        <translation>プレビュー（未読み込み）：これまでの最良、%1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview, not loaded: %1 at %2 s</source>
        <translation>プレビュー（未読み込み）：%2 秒時点の %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Load search result %1</source>
        <translation>探索結果 %1 を読み込む</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loaded the search&apos;s grid of %1 moves; Undo brings back the previous grid.</source>
        <translation>探索で見つかった %1 手のグリッドを読み込みました。元に戻すで前のグリッドに戻ります。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Layer code of the best grid copied</source>
        <translation>最良のグリッドのレイヤーコードをコピーしました</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search log copied</source>
        <translation>探索ログをコピーしました</translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchPreview</name>
    <message>
        <location filename="../app/gui/SearchPreview.cpp" line="+15"/>
        <source>A preview of a grid the search found: the document does not change. Double-click, or Load, to open it as one undo step.</source>
        <translation>探索で見つかったグリッドのプレビューです。文書は変わりません。ダブルクリックまたは「読み込む」で、元に戻す 1 回分として開きます。</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The best grid is shown here.</source>
        <translation>最良のグリッドがここに表示されます。</translation>
    </message>
</context>
</TS>
