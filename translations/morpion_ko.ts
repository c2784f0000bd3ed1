<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+19"/>
        <source>Morpion Solitaire grids, layer by layer.</source>
        <translation>모르피온 솔리테어 격자를 레이어별로.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A grid file, a layer code or a game number to open.</source>
        <translation>열 격자 파일, 레이어 코드 또는 게임 번호.</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Autosave</name>
    <message>
        <location filename="../app/gui/Autosave.cpp" line="+173"/>
        <source>cannot create the folder or its lock file</source>
        <translation>폴더나 잠금 파일을 만들 수 없습니다</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot keep a copy of the unsaved work in %1: %2</source>
        <translation>저장하지 않은 작업의 사본을 %1에 보관할 수 없습니다: %2</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>a %1 grid of %n move(s)</source>
        <translation>
            <numerusform>%n수의 %1 격자</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Morpion Layers ended on %1 without saving %2.</source>
        <translation>Morpion Layers가 %1에 %2을(를) 저장하지 않고 끝났습니다.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Morpion Layers ended on %1 without saving %2, from %3.</source>
        <translation>Morpion Layers가 %1에 %3의 %2을(를) 저장하지 않고 끝났습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restore Unsaved Work</source>
        <translation>저장하지 않은 작업 복원</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restore puts it on the board as one step that can be undone; it is not saved until you save it.</source>
        <translation>복원하면 실행 취소할 수 있는 한 단계로 판에 놓입니다. 직접 저장하기 전에는 저장되지 않습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore</source>
        <translation>복원(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>버리기(&amp;D)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep for &amp;Later</source>
        <translation>나중에(&amp;L)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Restore unsaved work</source>
        <translation>저장하지 않은 작업 복원</translation>
    </message>
</context>
<context>
    <name>morpion::gui::BoardRenderer</name>
    <message>
        <location filename="../app/gui/BoardRenderer.cpp" line="+296"/>
        <source>Earlier layers</source>
        <translation>이전 레이어</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1: taken (%2)</source>
        <translation>레이어 %1: 둔 수 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1: not taken (%2)</source>
        <translation>레이어 %1: 두지 않은 수 (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taboo at layer %1 (%2)</source>
        <translation>레이어 %1에서 금기 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Later layers</source>
        <translation>이후 레이어</translation>
    </message>
</context>
<context>
    <name>morpion::gui::BoardView</name>
    <message>
        <location filename="../app/gui/BoardView.cpp" line="+252"/>
        <source>%1 lines through (%2, %3), showing %4 — Tab or wheel: next line · click: play · Esc: cancel</source>
        <translation>(%2, %3)을(를) 지나는 선 %1개, %4번째 표시 중 — Tab 또는 휠: 다음 선 · 클릭: 두기 · Esc: 취소</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CodeBar</name>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="+36"/>
        <source>The layer code of the grid: the set of its moves</source>
        <translation>격자의 레이어 코드: 그 수들의 집합</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game number: the moves in their exact order</source>
        <translation>게임 번호: 수를 정확한 순서대로</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the layer code</source>
        <translation>레이어 코드 복사</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy the game number</source>
        <translation>게임 번호 복사</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paste a layer code, a game number or a move list, then press Enter</source>
        <translation>레이어 코드, 게임 번호 또는 수 목록을 붙여 넣고 Enter를 누르세요</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read codes as this variant (a prefix such as 5D: in the text wins)</source>
        <translation>코드를 이 변형으로 읽기 (텍스트 안의 5D: 같은 접두사가 우선)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the code typed on the left</source>
        <translation>왼쪽에 입력한 코드 열기</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Layer code:</source>
        <translation>레이어 코드:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game number:</source>
        <translation>게임 번호:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open code:</source>
        <translation>코드 열기:</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Layer code copied</source>
        <translation>레이어 코드를 복사했습니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game number copied</source>
        <translation>게임 번호를 복사했습니다</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionLoader</name>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="+109"/>
        <source>line %1</source>
        <translation>%1번째 줄</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, line %2</source>
        <translation>%1, %2번째 줄</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The folder %1 does not exist.</source>
        <translation>폴더 %1이(가) 없습니다.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the file is too large (%1 MB)</source>
        <translation>파일이 너무 큽니다 (%1 MB)</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>The text is too large to read as a collection (%1 MB; at most %2 MB).</source>
        <translation>텍스트가 너무 커서 모음으로 읽을 수 없습니다 (%1 MB, 최대 %2 MB).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot open %1: %2</source>
        <translation>%1을(를) 열 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot open %1: the file is too large to read as a collection (%2 MB; at most %3 MB).</source>
        <translation>%1을(를) 열 수 없습니다: 파일이 너무 커서 모음으로 읽을 수 없습니다 (%2 MB, 최대 %3 MB).</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionModel</name>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="+72"/>
        <source>Grid</source>
        <translation>격자</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found at</source>
        <translation>찾은 곳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>점수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>변형</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>레이어</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length</source>
        <translation>길이</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same grid</source>
        <translation>같은 격자</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same points</source>
        <translation>같은 점</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Code</source>
        <translation>코드</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the grid was found: a line of the text, or a file of the folder</source>
        <translation>격자를 찾은 곳: 텍스트의 줄 또는 폴더의 파일</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers that take at least one move</source>
        <translation>수를 하나 이상 둔 레이어 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Characters of the layer code</source>
        <translation>레이어 코드의 글자 수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows with the same grid up to rotation and reflection share a group, named by its first row</source>
        <translation>회전과 반사를 무시하고 같은 격자인 행들은 한 그룹이 되며, 첫 행의 이름을 붙입니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows with the same points up to rotation and reflection, whatever their lines, share a group</source>
        <translation>회전과 반사를 무시하고 같은 점을 가진 행들은 선이 달라도 한 그룹이 됩니다</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+2"/>
        <source>#%1 (×%2)</source>
        <translation>#%1 (×%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%n other row(s) hold this grid, rotated or mirrored</source>
        <translation>
            <numerusform>다른 행 %n개가 이 격자를 회전 또는 반사하여 담고 있습니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same grid as row #%1, up to rotation and reflection</source>
        <translation>회전과 반사를 무시하면 #%1 행과 같은 격자</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n other row(s) have these points (up to symmetry), some with other lines</source>
        <translation>
            <numerusform>다른 행 %n개가 이 점들을 (대칭을 무시하고) 다른 선으로 가지고 있습니다</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same points as row #%1, up to rotation and reflection</source>
        <translation>회전과 반사를 무시하면 #%1 행과 같은 점</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionPanel</name>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="+36"/>
        <source>All variants</source>
        <translation>모든 변형</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show only the grids of one variant</source>
        <translation>한 변형의 격자만 표시</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score ≥ </source>
        <translation>점수 ≥ </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the grids with at least this score</source>
        <translation>이 점수 이상인 격자만 표시</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter by code or text</source>
        <translation>코드 또는 텍스트로 거르기</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only the rows whose code, place or line holds this text</source>
        <translation>코드, 위치 또는 줄에 이 텍스트가 있는 행만 표시</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open a collection: File &gt; Open Collection…, or paste a list of codes with Edit &gt; Paste as Collection.</source>
        <translation>모음 열기: 파일 &gt; 모음 열기… 또는 편집 &gt; 모음으로 붙여넣기로 코드 목록을 붙여 넣으세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%v of %m</source>
        <translation>%v / %m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading; the grids read so far stay</source>
        <translation>읽기를 멈춥니다. 지금까지 읽은 격자는 남습니다</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Reading…</source>
        <translation>읽는 중…</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>%n grid(s)</source>
        <translation>
            <numerusform>격자 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>문제 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n group(s) of the same grid</source>
        <translation>
            <numerusform>같은 격자 그룹 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n group(s) of the same points with other lines</source>
        <translation>
            <numerusform>같은 점, 다른 선 그룹 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n line(s) without a code</source>
        <translation>
            <numerusform>코드 없는 줄 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n other file(s) skipped</source>
        <translation>
            <numerusform>건너뛴 다른 파일 %n개</numerusform>
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
        <translation>(%1초)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled; what was read so far: %1</source>
        <translation>취소했습니다. 지금까지 읽은 것: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not read (%n):</source>
        <translation>
            <numerusform>읽지 못함 (%n):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionProblemModel</name>
    <message>
        <location filename="../app/gui/CollectionProblemModel.cpp" line="+34"/>
        <source>Found at</source>
        <translation>찾은 곳</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Code</source>
        <translation>코드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why it was not read</source>
        <translation>읽지 못한 이유</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Document</name>
    <message>
        <location filename="../app/gui/Document.cpp" line="+70"/>
        <source>New %1 game</source>
        <translation>새 %1 게임</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayMoveCommand.cpp" line="+11"/>
        <source>Play %1</source>
        <translation>%1 두기</translation>
    </message>
</context>
<context>
    <name>morpion::gui::ErrorText</name>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="+11"/>
        <source> on line %1, column %2</source>
        <translation> (%1번째 줄, %2번째 열)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> on line %1</source>
        <translation> (%1번째 줄)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> at position %1</source>
        <translation> (위치 %1)</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is nothing to read</source>
        <translation>읽을 것이 없습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bad character%1</source>
        <translation>잘못된 문자%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conflicting moves in layer %1%2</source>
        <translation>레이어 %1에서 충돌하는 수%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bits left after the end of the game%1</source>
        <translation>게임이 끝난 뒤에 비트가 남았습니다%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number too large: digits are left after the end of the game</source>
        <translation>수가 너무 큽니다: 게임이 끝난 뒤에 자릿수가 남았습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>syntax error%1</source>
        <translation>구문 오류%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>illegal move%1</source>
        <translation>둘 수 없는 수%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a move cannot be reached from the cross</source>
        <translation>십자에서 도달할 수 없는 수가 있습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>duplicate move%1</source>
        <translation>중복된 수%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown variant (expected 5T, 5D, 4T or 4D)</source>
        <translation>알 수 없는 변형 (5T, 5D, 4T 또는 4D여야 함)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>input too large</source>
        <translation>입력이 너무 큽니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a stored value does not match the moves</source>
        <translation>저장된 값이 수와 맞지 않습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot read or write the file</source>
        <translation>파일을 읽거나 쓸 수 없습니다</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Examples</name>
    <message>
        <location filename="../app/gui/Examples.cpp" line="+8"/>
        <source>An interesting 135 (layer encoding example)</source>
        <translation>흥미로운 135 (레이어 부호화 예시)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 160 (move layering model)</source>
        <translation>160 예시 (수 레이어 모델)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosin&apos;s 5T record, 178 moves (2011)</source>
        <translation>로신의 5T 기록, 178수 (2011년)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosin&apos;s 5D record, 82 moves (2010)</source>
        <translation>로신의 5D 기록, 82수 (2010년)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::ExportDialog</name>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="+37"/>
        <location line="+125"/>
        <location line="+12"/>
        <source>Export Picture</source>
        <translation>그림 내보내기</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>As on screen</source>
        <translation>화면 그대로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clean print style</source>
        <translation>깔끔한 인쇄 스타일</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move &amp;numbers</source>
        <translation>수 번호(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Highlight layer %1</source>
        <translation>레이어 %1 강조(&amp;H)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Legend</source>
        <translation>범례(&amp;L)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Width of a PNG in pixels, of an SVG or PDF in points</source>
        <translation>PNG는 픽셀, SVG와 PDF는 포인트 단위의 너비</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Look:</source>
        <translation>모양:</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Width:</source>
        <translation>너비:</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size:</source>
        <translation>크기:</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save As…</source>
        <translation>다른 이름으로 저장(&amp;S)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Picture</source>
        <translation>그림 복사(&amp;C)</translation>
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
        <translation>PNG 이미지 (*.png);;SVG 그림 (*.svg);;PDF 문서 (*.pdf)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::FamousGridsMenu</name>
    <message>
        <location filename="../app/gui/FamousGridsMenu.cpp" line="+9"/>
        <source>Famous &amp;Grids</source>
        <translation>유명한 격자(&amp;G)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The built-in list does not read: %1</source>
        <translation>내장 목록을 읽을 수 없습니다: %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 moves — %3 (%4)</source>
        <translation>%1 %2수 — %3 (%4)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>c. %1</source>
        <translation>%1년경</translation>
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
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a grid file (MSR JSON, Pentasol, a code or a move list)</source>
        <translation>격자 파일 열기 (MSR JSON, Pentasol, 코드 또는 수 목록)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Recent</source>
        <translation>최근 파일 열기(&amp;R)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unsaved Grid</source>
        <translation>저장하지 않은 격자</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The grid has changes that are not saved. Save them first?</source>
        <translation>격자에 저장하지 않은 변경 사항이 있습니다. 먼저 저장할까요?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open Grid</source>
        <translation>격자 열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)</source>
        <translation>격자 (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR 기록 (*.json *.msr);;Pentasol 파일 (*.txt);;MS1 텍스트 (*.txt *.ms1);;격자가 담긴 그림 (*.png *.svg);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+24"/>
        <source>Cannot open %1: %2</source>
        <translation>%1을(를) 열 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Cannot open %1: %2.</source>
        <translation>%1을(를) 열 수 없습니다: %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot open %1: the file is too large.</source>
        <translation>%1을(를) 열 수 없습니다: 파일이 너무 큽니다.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open %1</source>
        <translation>%1 열기</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>grid-%1</source>
        <translation>grid-%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save Grid</source>
        <translation>격자 저장</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MSR record (*.msr.json);;Pentasol file (*.pentasol.txt);;MS1 text, the compact MSR record (*.ms1)</source>
        <translation>MSR 기록 (*.msr.json);;Pentasol 파일 (*.pentasol.txt);;MS1 텍스트, 압축된 MSR 기록 (*.ms1)</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+6"/>
        <source>Cannot save %1: %2</source>
        <translation>%1을(를) 저장할 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1</source>
        <translation>%1을(를) 저장했습니다</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Clear List</source>
        <translation>목록 지우기(&amp;C)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::GridReader</name>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="+79"/>
        <source>layer code</source>
        <translation>레이어 코드</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game number</source>
        <translation>게임 번호</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move list</source>
        <translation>수 목록</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>record</source>
        <translation>기록</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The text is too long (%1 characters).</source>
        <translation>텍스트가 너무 깁니다 (%1자).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is nothing to read: paste a layer code, a game number or a move list.</source>
        <translation>읽을 것이 없습니다: 레이어 코드, 게임 번호 또는 수 목록을 붙여 넣으세요.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown variant “%1” (expected 5T, 5D, 4T or 4D).</source>
        <translation>알 수 없는 변형 “%1” (5T, 5D, 4T 또는 4D여야 함).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not a valid MSR record: %1.</source>
        <translation>올바른 MSR 기록이 아닙니다: %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+7"/>
        <source>Not a valid Pentasol record: %1.</source>
        <translation>올바른 Pentasol 기록이 아닙니다: %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The Pentasol file was read as %1: it is not legal as %2, the chosen variant.</source>
        <translation>Pentasol 파일을 %1(으)로 읽었습니다: 선택한 변형 %2(으)로는 규칙에 맞지 않습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Pentasol file was read as %1, the chosen variant.</source>
        <translation>Pentasol 파일을 선택한 변형 %1(으)로 읽었습니다.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is also legal as %1; choose that variant in the code bar and open it again to read it so.</source>
        <translation>%1(으)로도 규칙에 맞습니다. 그렇게 읽으려면 코드 막대에서 그 변형을 고르고 다시 여세요.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+5"/>
        <source>Not a valid move list: %1.</source>
        <translation>올바른 수 목록이 아닙니다: %1.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Not a code: %1 (“%2”; codes use A–Z, a–z, 0–9, + and /).</source>
        <translation>코드가 아닙니다: %1 (“%2”; 코드는 A–Z, a–z, 0–9, +, /를 씁니다).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not a valid %1 layer code: %2.
Not a game number either: it runs out after move %3, and the rest of the game would be guessed.</source>
        <translation>올바른 %1 레이어 코드가 아닙니다: %2.
게임 번호도 아닙니다: %3번째 수 뒤에 바닥나서 나머지 게임은 추측이 됩니다.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not a valid %1 layer code: %2.
Not a game number either: %3.</source>
        <translation>올바른 %1 레이어 코드가 아닙니다: %2.
게임 번호도 아닙니다: %3.</translation>
    </message>
</context>
<context>
    <name>morpion::gui::GridTransformActions</name>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="+18"/>
        <source>&amp;Rotate / Flip Grid</source>
        <translation>격자 회전 / 뒤집기(&amp;R)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Changes the grid and its codes; Undo turns it back</source>
        <translation>격자와 그 코드를 바꿉니다. 실행 취소로 되돌릴 수 있습니다</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Canonical Orient&amp;ation</source>
        <translation>정규 방향(&amp;A)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn the grid so that its layer code is its canonical code, the smallest of its 8 images</source>
        <translation>레이어 코드가 정규 코드(8가지 상 중 가장 작은 코드)가 되도록 격자를 돌립니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Ca&amp;nonical Code</source>
        <translation>정규 코드 복사(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the smallest layer code over the 8 rotations and mirror images of the grid, the same for every image: a name for the grid up to symmetry</source>
        <translation>격자의 8가지 회전과 거울상 중 가장 작은 레이어 코드를 복사합니다. 어느 상이든 같으므로 대칭을 무시한 격자의 이름이 됩니다</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Unchanged</source>
        <translation>그대로(&amp;U)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip &amp;Left–Right</source>
        <translation>좌우 뒤집기(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip &amp;Top–Bottom</source>
        <translation>상하 뒤집기(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate &amp;180°</source>
        <translation>180° 회전(&amp;1)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip Along the &amp;Main Diagonal</source>
        <translation>주대각선으로 뒤집기(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate 90° &amp;Clockwise</source>
        <translation>시계 방향으로 90° 회전(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate 90° Cou&amp;nter-Clockwise</source>
        <translation>시계 반대 방향으로 90° 회전(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip Along the &amp;Other Diagonal</source>
        <translation>다른 대각선으로 뒤집기(&amp;O)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Canonical code copied: the grid is in its canonical orientation</source>
        <translation>정규 코드를 복사했습니다: 격자가 정규 방향에 있습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Canonical code copied: the code of the grid after “%1”</source>
        <translation>정규 코드를 복사했습니다: “%1” 뒤 격자의 코드</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The grid is already in its canonical orientation</source>
        <translation>격자가 이미 정규 방향에 있습니다</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turned to the canonical orientation (%1)</source>
        <translation>정규 방향으로 돌렸습니다 (%1)</translation>
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
        <translation>첫 레이어(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Layer</source>
        <translation>이전 레이어(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Layer</source>
        <translation>다음 레이어(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Layer</source>
        <translation>마지막 레이어(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animate Layers</source>
        <translation>레이어 애니메이션(&amp;A)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to move through the layers</source>
        <translation>끌어서 레이어를 이동</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer </source>
        <translation>레이어 </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The layer shown</source>
        <translation>표시 중인 레이어</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <translation>느리게</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>보통</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>빠르게</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animation speed</source>
        <translation>애니메이션 속도</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By layer</source>
        <translation>레이어별</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By move</source>
        <translation>수별</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animate the layers one by one, or replay the moves in their order</source>
        <translation>레이어를 하나씩 보여 주거나, 수를 순서대로 재생합니다</translation>
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
        <translation>레이어별로 둔 수. 막대를 클릭하면 그 레이어를 표시합니다</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>max %1 per layer</source>
        <translation>레이어당 최대 %1</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Layer %1: %n move(s) taken</source>
        <translation>
            <numerusform>레이어 %1: %n수 둠</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::LayerPanel</name>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="+56"/>
        <source>No.</source>
        <translation>번호</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move</source>
        <translation>수</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bit</source>
        <translation>비트</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Moves taken per layer</source>
        <translation>레이어별로 둔 수</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>No layers</source>
        <translation>레이어 없음</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Layer %1&lt;/b&gt; / %2&lt;br&gt;%3 of %4 candidates taken, %5 taboo</source>
        <translation>&lt;b&gt;레이어 %1&lt;/b&gt; / %2&lt;br&gt;후보 %4개 중 %3개 둠, 금기 %5개</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Taken in this layer (bit 1)</source>
        <translation>이 레이어에서 둠 (비트 1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not taken: becomes taboo (bit 0)</source>
        <translation>두지 않음: 금기가 됨 (비트 0)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taboo at this layer (%1)</source>
        <translation>이 레이어에서 금기 (%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Legal here but taboo: not taken in an earlier layer</source>
        <translation>여기서 둘 수 있지만 금기: 이전 레이어에서 두지 않은 수</translation>
    </message>
</context>
<context>
    <name>morpion::gui::MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="+74"/>
        <source>Layers</source>
        <translation>레이어</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Codes</source>
        <translation>코드</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Layer</source>
        <translation>레이어</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Collection</source>
        <translation>모음</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Search</source>
        <translation>탐색</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(%1, %2): move %3, layer %4</source>
        <translation>(%1, %2): %3번째 수, 레이어 %4</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Move %1 / %2</source>
        <translation>수 %1 / %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Game over: no legal move is left. Score: %1.</source>
        <translation>게임 끝: 둘 수 있는 수가 더 없습니다. 점수: %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game</source>
        <translation>새 게임(&amp;N)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 game</source>
        <translation>%1 게임</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Open &amp;Collection…</source>
        <translation>모음 열기(&amp;C)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List the grids of a text file of codes, with thumbnails, duplicates and problems</source>
        <translation>코드가 담긴 텍스트 파일의 격자를 미리보기, 중복, 문제와 함께 나열</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Collection &amp;Folder…</source>
        <translation>모음 폴더 열기(&amp;F)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)</source>
        <translation>기록 파일 폴더(Pentasol, MSR, 격자가 담긴 그림)의 격자를 나열</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Export Picture…</source>
        <translation>그림 내보내기(&amp;E)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Paste Code</source>
        <translation>코드 붙여넣기(&amp;P)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the layer code, game number or move list on the clipboard</source>
        <translation>클립보드의 레이어 코드, 게임 번호 또는 수 목록 열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste as Collec&amp;tion</source>
        <translation>모음으로 붙여넣기(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Code…</source>
        <translation>코드 열기(&amp;C)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy &amp;Layer Code</source>
        <translation>레이어 코드 복사(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer code copied</source>
        <translation>레이어 코드를 복사했습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy &amp;Game Number</source>
        <translation>게임 번호 복사(&amp;G)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game number copied</source>
        <translation>게임 번호를 복사했습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy P&amp;icture</source>
        <translation>그림 복사(&amp;I)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pre&amp;ferences…</source>
        <translation>환경설정(&amp;F)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>확대(&amp;I)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;Out</source>
        <translation>축소(&amp;O)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fit Grid</source>
        <translation>격자에 맞추기(&amp;F)</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Highlight Current Layer</source>
        <translation>현재 레이어 강조(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ghost Later Layers</source>
        <translation>이후 레이어 흐리게 표시(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show later layers faintly instead of hiding them</source>
        <translation>이후 레이어를 숨기지 않고 흐리게 표시</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move &amp;Numbers</source>
        <translation>수 번호(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Legend</source>
        <translation>범례(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hin&amp;ts: All Legal Moves</source>
        <translation>힌트: 둘 수 있는 모든 수(&amp;T)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Colours</source>
        <translation>색상(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the &amp;System</source>
        <translation>시스템 따르기(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>밝게(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>어둡게(&amp;D)</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Search for high-scoring grids with NRPA or the hill climb, on every core</source>
        <translation>NRPA 또는 언덕 오르기로 모든 코어에서 고득점 격자 탐색</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Layers</source>
        <translation>레이어(&amp;L)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Morpion Layers</source>
        <translation>Morpion Layers 정보(&amp;A)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Morpion Layers</source>
        <translation>Morpion Layers 정보</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Look at Morpion Solitaire grids layer by layer, play by hand, and share grids as layer codes and game numbers.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; wheel zooms, drag pans, click plays the highlighted move. Where several lines are possible, Tab or the wheel chooses, Esc cancels.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;모르피온 솔리테어 격자를 레이어별로 살펴보고, 직접 두고, 격자를 레이어 코드와 게임 번호로 공유하세요.&lt;/p&gt;&lt;p&gt;&lt;b&gt;마우스:&lt;/b&gt; 휠로 확대/축소, 끌어서 이동, 클릭하면 강조된 수를 둡니다. 여러 선이 가능한 곳에서는 Tab이나 휠로 고르고 Esc로 취소합니다.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About &amp;Qt</source>
        <translation>Qt 정보(&amp;Q)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Main</source>
        <translation>기본</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Variant</source>
        <translation>변형</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The point under the pointer</source>
        <translation>포인터 아래의 점</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Score %1 (over)</source>
        <translation>점수 %1 (끝)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Score %1, %n legal</source>
        <translation>
            <numerusform>점수 %1, 둘 수 있는 수 %n개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n layer(s)</source>
        <translation>
            <numerusform>레이어 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1</source>
        <translation>레이어 %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Untitled</source>
        <translation>제목 없음</translation>
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
        <translation>%1 열기</translation>
    </message>
    <message numerus="yes">
        <location line="-120"/>
        <source>Opened a %1: %2 %3 moves in %n layer(s)</source>
        <translation>
            <numerusform>%1을(를) 열었습니다: %2, %3수, 레이어 %n개</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+32"/>
        <source>The clipboard holds no text to open.</source>
        <translation>클립보드에 열 텍스트가 없습니다.</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+9"/>
        <source>the pasted text</source>
        <translation>붙여 넣은 텍스트</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The text holds %1 characters, too many for one grid: it is read as a collection of codes.</source>
        <translation>텍스트가 %1자로 격자 하나로는 너무 깁니다: 코드 모음으로 읽습니다.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The text holds several codes: they are listed in the collection panel.</source>
        <translation>텍스트에 코드가 여러 개 있습니다: 모음 패널에 나열합니다.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the clipboard</source>
        <translation>클립보드</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Collection</source>
        <translation>모음 열기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Texts with codes (*.txt *.log *.md *.csv);;All files (*)</source>
        <translation>코드가 담긴 텍스트 (*.txt *.log *.md *.csv);;모든 파일 (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open Collection Folder</source>
        <translation>모음 폴더 열기</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open %1 from the collection</source>
        <translation>모음에서 %1 열기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#%1, %2: %3 %4 moves</source>
        <translation>#%1, %2: %3 %4수</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Picture copied</source>
        <translation>그림을 복사했습니다</translation>
    </message>
</context>
<context>
    <name>morpion::gui::MessageBanner</name>
    <message>
        <location filename="../app/gui/MessageBanner.cpp" line="+22"/>
        <source>Close this message</source>
        <translation>이 메시지 닫기</translation>
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
        <translation>morpion-layers: 창을 열 디스플레이가 없습니다 (DISPLAY도 WAYLAND_DISPLAY도 설정되지 않음).
명령줄 도구는 디스플레이가 필요 없습니다. 예를 들어 시작 격자:
  %1 info %2
  %1 render %2 -o grid.png</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PictureExport</name>
    <message>
        <location filename="../app/gui/PictureExport.cpp" line="+81"/>
        <source>Unknown picture type “%1”: use .png, .svg or .pdf.</source>
        <translation>알 수 없는 그림 형식 “%1”: .png, .svg 또는 .pdf를 쓰세요.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+38"/>
        <source>Cannot write %1: %2</source>
        <translation>%1에 쓸 수 없습니다: %2</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+12"/>
        <source>Morpion Solitaire grid</source>
        <translation>모르피온 솔리테어 격자</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Drawn by Morpion Layers</source>
        <translation>Morpion Layers로 그림</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the SVG drawing did not start.</source>
        <translation>%1에 쓸 수 없습니다: SVG 그리기가 시작되지 않았습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the SVG drawing did not finish.</source>
        <translation>%1에 쓸 수 없습니다: SVG 그리기가 끝나지 않았습니다.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot write %1: the PDF drawing did not start.</source>
        <translation>%1에 쓸 수 없습니다: PDF 그리기가 시작되지 않았습니다.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the PDF drawing did not finish.</source>
        <translation>%1에 쓸 수 없습니다: PDF 그리기가 끝나지 않았습니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write %1: the picture came out empty.</source>
        <translation>%1에 쓸 수 없습니다: 그림이 비어 있습니다.</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PictureMetadata</name>
    <message>
        <location filename="../app/gui/PictureMetadata.cpp" line="+161"/>
        <source>the picture carries no grid (it has no “msr” record)</source>
        <translation>그림에 격자가 없습니다 (“msr” 기록이 없음)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>the SVG drawing is not well formed on line %1: %2</source>
        <translation>SVG 그림의 %1번째 줄이 올바른 형식이 아닙니다: %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drawing carries no grid (it has no &lt;metadata&gt; with an “msr” record)</source>
        <translation>그림에 격자가 없습니다 (“msr” 기록이 담긴 &lt;metadata&gt;가 없음)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="+15"/>
        <source>Preferences</source>
        <translation>환경설정</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System language</source>
        <translation>시스템 언어</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Follow the system</source>
        <translation>시스템 따르기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>밝게</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>어둡게</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language:</source>
        <translation>언어(&amp;L):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;colours:</source>
        <translation>판 색상(&amp;C):</translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchChart</name>
    <message>
        <location filename="../app/gui/SearchChart.cpp" line="+40"/>
        <source>%1 h</source>
        <translation>%1시간</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min</source>
        <translation>%1분</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1초</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The best score found so far, over the time the search has run</source>
        <translation>탐색을 실행한 시간 동안 지금까지 찾은 최고 점수</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>best score</source>
        <translation>최고 점수</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The best score over time is drawn here while a search runs.</source>
        <translation>탐색이 실행되는 동안 시간에 따른 최고 점수가 여기에 그려집니다.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Best %1 at %2 s</source>
        <translation>%2초에 최고 %1</translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchPanel</name>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="+59"/>
        <source>%1 s</source>
        <translation>%1초</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>playouts/s</source>
        <translation>플레이아웃/초</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>iterations/s</source>
        <translation>반복/초</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>NRPA (nested rollout policy adaptation)</source>
        <translation>NRPA (중첩 롤아웃 정책 적응)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hill climb (the seeds&apos; DNA search)</source>
        <translation>언덕 오르기 (원래의 DNA 탐색)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds&apos; search, quick to rise and then slow</source>
        <translation>NRPA(Rosin 2011)가 178 기록을 찾았습니다. 언덕 오르기는 원래의 탐색으로, 처음에는 빨리 오르고 그다음에는 느립니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Algorithm</source>
        <translation>알고리즘(&amp;A)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nesting level L: one search of level L plays about iterations^L playouts</source>
        <translation>중첩 수준 L: 수준 L의 탐색은 약 반복 횟수^L번의 플레이아웃을 합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Iterations of each level (N in the paper)</source>
        <translation>각 수준의 반복 횟수 (논문의 N)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Adaptation step: how far the policy moves toward the best game at each iteration</source>
        <translation>적응 보폭: 반복마다 정책이 최고 게임 쪽으로 얼마나 움직이는지</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How strongly the open grid&apos;s moves are preferred at first: about 1 barely, 3 keeps a good part of the grid, 5 and more nearly replay it</source>
        <translation>처음에 열린 격자의 수를 얼마나 선호할지: 1 정도는 거의 없음, 3은 격자의 상당 부분을 유지, 5 이상은 거의 그대로 재현</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Level</source>
        <translation>수준(&amp;L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Iterations</source>
        <translation>반복 횟수(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Al&amp;pha</source>
        <translation>알파(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Warm weight</source>
        <translation>초기 가중치(&amp;W)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lines of the current game left out at each step of the climb (the seeds use 3)</source>
        <translation>언덕 오르기의 각 단계에서 현재 게임에서 빼는 선 수 (원래 탐색은 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Blacklist</source>
        <translation>블랙리스트(&amp;B)</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start &amp;from</source>
        <translation>시작점(&amp;F)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Independent searches run side by side, one per core; the best of them is shown</source>
        <translation>독립된 탐색을 코어마다 나란히 실행하고 가장 좋은 것을 표시합니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed, threads and parameters search the same games again (with an iteration budget, exactly); &quot;random&quot; picks a new seed at each start</source>
        <translation>같은 시드, 스레드, 매개변수는 같은 게임을 다시 탐색합니다 (반복 예산을 정하면 정확히 같음). “무작위”는 시작할 때마다 새 시드를 고릅니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New</source>
        <translation>새로</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a new fixed seed</source>
        <translation>새 고정 시드 고르기</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Threads</source>
        <translation>스레드(&amp;T)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;eed</source>
        <translation>시드(&amp;E)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> s</source>
        <translation> 초</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation>제한 없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after this many seconds (0: run until Stop)</source>
        <translation>이 초가 지나면 멈춤 (0: 멈춤을 누를 때까지)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>없음</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop as soon as a game reaches this score (0: no target)</source>
        <translation>어떤 게임이 이 점수에 이르면 바로 멈춤 (0: 목표 없음)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after</source>
        <translation>멈춤 시간</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>or at s&amp;core</source>
        <translation>또는 점수(&amp;C)</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>best score</source>
        <translation>최고 점수</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elapsed</source>
        <translation>경과 시간</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pick an algorithm and press Start; the search runs beside your work.</source>
        <translation>알고리즘을 고르고 시작을 누르세요. 탐색은 작업과 나란히 실행됩니다.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each new best: iteration. score (seconds) layer code. Click a line to preview its grid, double-click to load it</source>
        <translation>새 최고마다: 반복. 점수 (초) 레이어 코드. 줄을 클릭하면 격자를 미리 보고, 두 번 클릭하면 불러옵니다</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pre&amp;view best</source>
        <translation>최고 미리 보기(&amp;V)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the best grid (or the log line picked) in a picture below: the document does not change</source>
        <translation>최고 격자(또는 고른 로그 줄)를 아래 그림으로 표시합니다. 문서는 바뀌지 않습니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L&amp;oad best</source>
        <translation>최고 불러오기(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the best grid so far on the board as one undo step; the search goes on</source>
        <translation>지금까지의 최고 격자를 판에 엽니다 (실행 취소 한 단계). 탐색은 계속됩니다</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code</source>
        <translation>코드 복사</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the layer code of the best grid</source>
        <translation>최고 격자의 레이어 코드 복사</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy log</source>
        <translation>로그 복사</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the log, one line per new best, in the seeds&apos; form</source>
        <translation>로그를 원래 형식으로, 새 최고마다 한 줄씩 복사</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Load &amp;Best Search Grid</source>
        <translation>탐색의 최고 격자 불러오기(&amp;B)</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The empty cross</source>
        <translation>빈 십자</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game starts from the cross of the variant</source>
        <translation>모든 게임은 변형의 십자에서 시작합니다</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The open grid, kept as the start</source>
        <translation>열린 격자를 시작으로 유지</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The open grid, kept (NRPA only)</source>
        <translation>열린 격자를 유지 (NRPA만)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game begins with the moves of the open grid and goes on from its end</source>
        <translation>모든 게임은 열린 격자의 수로 시작해 그 끝에서 이어집니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Around the open grid (warm start)</source>
        <translation>열린 격자 주변 (웜 스타트)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The policy first prefers the open grid&apos;s moves (see Warm weight), so the search explores grids near it</source>
        <translation>정책이 먼저 열린 격자의 수를 선호하므로 (초기 가중치 참고) 탐색은 그 근처 격자를 살펴봅니다</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Climb from the open grid</source>
        <translation>열린 격자에서 언덕 오르기</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The climb&apos;s first game is the open grid, finished at random when it is not</source>
        <translation>언덕 오르기의 첫 게임은 열린 격자이며, 끝나지 않았으면 무작위로 끝까지 둡니다</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The open grid is finished: no move is left after it, so there is nothing to search from its end. Start from the empty cross, or search around the open grid.</source>
        <translation>열린 격자는 끝났습니다: 그 뒤에 둘 수가 없으므로 끝에서 탐색할 것이 없습니다. 빈 십자에서 시작하거나 열린 격자 주변을 탐색하세요.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target score %1 is not above the open grid&apos;s score %2: every game would reach it at once.</source>
        <translation>목표 점수 %1이(가) 열린 격자의 점수 %2보다 높지 않습니다: 모든 게임이 곧바로 도달합니다.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>These settings cannot be used: %1.</source>
        <translation>이 설정은 쓸 수 없습니다: %1.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Stop</source>
        <translation>멈춤(&amp;S)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Start</source>
        <translation>시작(&amp;S)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the search; its log and best grid stay</source>
        <translation>탐색을 멈춥니다. 로그와 최고 격자는 남습니다</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a search with these settings (F5)</source>
        <translation>이 설정으로 탐색 시작 (F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top Search</source>
        <translation>탐색 멈춤(&amp;T)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Start Search</source>
        <translation>탐색 시작(&amp;S)</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>NRPA</source>
        <translation>NRPA</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hill climb</source>
        <translation>언덕 오르기</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 searching on %n thread(s), seed %2…</source>
        <translation>
            <numerusform>%1: 스레드 %n개로 탐색 중, 시드 %2…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Stopping…</source>
        <translation>멈추는 중…</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+34"/>
        <source>%1 in all</source>
        <translation>모두 %1</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The search could not run: %1</source>
        <translation>탐색을 실행할 수 없었습니다: %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the search finished its work</source>
        <translation>탐색이 일을 마쳤습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time limit was reached</source>
        <translation>시간 제한에 이르렀습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the target score was reached</source>
        <translation>목표 점수에 이르렀습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the iteration budget was spent</source>
        <translation>반복 예산을 다 썼습니다</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped</source>
        <translation>멈춤</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 playouts</source>
        <translation>플레이아웃 %1번</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 iterations</source>
        <translation>반복 %1번</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended (%1): best %2 after %3 in %4, seed %5.</source>
        <translation>끝남 (%1): %4 동안 %3 뒤 최고 %2, 시드 %5.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ended (%1) before the first game was over.</source>
        <translation>첫 게임이 끝나기 전에 끝남 (%1).</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Preview, not loaded: the best so far, %1</source>
        <translation>미리 보기, 불러오지 않음: 지금까지의 최고, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview, not loaded: %1 at %2 s</source>
        <translation>미리 보기, 불러오지 않음: %2초의 %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Load search result %1</source>
        <translation>탐색 결과 %1 불러오기</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loaded the search&apos;s grid of %1 moves; Undo brings back the previous grid.</source>
        <translation>탐색에서 찾은 %1수 격자를 불러왔습니다. 실행 취소하면 이전 격자로 돌아갑니다.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Layer code of the best grid copied</source>
        <translation>최고 격자의 레이어 코드를 복사했습니다</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search log copied</source>
        <translation>탐색 로그를 복사했습니다</translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchPreview</name>
    <message>
        <location filename="../app/gui/SearchPreview.cpp" line="+15"/>
        <source>A preview of a grid the search found: the document does not change. Double-click, or Load, to open it as one undo step.</source>
        <translation>탐색이 찾은 격자의 미리 보기입니다. 문서는 바뀌지 않습니다. 두 번 클릭하거나 불러오기를 누르면 실행 취소 한 단계로 엽니다.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The best grid is shown here.</source>
        <translation>최고 격자가 여기에 표시됩니다.</translation>
    </message>
</context>
</TS>
