<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko">
    <context>
        <name>ErrorDetail</name>
        <message>
            <location filename="../core/codes/Alphabet.cpp" line="+50" />
            <location filename="../core/formats/Json.cpp" line="+187" />
            <source>byte 0x%1</source>
            <translation>바이트 0x%1</translation>
        </message>
        <message>
            <location filename="../core/formats/BestCode.cpp" line="+70" />
            <source>%1 holds no %2 grid</source>
            <translation>%1에 %2 격자가 없습니다</translation>
        </message>
        <message>
            <location filename="../core/formats/CodeCollection.cpp" line="+263" />
            <source>a code of %1 characters is longer than any grid needs (limit %2)</source>
            <translation>%1자 코드는 어떤 격자에도 필요 이상으로 깁니다(한도 %2)</translation>
        </message>
        <message>
            <location line="+84" />
            <source>no variant decodes it; as %1: %2</source>
            <translation>어떤 변형으로도 해독되지 않습니다. %1(으)로: %2</translation>
        </message>
        <message>
            <location filename="../core/rules/Dependencies.cpp" line="+47" />
            <source>%1 adds a point that is already on the board</source>
            <translation>%1은(는) 이미 판에 있는 점을 추가합니다</translation>
        </message>
        <message>
            <location filename="../core/codes/LayerCoder.cpp" line="+303" />
            <location filename="../core/formats/Pentasol.cpp" line="+326" />
            <location filename="../core/rules/Dependencies.cpp" line="+17" />
            <location filename="../core/rules/MoveText.cpp" line="+218" />
            <source>the point is not on its line</source>
            <translation>점이 자기 선 위에 있지 않습니다</translation>
        </message>
        <message>
            <location filename="../core/rules/Dependencies.cpp" line="+12" />
            <source>its line passes through %1, %2, which no move of the grid adds</source>
            <translation>그 선은 %1, %2을(를) 지나는데, 격자의 어떤 수도 그 점을 추가하지 않습니다</translation>
        </message>
        <message>
            <location filename="../core/codes/GameNumber.cpp" line="+123" />
            <source>no game number</source>
            <translation>게임 번호가 없습니다</translation>
        </message>
        <message>
            <location line="+22" />
            <source>%1 digits; a %2 game number has at most %3</source>
            <translation>%1자리입니다. %2 게임 번호는 최대 %3자리입니다</translation>
        </message>
        <message>
            <location line="+30" />
            <source>the game ends after %1 moves</source>
            <translation>게임은 %1수 뒤에 끝납니다</translation>
        </message>
        <message>
            <location filename="../core/codes/GridEdit.cpp" line="+63" />
            <source>move %1 is not in the grid of %2 moves</source>
            <translation>수 %1은(는) %2수짜리 격자에 없습니다</translation>
        </message>
        <message>
            <location line="+66" />
            <source>%1 is already in the grid</source>
            <translation>%1은(는) 이미 격자에 있습니다</translation>
        </message>
        <message>
            <location filename="../core/codes/GridEdit.h" line="+27" />
            <source>grid move %1 cannot be played there: %2</source>
            <translation>격자의 수 %1은(는) 그 자리에 둘 수 없습니다: %2</translation>
        </message>
        <message>
            <location filename="../core/formats/GridFile.cpp" line="+60" />
            <source>is a directory, not a grid file</source>
            <translation>폴더이며 격자 파일이 아닙니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>not a regular file (a device, pipe or socket is not read)</source>
            <translation>일반 파일이 아닙니다(장치, 파이프, 소켓은 읽지 않습니다)</translation>
        </message>
        <message>
            <location line="+57" />
            <source>%1 is larger than %2 MiB</source>
            <translation>%1이(가) %2 MiB보다 큽니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is larger than %2 bytes</source>
            <translation>%1이(가) %2바이트보다 큽니다</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../core/formats/GridReader.cpp" line="+460" />
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <location filename="../core/formats/CodeOrNumber.cpp" line="+98" />
            <location filename="../core/formats/GridReader.cpp" line="+26" />
            <source>nothing after the variant prefix</source>
            <translation>변형 접두사 뒤에 아무것도 없습니다</translation>
        </message>
        <message>
            <location line="-18" />
            <source>not in the code alphabet</source>
            <translation>코드 알파벳에 없습니다</translation>
        </message>
        <message>
            <location line="+5" />
            <source>more than %1 characters, the most a layer code or a game number can have</source>
            <translation>%1자를 넘습니다(레이어 코드나 게임 번호가 가질 수 있는 최대)</translation>
        </message>
        <message>
            <location line="+114" />
            <source>not a layer code, nor a game number: %1</source>
            <translation>레이어 코드도 게임 번호도 아닙니다: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>as one it runs out after move %1 and the rest of the game would be guessed</source>
            <translation>게임 번호로는 수 %1 뒤에 끝나며 나머지 게임은 추측해야 합니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1; %2</source>
            <translation>%1; %2</translation>
        </message>
        <message>
            <location filename="../core/formats/GridReader.cpp" line="-268" />
            <source>no variant replays the whole list; as %1: %2</source>
            <translation>목록 전체를 재현하는 변형이 없습니다. %1(으)로: %2</translation>
        </message>
        <message>
            <location line="+104" />
            <source>in the picture's record: %1</source>
            <translation>그림의 기록에서: %1</translation>
        </message>
        <message>
            <location line="+73" />
            <source>the most a game number's text can take (a game number has at most %1 digits)</source>
            <translation>게임 번호 텍스트가 차지할 수 있는 최대치입니다(게임 번호는 최대 %1자리)</translation>
        </message>
        <message>
            <location line="+63" />
            <source>%1 bytes, more than %2</source>
            <translation>%1바이트로 %2보다 많습니다</translation>
        </message>
        <message>
            <location line="+117" />
            <source>auto is for reading only</source>
            <translation>auto는 읽기 전용입니다</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="+90" />
            <source>improve region radius %1 is outside %2..%3</source>
            <translation>개선 영역 반경 %1이(가) %2..%3 범위를 벗어납니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>improve layer span %1 is outside %2..%3</source>
            <translation>개선 레이어 폭 %1이(가) %2..%3 범위를 벗어납니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>improve largest removal %1 is outside %2..%3</source>
            <translation>개선 최대 제거 수 %1이(가) %2..%3 범위를 벗어납니다</translation>
        </message>
        <message>
            <location filename="../core/formats/Msr.cpp" line="+346" />
            <source>cannot start zlib</source>
            <translation>zlib을 시작할 수 없습니다</translation>
        </message>
        <message>
            <location filename="../core/formats/Inflate.cpp" line="+80" />
            <source>a block of the reserved type 3</source>
            <translation>예약된 유형 3의 블록</translation>
        </message>
        <message>
            <location line="+42" />
            <source>a code that stands for no symbol</source>
            <translation>어떤 기호에도 해당하지 않는 부호</translation>
        </message>
        <message>
            <location line="+17" />
            <source>a stored block whose length does not match its complement</source>
            <translation>길이가 보수와 맞지 않는 비압축 블록</translation>
        </message>
        <message>
            <location line="+38" />
            <source>more codes than DEFLATE has symbols</source>
            <translation>DEFLATE의 기호 수보다 많은 부호</translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+45" />
            <source>code lengths that do not form a prefix code</source>
            <translation>접두 부호를 이루지 못하는 부호 길이</translation>
        </message>
        <message>
            <location line="-29" />
            <source>a repeat of a code length before the first one</source>
            <translation>첫 부호 길이보다 앞선 반복</translation>
        </message>
        <message>
            <location line="+11" />
            <source>code lengths that run past their count</source>
            <translation>개수를 넘는 부호 길이</translation>
        </message>
        <message>
            <location line="+7" />
            <source>no code for the end of the block</source>
            <translation>블록 끝을 나타내는 부호가 없음</translation>
        </message>
        <message>
            <location line="+34" />
            <source>a length symbol out of range</source>
            <translation>범위를 벗어난 길이 기호</translation>
        </message>
        <message>
            <location line="+8" />
            <source>a distance symbol out of range</source>
            <translation>범위를 벗어난 거리 기호</translation>
        </message>
        <message>
            <location line="+7" />
            <source>a distance back past the start of the data</source>
            <translation>데이터 시작보다 앞을 가리키는 거리</translation>
        </message>
        <message>
            <location line="+19" />
            <source>the compressed data inflates to more than %1 MiB</source>
            <translation>압축된 데이터를 풀면 %1 MiB를 넘습니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the compressed data inflates to more than %1 bytes</source>
            <translation>압축된 데이터를 풀면 %1바이트를 넘습니다</translation>
        </message>
        <message>
            <location line="+14" />
            <source>bad DEFLATE data at byte %1: %2</source>
            <translation>%1번째 바이트의 DEFLATE 데이터가 잘못되었습니다: %2</translation>
        </message>
        <message>
            <location line="+38" />
            <source>the zlib header is not that of a DEFLATE stream</source>
            <translation>zlib 헤더가 DEFLATE 스트림의 것이 아닙니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the zlib stream needs a preset dictionary</source>
            <translation>zlib 스트림에 미리 정한 사전이 필요합니다</translation>
        </message>
        <message>
            <location line="+15" />
            <source>the zlib checksum does not match the inflated data</source>
            <translation>zlib 체크섬이 풀어낸 데이터와 맞지 않습니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>data after the end of the DEFLATE stream</source>
            <translation>DEFLATE 스트림이 끝난 뒤에 데이터가 있습니다</translation>
        </message>
        <message>
            <location line="-66" />
            <location line="+42" />
            <location line="+15" />
            <source>the DEFLATE data is cut short</source>
            <translation>DEFLATE 데이터가 중간에 끊겼습니다</translation>
        </message>
        <message>
            <location filename="../core/formats/Json.cpp" line="-48" />
            <source>no JSON value</source>
            <translation>JSON 값이 없습니다</translation>
        </message>
        <message>
            <location line="+6" />
            <source>unexpected text after the JSON value</source>
            <translation>JSON 값 뒤에 예상치 못한 텍스트가 있습니다</translation>
        </message>
        <message>
            <location line="+49" />
            <source>more than %1 JSON values</source>
            <translation>JSON 값이 %1개를 넘습니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>unexpected end of the text, expected a value</source>
            <translation>텍스트가 예기치 않게 끝났습니다. 값이 필요합니다</translation>
        </message>
        <message>
            <location line="+21" />
            <source>expected '%1'</source>
            <translation>'%1'이(가) 필요합니다</translation>
        </message>
        <message>
            <location line="+22" />
            <source>expected a digit</source>
            <translation>숫자가 필요합니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected a value, found %1</source>
            <translation>값이 필요한데 %1이(가) 있습니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>a number cannot have a leading zero</source>
            <translation>숫자는 0으로 시작할 수 없습니다</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected a digit after '.'</source>
            <translation>'.' 뒤에 숫자가 필요합니다</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected a digit in the exponent</source>
            <translation>지수에 숫자가 필요합니다</translation>
        </message>
        <message>
            <location line="+66" />
            <location line="+22" />
            <source>unterminated string</source>
            <translation>문자열이 끝나지 않았습니다</translation>
        </message>
        <message>
            <location line="-14" />
            <source>control character %1 in a string (write it as an escape)</source>
            <translation>문자열에 제어 문자 %1이(가) 있습니다(이스케이프로 쓰세요)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>invalid UTF-8 %1 in a string</source>
            <translation>문자열에 잘못된 UTF-8 %1이(가) 있습니다</translation>
        </message>
        <message>
            <location line="+23" />
            <source>expected four hex digits after \u</source>
            <translation>\u 뒤에 16진수 네 자리가 필요합니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>lone low surrogate in \u escape</source>
            <translation>\u 이스케이프에 짝 없는 하위 서로게이트가 있습니다</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+5" />
            <source>high surrogate without its low surrogate</source>
            <translation>상위 서로게이트에 짝이 되는 하위 서로게이트가 없습니다</translation>
        </message>
        <message>
            <location line="+8" />
            <source>unknown escape \%1</source>
            <translation>알 수 없는 이스케이프 \%1</translation>
        </message>
        <message>
            <location line="+10" />
            <location line="+35" />
            <source>nested deeper than %1 levels</source>
            <translation>중첩이 %1단계보다 깊습니다</translation>
        </message>
        <message>
            <location line="-19" />
            <source>unterminated array, expected ',' or ']'</source>
            <translation>배열이 끝나지 않았습니다. ',' 또는 ']'가 필요합니다</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ',' or ']' in an array, found %1</source>
            <translation>배열에 ',' 또는 ']'가 필요한데 %1이(가) 있습니다</translation>
        </message>
        <message>
            <location line="+25" />
            <source>unterminated object, expected a key</source>
            <translation>객체가 끝나지 않았습니다. 키가 필요합니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected a key in double quotes, found %1</source>
            <translation>큰따옴표로 감싼 키가 필요한데 %1이(가) 있습니다</translation>
        </message>
        <message>
            <location line="+19" />
            <source>duplicate key "%1"</source>
            <translation>키 "%1"이(가) 중복되었습니다</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ':' after the key</source>
            <translation>키 뒤에 ':'가 필요합니다</translation>
        </message>
        <message>
            <location line="+9" />
            <source>unterminated object, expected ',' or '}'</source>
            <translation>객체가 끝나지 않았습니다. ',' 또는 '}'가 필요합니다</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ',' or '}' in an object, found %1</source>
            <translation>객체에 ',' 또는 '}'가 필요한데 %1이(가) 있습니다</translation>
        </message>
        <message>
            <location filename="../core/codes/LayerCoder.cpp" line="-228" />
            <source>the game ends at bit %1</source>
            <translation>게임은 비트 %1에서 끝납니다</translation>
        </message>
        <message>
            <location line="+216" />
            <source>%1 (also at index %2)</source>
            <translation>%1(인덱스 %2에도 있음)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 and %2 draw the same line</source>
            <translation>%1과(와) %2은(는) 같은 선을 긋습니다</translation>
        </message>
        <message>
            <location line="+58" />
            <source>%1 is never a candidate (%2 moves are never reached)</source>
            <translation>%1은(는) 한 번도 후보가 되지 않습니다(%2수에 도달하지 못함)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is never a candidate</source>
            <translation>%1은(는) 한 번도 후보가 되지 않습니다</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 and %2</source>
            <translation>%1과(와) %2</translation>
        </message>
        <message>
            <location filename="../core/rules/MoveText.cpp" line="-70" />
            <source>expected the point's x coordinate</source>
            <translation>점의 x 좌표가 필요합니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' after x</source>
            <translation>x 뒤에 ','가 필요합니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the point's y coordinate</source>
            <translation>점의 y 좌표가 필요합니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected '-' or '–' before the line</source>
            <translation>선 앞에 '-' 또는 '–'가 필요합니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected '(' to open the line</source>
            <translation>선을 여는 '('가 필요합니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the line's x coordinate</source>
            <translation>선의 x 좌표가 필요합니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' in the line</source>
            <translation>선 안에 ','가 필요합니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the line's y coordinate</source>
            <translation>선의 y 좌표가 필요합니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' before the direction</source>
            <translation>방향 앞에 ','가 필요합니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a direction: ne, e, se or s</source>
            <translation>방향이 필요합니다: ne, e, se, s 중 하나</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ')' to close the line</source>
            <translation>선을 닫는 ')'가 필요합니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>unexpected text after the move</source>
            <translation>수 뒤에 예상치 못한 텍스트가 있습니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the point %1, %2 is not on the line %3</source>
            <translation>점 %1, %2은(는) 선 %3 위에 있지 않습니다</translation>
        </message>
        <message>
            <location line="+52" />
            <source>the point %1, %2 is already on the board</source>
            <translation>점 %1, %2은(는) 이미 판에 있습니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the line needs the point %1, %2, which is not on the board</source>
            <translation>선에 점 %1, %2이(가) 필요한데 판에 없습니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the line touches the line %1 of move %2</source>
            <translation>선이 수 %2의 선 %1에 닿습니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the line overlaps the line %1 of move %2</source>
            <translation>선이 수 %2의 선 %1과(와) 겹칩니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the move is not legal here</source>
            <translation>이 수는 여기에 둘 수 없습니다</translation>
        </message>
        <message>
            <location filename="../core/formats/Msr.cpp" line="-264" />
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <location line="+1" />
            <source>boolean</source>
            <translation>불리언</translation>
        </message>
        <message>
            <location line="+1" />
            <source>number</source>
            <translation>숫자</translation>
        </message>
        <message>
            <location line="+1" />
            <source>string</source>
            <translation>문자열</translation>
        </message>
        <message>
            <location line="+1" />
            <source>array</source>
            <translation>배열</translation>
        </message>
        <message>
            <location line="+1" />
            <source>object</source>
            <translation>객체</translation>
        </message>
        <message>
            <location line="+8" />
            <source>move %1: %2</source>
            <translation>수 %1: %2</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+27" />
            <source>no "%1" field</source>
            <translation>"%1" 필드가 없습니다</translation>
        </message>
        <message>
            <location line="-23" />
            <source>"%1" must be an integer, found %2</source>
            <translation>"%1"은(는) 정수여야 하는데 %2입니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>"%1" is out of range: %2</source>
            <translation>"%1"이(가) 범위를 벗어납니다: %2</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected an object, found %1</source>
            <translation>객체가 필요한데 %1입니다</translation>
        </message>
        <message>
            <location line="+13" />
            <location line="+299" />
            <source>"%1" must be a string, found %2</source>
            <translation>"%1"은(는) 문자열이어야 하는데 %2입니다</translation>
        </message>
        <message>
            <location line="-294" />
            <source>unknown "dir" "%1" (expected H, V, DP or DN)</source>
            <translation>알 수 없는 "dir" "%1"(H, V, DP, DN 중 하나여야 함)</translation>
        </message>
        <message>
            <location line="+7" />
            <source>"pos" must be 0..%1, found %2</source>
            <translation>"pos"는 0..%1이어야 하는데 %2입니다</translation>
        </message>
        <message>
            <location line="+17" />
            <location line="+11" />
            <location line="+18" />
            <source>"%1" is %2, the moves give %3</source>
            <translation>"%1"은(는) %2인데 수에서는 %3이(가) 나옵니다</translation>
        </message>
        <message>
            <location line="-7" />
            <source>"bbox" differs, the moves give %1</source>
            <translation>"bbox"가 다릅니다. 수에서는 %1이(가) 나옵니다</translation>
        </message>
        <message>
            <location line="+22" />
            <location line="+260" />
            <location filename="../core/formats/Pentasol.cpp" line="-1" />
            <source>move %1, %2: %3</source>
            <translation>수 %1, %2: %3</translation>
        </message>
        <message>
            <location line="-162" />
            <source>'=' inside the base64 data</source>
            <translation>base64 데이터 중간에 '='가 있습니다</translation>
        </message>
        <message>
            <location line="+13" />
            <source>'%1' is not URL-safe base64 (A-Z a-z 0-9 - _)</source>
            <translation>'%1'은(는) URL 안전 base64가 아닙니다(A-Z a-z 0-9 - _)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>byte %1 is not URL-safe base64</source>
            <translation>바이트 %1은(는) URL 안전 base64가 아닙니다</translation>
        </message>
        <message>
            <location line="+15" />
            <source>the base64 data is cut short (its length leaves a lone character)</source>
            <translation>base64 데이터가 중간에 끊겼습니다(길이상 문자 하나가 남습니다)</translation>
        </message>
        <message>
            <location line="+27" />
            <source>zlib could not compress the record</source>
            <translation>zlib이 기록을 압축하지 못했습니다</translation>
        </message>
        <message>
            <location line="+12" />
            <source>writing MS1 needs zlib, which this build does not have</source>
            <translation>MS1을 쓰려면 zlib이 필요하지만 이 빌드에는 없습니다</translation>
        </message>
        <message>
            <location line="+41" />
            <source>an MSR record of %1 bytes is over the limit of %2 MiB</source>
            <translation>%1바이트 MSR 기록은 한도 %2 MiB를 넘습니다</translation>
        </message>
        <message>
            <location line="+14" />
            <source>an MSR record is a JSON object, found %1</source>
            <translation>MSR 기록은 JSON 객체여야 하는데 %1입니다</translation>
        </message>
        <message>
            <location line="+14" />
            <source>the record has no "variant" field</source>
            <translation>기록에 "variant" 필드가 없습니다</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the record has no "moves" field</source>
            <translation>기록에 "moves" 필드가 없습니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>"moves" must be an array, found %1</source>
            <translation>"moves"는 배열이어야 하는데 %1입니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 moves, more than the limit of %2</source>
            <translation>%1수로 한도 %2을(를) 넘습니다</translation>
        </message>
        <message>
            <location line="+38" />
            <source>a compact MSR record starts with "MS1:"</source>
            <translation>압축 MSR 기록은 "MS1:"로 시작합니다</translation>
        </message>
        <message>
            <location line="+8" />
            <source>the MS1 text is over %1 MiB</source>
            <translation>MS1 텍스트가 %1 MiB를 넘습니다</translation>
        </message>
        <message>
            <location line="+9" />
            <source>no data after "MS1:"</source>
            <translation>"MS1:" 뒤에 데이터가 없습니다</translation>
        </message>
        <message>
            <location line="+9" />
            <source>in the inflated JSON: %1</source>
            <translation>압축을 푼 JSON에서: %1</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="-48" />
            <source>NRPA level %1 is outside 1..10</source>
            <translation>NRPA 레벨 %1이(가) 1..10 범위를 벗어납니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA iterations %1 are outside 1..1000000</source>
            <translation>NRPA 반복 횟수 %1이(가) 1..1000000 범위를 벗어납니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>NRPA alpha must be above 0 and at most 10</source>
            <translation>NRPA 알파는 0보다 크고 10 이하여야 합니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA stabilization %1 is outside 1..1000</source>
            <translation>NRPA 안정화 %1이(가) 1..1000 범위를 벗어납니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA repetitions %1 are outside 0..1000000</source>
            <translation>NRPA 반복 실행 횟수 %1이(가) 0..1000000 범위를 벗어납니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA warm-start weight must be between -50 and 50</source>
            <translation>NRPA 웜 스타트 가중치는 -50에서 50 사이여야 합니다</translation>
        </message>
        <message>
            <location filename="../core/search/Nrpa.cpp" line="+35" />
            <source>prefix move %1 cannot be played there: %2</source>
            <translation>접두 수 %1은(는) 그 자리에 둘 수 없습니다: %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>warm-start move %1 does not lie on its line</source>
            <translation>웜 스타트 수 %1이(가) 자기 선 위에 있지 않습니다</translation>
        </message>
        <message>
            <location filename="../core/formats/Pentasol.cpp" line="-224" />
            <source>expected '(' to open the reference point</source>
            <translation>기준점을 여는 '('가 필요합니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected '(' to open the move's point</source>
            <translation>수의 점을 여는 '('가 필요합니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected the reference point's column</source>
            <translation>기준점의 열이 필요합니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected the move's point's column</source>
            <translation>수의 점의 열이 필요합니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' between column and row</source>
            <translation>열과 행 사이에 ','가 필요합니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the reference point's row</source>
            <translation>기준점의 행이 필요합니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected the move's point's row</source>
            <translation>수의 점의 행이 필요합니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ')' to close the reference point</source>
            <translation>기준점을 닫는 ')'가 필요합니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected ')' to close the move's point</source>
            <translation>수의 점을 닫는 ')'가 필요합니다</translation>
        </message>
        <message>
            <location line="+53" />
            <source>unexpected text after the reference point</source>
            <translation>기준점 뒤에 예상치 못한 텍스트가 있습니다</translation>
        </message>
        <message>
            <location line="+8" />
            <source>more than %1 moves</source>
            <translation>%1수를 넘습니다</translation>
        </message>
        <message>
            <location line="+10" />
            <source>expected a direction: '-', '|', '/' or '\'</source>
            <translation>방향이 필요합니다: '-', '|', '/', '\' 중 하나</translation>
        </message>
        <message>
            <location line="+6" />
            <source>expected an offset -2..+2</source>
            <translation>-2..+2 오프셋이 필요합니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>offset %1 is out of range -2..+2</source>
            <translation>오프셋 %1이(가) -2..+2 범위를 벗어납니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>unexpected text after the offset</source>
            <translation>오프셋 뒤에 예상치 못한 텍스트가 있습니다</translation>
        </message>
        <message>
            <location line="+10" />
            <source>no reference point line "(col,row)"</source>
            <translation>기준점 줄 "(col,row)"이(가) 없습니다</translation>
        </message>
        <message>
            <location line="+26" />
            <source>offset %1 is out of range +2..-1 for %2 (4-point lines)</source>
            <translation>오프셋 %1은(는) %2에서 +2..-1 범위를 벗어납니다(4점 선)</translation>
        </message>
        <message>
            <location line="+57" />
            <source>no variant replays the whole file; as %1: %2</source>
            <translation>파일 전체를 재현하는 변형이 없습니다. %1(으)로: %2</translation>
        </message>
        <message>
            <location filename="../core/base/Phrase.h" line="+93" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../core/formats/PictureRecord.cpp" line="+29" />
            <source>the picture's record is over %1 MiB</source>
            <translation>그림의 기록이 %1 MiB를 넘습니다</translation>
        </message>
        <message>
            <location line="+27" />
            <source>the PNG's zTXt "msr" chunk has an unknown compression method</source>
            <translation>PNG의 zTXt "msr" 청크에 알 수 없는 압축 방식이 쓰였습니다</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+8" />
            <source>the PNG's iTXt "msr" chunk is cut short</source>
            <translation>PNG의 iTXt "msr" 청크가 중간에 끊겼습니다</translation>
        </message>
        <message>
            <location line="-5" />
            <source>the PNG's iTXt "msr" chunk has an unknown compression method</source>
            <translation>PNG의 iTXt "msr" 청크에 알 수 없는 압축 방식이 쓰였습니다</translation>
        </message>
        <message>
            <location line="+21" />
            <location filename="../core/formats/PictureRecordWrite.cpp" line="+143" />
            <source>the PNG is cut short in its %1 chunk</source>
            <translation>PNG가 %1 청크에서 끊겼습니다</translation>
        </message>
        <message>
            <location line="+81" />
            <source>the SVG drawing is not well formed: %1</source>
            <translation>SVG 그림이 올바른 형식이 아닙니다: %1</translation>
        </message>
        <message>
            <location line="+28" />
            <source>a comment that never ends</source>
            <translation>끝나지 않는 주석</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+19" />
            <source>a CDATA section that never ends</source>
            <translation>끝나지 않는 CDATA 구역</translation>
        </message>
        <message>
            <location line="-17" />
            <source>a processing instruction that never ends</source>
            <translation>끝나지 않는 처리 명령</translation>
        </message>
        <message>
            <location line="+4" />
            <source>a DOCTYPE that never ends</source>
            <translation>끝나지 않는 DOCTYPE</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a declaration that never ends</source>
            <translation>끝나지 않는 선언</translation>
        </message>
        <message>
            <location line="+41" />
            <source>a '&lt;' that starts no tag</source>
            <translation>태그를 시작하지 않는 '&lt;'</translation>
        </message>
        <message>
            <location line="+10" />
            <source>a '&lt;' inside the tag &lt;%1&gt;</source>
            <translation>태그 &lt;%1&gt; 안의 '&lt;'</translation>
        </message>
        <message>
            <location line="+7" />
            <source>the tag &lt;%1&gt; never ends</source>
            <translation>태그 &lt;%1&gt;이(가) 끝나지 않습니다</translation>
        </message>
        <message>
            <location line="+7" />
            <source>an end tag &lt;/%1&gt; without its start tag</source>
            <translation>시작 태그가 없는 끝 태그 &lt;/%1&gt;</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the end tag &lt;/%1&gt; where &lt;/%2&gt; was due</source>
            <translation>&lt;/%2&gt;가 와야 할 자리에 끝 태그 &lt;/%1&gt;이(가) 있습니다</translation>
        </message>
        <message>
            <location line="+39" />
            <source>the "msr" element never ends</source>
            <translation>"msr" 요소가 끝나지 않습니다</translation>
        </message>
        <message>
            <location line="+8" />
            <source>a '&amp;' that starts no entity</source>
            <translation>엔터티를 시작하지 않는 '&amp;'</translation>
        </message>
        <message>
            <location line="+17" />
            <source>the character reference &amp;%1; has no digits</source>
            <translation>문자 참조 &amp;%1;에 숫자가 없습니다</translation>
        </message>
        <message>
            <location line="+10" />
            <source>the character reference &amp;%1; is not a number</source>
            <translation>문자 참조 &amp;%1;이(가) 숫자가 아닙니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the character reference &amp;%1; names no character</source>
            <translation>문자 참조 &amp;%1;이(가) 어떤 문자도 가리키지 않습니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the entity &amp;%1; is not one of XML's own</source>
            <translation>엔터티 &amp;%1;은(는) XML 고유 엔터티가 아닙니다</translation>
        </message>
        <message>
            <location line="+141" />
            <source>not a PNG or SVG picture</source>
            <translation>PNG나 SVG 그림이 아닙니다</translation>
        </message>
        <message>
            <location filename="../core/search/SearchLimits.cpp" line="+10" />
            <source>threads %1 are outside 1..1024</source>
            <translation>스레드 수 %1이(가) 1..1024 범위를 벗어납니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>search times must be numbers, the progress interval above 0</source>
            <translation>탐색 시간은 숫자여야 하며 진행 간격은 0보다 커야 합니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>an iteration budget above %1</source>
            <translation>%1을(를) 넘는 반복 횟수 한도</translation>
        </message>
        <message>
            <location filename="../core/search/SearchOptions.cpp" line="+50" />
            <source>the first board window %1 is outside 0..%2</source>
            <translation>판의 첫 창 %1이(가) 0..%2 범위 밖입니다</translation>
        </message>
        <message>
            <location line="+19" />
            <source>the grid is finished (no legal move left): there is nothing to search after it</source>
            <translation>격자가 끝났습니다(둘 수 있는 수가 없음). 그 뒤로 탐색할 것이 없습니다</translation>
        </message>
        <message>
            <location line="-13" />
            <source>improve needs a grid to improve</source>
            <translation>개선하려면 개선할 격자가 필요합니다</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="+19" />
            <source>hill-climb blacklist %1 is outside 0..1000</source>
            <translation>언덕 오르기 블랙리스트 %1이(가) 0..1000 범위를 벗어납니다</translation>
        </message>
        <message>
            <location filename="../core/search/SearchOptions.cpp" line="+3" />
            <source>the hill climb cannot keep a prefix fixed: start it from the grid instead</source>
            <translation>언덕 오르기는 접두부를 고정할 수 없습니다. 대신 격자에서 시작하세요</translation>
        </message>
        <message>
            <location filename="../core/rules/CheckpointReader.cpp" line="+212" />
            <location filename="../core/search/SearchCheckpointParse.cpp" line="+298" />
            <source>checkpoint: %1</source>
            <translation>체크포인트: %1</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpoint.cpp" line="+48" />
            <source>checkpoint: a root-parallel NRPA search cannot be resumed (its threads share each search)</source>
            <translation>체크포인트: 루트 병렬 NRPA 탐색은 재개할 수 없습니다(스레드가 각 탐색을 공유함)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>checkpoint: an improver cannot be resumed (start it again from its best grid)</source>
            <translation>체크포인트: 개선은 재개할 수 없습니다(가장 좋은 격자에서 다시 시작하세요)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>checkpoint: %1 thread states for %2 threads</source>
            <translation>체크포인트: 스레드 %2개에 스레드 상태가 %1개 있습니다</translation>
        </message>
        <message>
            <location line="+16" />
            <source>checkpoint: thread %1</source>
            <translation>체크포인트: 스레드 %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>its best game does not replay</source>
            <translation>가장 좋은 게임을 재현할 수 없습니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>its best score is not its best game's move count</source>
            <translation>최고 점수가 가장 좋은 게임의 수 개수와 다릅니다</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the game it climbs from does not replay</source>
            <translation>언덕 오르기의 출발 게임을 재현할 수 없습니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the game it climbs from is not finished</source>
            <translation>언덕 오르기의 출발 게임이 끝나지 않았습니다</translation>
        </message>
        <message>
            <location filename="../core/formats/SearchLog.cpp" line="+99" />
            <source>the end of the line</source>
            <translation>줄의 끝</translation>
        </message>
        <message>
            <location line="+19" />
            <source>expected the iteration number, found %1</source>
            <translation>반복 번호가 필요한데 %1이(가) 있습니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>iteration number with more than 18 digits</source>
            <translation>18자리를 넘는 반복 번호</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected '.' after the iteration number, found %1</source>
            <translation>반복 번호 뒤에 '.'가 필요한데 %1이(가) 있습니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a space before the score, found %1</source>
            <translation>점수 앞에 공백이 필요한데 %1이(가) 있습니다</translation>
        </message>
        <message>
            <location line="+10" />
            <source>expected the score, found %1</source>
            <translation>점수가 필요한데 %1이(가) 있습니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>score with more than 6 digits</source>
            <translation>6자리를 넘는 점수</translation>
        </message>
        <message>
            <location line="+3" />
            <source>expected a space after the score, found %1</source>
            <translation>점수 뒤에 공백이 필요한데 %1이(가) 있습니다</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected '(' before the elapsed seconds, found %1</source>
            <translation>경과 초 앞에 '('가 필요한데 %1이(가) 있습니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected the elapsed seconds, found %1</source>
            <translation>경과 초가 필요한데 %1이(가) 있습니다</translation>
        </message>
        <message>
            <location line="+6" />
            <source>expected digits after the decimal point, found %1</source>
            <translation>소수점 뒤에 숫자가 필요한데 %1이(가) 있습니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>elapsed seconds with too many digits</source>
            <translation>경과 초의 자릿수가 너무 많습니다</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected ')' after the elapsed seconds, found %1</source>
            <translation>경과 초 뒤에 ')'가 필요한데 %1이(가) 있습니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a space before the code, found %1</source>
            <translation>코드 앞에 공백이 필요한데 %1이(가) 있습니다</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected the layer code, found %1</source>
            <translation>레이어 코드가 필요한데 %1이(가) 있습니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>layer code longer than %1 characters</source>
            <translation>%1자를 넘는 레이어 코드</translation>
        </message>
        <message>
            <location line="+34" />
            <source>unexpected %1 after the code</source>
            <translation>코드 뒤에 예상치 못한 %1이(가) 있습니다</translation>
        </message>
        <message>
            <location line="+89" />
            <source>a log line cannot hold a line break</source>
            <translation>로그 줄에는 줄 바꿈을 넣을 수 없습니다</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the log is not open</source>
            <translation>로그가 열려 있지 않습니다</translation>
        </message>
        <message>
            <location line="+13" />
            <source>nothing written</source>
            <translation>아무것도 쓰지 못했습니다</translation>
        </message>
        <message>
            <location line="+13" />
            <source>a line was written in pieces and may be mixed with a line that another program appended to the same log</source>
            <extracomment>"another program": another search process appending to the same log file at the same time (jobs of a cluster), never a person. A "line" here is a line of text of the log.</extracomment>
            <translation>줄이 나뉘어 기록되어, 다른 프로그램이 같은 로그에 덧붙인 줄과 섞였을 수 있습니다</translation>
        </message>
        <message>
            <location line="+11" />
            <source>write error</source>
            <translation>쓰기 오류</translation>
        </message>
        <message>
            <location filename="../core/base/ThreadStart.cpp" line="+16" />
            <source>cannot start thread %1 of %2</source>
            <translation>스레드 %1/%2을(를) 시작할 수 없습니다</translation>
        </message>
        <message>
            <location filename="../core/formats/AnalysisRecord.cpp" line="+22" />
            <source>the record's analysis</source>
            <translation>기록의 분석</translation>
        </message>
        <message>
            <location line="+14" />
            <source>"%1" must be a whole number from %2 to %3</source>
            <translation>"%1"은(는) %2부터 %3까지의 정수여야 합니다</translation>
        </message>
        <message>
            <location line="+142" />
            <source>it must be an object, not %1</source>
            <translation>객체여야 합니다(%1이(가) 아님)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>"game" must be the game number of the game analysed</source>
            <translation>"game"은 분석한 게임의 게임 번호여야 합니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>it is the analysis of another game</source>
            <translation>다른 게임의 분석입니다</translation>
        </message>
        <message>
            <location line="-128" />
            <source>"reuse" must be true or false</source>
            <translation>"reuse"는 true 또는 false여야 합니다</translation>
        </message>
        <message>
            <location line="+7" />
            <source>"seed" must be a whole number from 0 to 2^64 - 1, as text</source>
            <translation>시드 "seed"는 0부터 2^64 - 1까지의 정수를 텍스트로 쓴 것이어야 합니다</translation>
        </message>
        <message>
            <location line="+11" />
            <source>"found" must list the %1 positions of the game</source>
            <translation>"found"는 게임의 국면 %1개를 나열해야 합니다</translation>
        </message>
        <message>
            <location line="+5" />
            <source>"found" must hold whole numbers from -1 on</source>
            <translation>"found"는 -1 이상의 정수여야 합니다</translation>
        </message>
        <message>
            <location line="+11" />
            <source>"proven" must list positions from 0 to %1, each once, in order</source>
            <translation>"proven"은 0부터 %1까지의 국면을 각각 한 번씩 순서대로 나열해야 합니다</translation>
        </message>
        <message>
            <location line="+20" />
            <location line="+10" />
            <location line="+9" />
            <source>"games" must be a list of layer codes</source>
            <translation>"games"는 레이어 코드의 목록이어야 합니다</translation>
        </message>
        <message>
            <location filename="../core/search/GameAnalyser.cpp" line="+220" />
            <source>analysis budget %1 is outside %2..1000000000</source>
            <translation>분석 예산 %1이(가) %2..1000000000 범위를 벗어났습니다</translation>
        </message>
        <message>
            <location line="+5" />
            <source>an analysis takes a budget per position, not an iteration budget or a target</source>
            <translation>분석은 국면마다 예산을 받습니다. 반복 예산이나 목표는 받지 않습니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>analysis nodes %1 are outside 0..%2</source>
            <translation>분석 노드 %1이(가) 0..%2 범위를 벗어났습니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>analysis chain %1 is outside 1..1000</source>
            <translation>분석 체인 %1이(가) 1..1000 범위를 벗어났습니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>analysis passes %1 are outside 1..100</source>
            <translation>분석 패스 %1이(가) 1..100 범위를 벗어났습니다</translation>
        </message>
        <message>
            <location filename="../core/codes/GameAnalysis.cpp" line="+30" />
            <location line="+8" />
            <source>an analysis of %1 moves has %2 positions, not %3</source>
            <translation>%1수 게임의 분석에는 국면이 %3개가 아니라 %2개 있습니다</translation>
        </message>
        <message>
            <location line="-4" />
            <source>the analysis of position %1 found fewer moves than it has</source>
            <translation>국면 %1의 분석에서 찾은 수가 그 국면의 수보다 적습니다</translation>
        </message>
        <message>
            <location line="+8" />
            <source>the analysis proves position %1 without a score for it</source>
            <translation>분석이 국면 %1을(를) 점수 없이 증명합니다</translation>
        </message>
        <message>
            <location line="+14" />
            <source>game %1 of the analysis is not a legal game</source>
            <translation>분석의 게임 %1은(는) 합법적인 게임이 아닙니다</translation>
        </message>
        <message>
            <location line="+84" />
            <source>the analysis has no game for the score of position %1</source>
            <translation>분석에 국면 %1의 점수에 해당하는 게임이 없습니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the analysis proves position %1 but holds a longer game from it</source>
            <translation>분석이 국면 %1을(를) 증명하지만 그곳에서 더 긴 게임을 담고 있습니다</translation>
        </message>
        <message>
            <location filename="../core/formats/LineReader.cpp" line="+108" />
            <source>a line longer than %1 MiB, skipped</source>
            <translation>%1MiB보다 긴 줄(건너뜀)</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpointParse.cpp" line="-10" />
            <source>checkpoint: versions 1 to %1 are the ones this program reads</source>
            <translation>체크포인트: 이 프로그램은 버전 1부터 %1까지 읽습니다</translation>
        </message>
        <message>
            <location filename="../core/formats/GridPage.cpp" line="+11" />
            <source>the web page has no place for a grid: it is not the viewer this program builds</source>
            <translation>웹 페이지에 격자를 넣을 자리가 없습니다: 이 프로그램이 만드는 뷰어가 아닙니다</translation>
        </message>
        <message>
            <location filename="../core/formats/PictureRecordWrite.cpp" line="-16" />
            <source>not a PNG picture</source>
            <translation>PNG 그림이 아닙니다</translation>
        </message>
        <message>
            <location line="+24" />
            <source>the PNG ends inside a chunk's header</source>
            <translation>PNG가 청크 헤더 중간에서 끝납니다</translation>
        </message>
        <message>
            <location line="+19" />
            <source>not an SVG drawing: it has no &lt;svg&gt; tag</source>
            <translation>SVG 그림이 아닙니다: &lt;svg&gt; 태그가 없습니다</translation>
        </message>
        <message>
            <location filename="../core/formats/AnalysisRecord.cpp" line="-3" />
            <source>"games" lists more games than the game has positions (%1)</source>
            <translation>"games"에 게임의 국면 수(%1)보다 많은 게임이 있습니다</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpoint.cpp" line="-25" />
            <source>checkpoint: seconds must be from 0 to %1</source>
            <translation>체크포인트: 초는 0부터 %1까지여야 합니다</translation>
        </message>
        <message>
            <location filename="../core/solver/SolverRun.cpp" line="+45" />
            <source>the grid reaches past the solver's board of %1 × %1 points around the cross</source>
            <translation>격자가 솔버의 판(십자 주위 %1 × %1 점)을 벗어납니다</translation>
        </message>
        <message>
            <location line="+58" />
            <source>the checkpoint is of another grid, variant or depth</source>
            <translation>체크포인트가 다른 격자, 변형 또는 깊이의 것입니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the checkpoint is of another part of the work</source>
            <translation>체크포인트가 작업의 다른 부분의 것입니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the checkpoint cuts the work otherwise (another version of the program?)</source>
            <translation>체크포인트가 작업을 다르게 나눕니다(다른 버전의 프로그램?)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the checkpoint names an item outside its part</source>
            <translation>체크포인트가 자기 부분 밖의 항목을 가리킵니다</translation>
        </message>
        <message>
            <location line="+304" />
            <source>the start grid does not replay</source>
            <translation>시작 격자를 재현할 수 없습니다</translation>
        </message>
        <message>
            <location filename="../core/formats/GridReader.cpp" line="-172" />
            <source>layer code</source>
            <translation>레이어 코드</translation>
        </message>
        <message>
            <location line="+1" />
            <source>game number</source>
            <translation>게임 번호</translation>
        </message>
        <message>
            <location line="+1" />
            <source>move list</source>
            <translation>수 목록</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pentasol record</source>
            <translation>Pentasol 기록</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MSR record</source>
            <translation>MSR 기록</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MS1 record</source>
            <translation>MS1 기록</translation>
        </message>
        <message>
            <location line="+2" />
            <source>grid</source>
            <translation>격자</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The grid does not name its variant: it was read as %1, the strictest variant under which it is legal. It is also legal as %2.</source>
            <translation>격자에 변형이 적혀 있지 않습니다: 규칙에 맞는 가장 엄격한 변형인 %1(으)로 읽었습니다. %2(으)로도 규칙에 맞습니다.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The file says it is a %1 grid, but it is not legal as %1 (%2): it was read as %3.</source>
            <translation>파일에는 %1 격자라고 되어 있지만 %1(으)로는 규칙에 맞지 않아 (%2) %3(으)로 읽었습니다.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The text was read as a %1; it is also a valid %2.</source>
            <translation>텍스트를 %1(으)로 읽었습니다. %2(으)로도 올바릅니다.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The record's stored value does not match its moves (%1); the moves were used.</source>
            <translation>기록에 저장된 값이 수와 맞지 않습니다 (%1). 수를 기준으로 읽었습니다.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The record says it is a %1 grid: it was read as %1, not as %2.</source>
            <translation>기록이 %1 격자라고 밝히므로 %2가 아니라 %1로 읽었습니다.</translation>
        </message>
        <message>
            <location line="-13" />
            <source>The text was read as a game number, as it is not a layer code (%1). The number runs out before the game ends: its last move is the first legal move.</source>
            <translation>텍스트가 레이어 코드가 아니므로 (%1) 게임 번호로 읽었습니다. 게임이 끝나기 전에 번호가 바닥나서, 마지막 1수는 그때 둘 수 있는 첫 번째 수를 둡니다.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The text was read as a game number, as it is not a layer code (%1). The number runs out before the game ends: its last %2 moves are each the first legal move.</source>
            <translation>텍스트가 레이어 코드가 아니므로 (%1) 게임 번호로 읽었습니다. 게임이 끝나기 전에 번호가 바닥나서, 마지막 %2수는 각각 그때 둘 수 있는 첫 번째 수를 둡니다.</translation>
        </message>
    </context>
    <context>
        <name>ErrorText</name>
        <message>
            <location filename="../core/base/ErrorText.cpp" line="+17" />
            <source> on line %1, column %2</source>
            <translation> (%1번째 줄, %2번째 열)</translation>
        </message>
        <message>
            <location line="+3" />
            <source> on line %1</source>
            <translation> (%1번째 줄)</translation>
        </message>
        <message>
            <location line="+2" />
            <source> at position %1</source>
            <translation> (위치 %1)</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location line="+23" />
            <source>there is nothing to read</source>
            <translation>읽을 것이 없습니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bad character%1</source>
            <translation>잘못된 문자%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>conflicting moves in layer %1%2</source>
            <translation>레이어 %1에서 충돌하는 수%2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bits left after the end of the game%1</source>
            <translation>게임이 끝난 뒤에 비트가 남았습니다%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>number too large: digits are left after the end of the game</source>
            <translation>수가 너무 큽니다: 게임이 끝난 뒤에 자릿수가 남았습니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>syntax error%1</source>
            <translation>구문 오류%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>illegal move%1</source>
            <translation>둘 수 없는 수%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a move cannot be reached from the cross</source>
            <translation>십자에서 도달할 수 없는 수가 있습니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>duplicate move%1</source>
            <translation>중복된 수%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>unknown variant (expected 5T, 5D, 4T or 4D)</source>
            <translation>알 수 없는 변형 (5T, 5D, 4T 또는 4D여야 함)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>input too large</source>
            <translation>입력이 너무 큽니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a stored value does not match the moves</source>
            <translation>저장된 값이 수와 맞지 않습니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cannot read or write the file</source>
            <translation>파일을 읽거나 쓸 수 없습니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the picture carries no grid (it has no “msr” record)</source>
            <translation>그림에 격자가 없습니다 (“msr” 기록이 없음)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the system is out of resources</source>
            <translation>시스템 자원이 부족합니다</translation>
        </message>
    </context>
    <context>
        <name>FamousGrids</name>
        <message>
            <location filename="../resources/famous-grids.strings.mjs" line="+6" />
            <source>Rosin's 178, the 5T world record</source>
            <translation>Rosin의 178, 5T 세계 기록</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The world record since August 2011, found by computer with Rosin's Nested Rollout Policy Adaptation search.</source>
            <translation>2011년 8월부터 세계 기록으로, Rosin의 Nested Rollout Policy Adaptation 탐색으로 컴퓨터가 찾았습니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's first 177</source>
            <translation>Rosin의 첫 번째 177</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One of two 177-move grids from Rosin's computer searches, a single move short of the record; its layers differ from the 178's from the first one on.</source>
            <translation>Rosin의 컴퓨터 탐색에서 나온 177수 격자 두 개 중 하나로, 기록에 단 한 수 모자랍니다. 레이어는 첫 레이어부터 178과 다릅니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's second 177</source>
            <translation>Rosin의 두 번째 177</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The other 177 of Rosin's searches: the same score as the first, reached by a different grid.</source>
            <translation>Rosin의 탐색에서 나온 다른 177: 첫 번째와 같은 점수를 다른 격자로 얻었습니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 172</source>
            <translation>Rosin의 172</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 172 from Rosin's computer searches, two moves past Bruneau's hand-found 170.</source>
            <translation>Rosin의 컴퓨터 탐색에서 나온 172로, Bruneau가 손으로 찾은 170보다 두 수 깁니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 172</source>
            <translation>Tishchenko의 172</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 172 by Dimitri Tishchenko, whose blog introduced the layer code and the move-layering model this program is built on.</source>
            <translation>Dimitri Tishchenko의 172. 그의 블로그는 이 프로그램의 바탕인 레이어 코드와 수 레이어 모델을 소개했습니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 171</source>
            <translation>Tishchenko의 171</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 171 by Dimitri Tishchenko; its layer code begins with the same eleven characters as the 178's, so the two grids share their first layers.</source>
            <translation>Dimitri Tishchenko의 171. 레이어 코드가 178의 코드와 같은 열한 글자로 시작하므로 두 격자는 처음 레이어들을 공유합니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 170</source>
            <translation>Rosin의 170</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 170 from Rosin's computer searches: the score of Bruneau's hand-found record, on a different grid.</source>
            <translation>Rosin의 컴퓨터 탐색에서 나온 170: Bruneau가 손으로 찾은 기록과 같은 점수를 다른 격자로 얻었습니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bruneau's 170</source>
            <translation>Bruneau의 170</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Found by hand in 1976, it stood as the record for 34 years, until computer searches passed it in 2010.</source>
            <translation>1976년에 손으로 찾았고, 2010년에 컴퓨터 탐색이 넘어설 때까지 34년 동안 기록이었습니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 160</source>
            <translation>Tishchenko의 160</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid of the move-layering model: 65 layers allow 6.45 × 10^39 move orders, and 270 bits (45 characters) replace a 231-character encoding.</source>
            <translation>수 레이어 모델의 격자: 65개 레이어로 6.45 × 10^39가지 수 순서가 가능하며, 270비트(45자)가 231자 인코딩을 대신합니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Akiyama's 146</source>
            <translation>Akiyama의 146</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 146 by Akiyama from the record list of morpionsolitaire.com; it shares its first layers with Akiyama's 145.</source>
            <translation>morpionsolitaire.com 기록 목록에 있는 Akiyama의 146. 처음 레이어들을 Akiyama의 145와 공유합니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Akiyama's 145</source>
            <translation>Akiyama의 145</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 145 by Akiyama, one move short of the 146 that grows from the same opening layers.</source>
            <translation>Akiyama의 145. 같은 초반 레이어에서 자라난 146에 한 수 모자랍니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An interesting 135</source>
            <translation>흥미로운 135</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid whose 59 layers Tishchenko listed candidate by candidate to introduce the layer code; he thought it a peak of his search.</source>
            <translation>Tishchenko가 레이어 코드를 소개하려고 59개 레이어를 후보 하나하나 나열한 격자. 그는 이것을 자기 탐색의 정점으로 여겼습니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 82, the 5D record</source>
            <translation>Rosin의 82, 5D 기록</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The record of the disjoint game since August 2010, found by computer search.</source>
            <translation>2010년 8월부터 분리 규칙 게임의 기록으로, 컴퓨터 탐색으로 찾았습니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hyyrö and Poranen's 62, the 4T optimum</source>
            <translation>Hyyrö와 Poranen의 62, 4T 최적해</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best 4T game, found in 2007 and later proved optimal (Quist, 2008): no 4T game is longer.</source>
            <translation>가장 좋은 4T 게임으로, 2007년에 찾았고 나중에 최적임이 증명되었습니다(Quist, 2008). 이보다 긴 4T 게임은 없습니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Demaines and Langermans' 56</source>
            <translation>Demaine, Demaine, Langerman, Langerman의 56</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 4T grid published in 2006 with the study of Morpion Solitaire's complexity by Demaine, Demaine, Langerman and Langerman; Hyyrö and Poranen passed it a year later with 62.</source>
            <translation>2006년 Demaine, Demaine, Langerman, Langerman의 Morpion Solitaire 복잡도 연구와 함께 발표된 4T 격자. Hyyrö와 Poranen이 1년 뒤 62로 넘어섰습니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hyyrö and Poranen's 35, the 4D optimum</source>
            <translation>Hyyrö와 Poranen의 35, 4D 최적해</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best 4D game, found in 2007 and later proved optimal (Quist, 2008): no 4D game is longer.</source>
            <translation>가장 좋은 4D 게임으로, 2007년에 찾았고 나중에 최적임이 증명되었습니다(Quist, 2008). 이보다 긴 4D 게임은 없습니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Demaines and Langermans' 31</source>
            <translation>Demaine, Demaine, Langerman, Langerman의 31</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 4D grid published in 2006 with the same study of the game's complexity; Hyyrö and Poranen passed it a year later with 35.</source>
            <translation>2006년 같은 게임 복잡도 연구와 함께 발표된 4D 격자. Hyyrö와 Poranen이 1년 뒤 35로 넘어섰습니다.</translation>
        </message>
        <message>
            <location filename="../core/formats/FamousGrids.cpp" line="+216" />
            <source>c. %1</source>
            <extracomment>A year known only roughly, as a famous grid's date ("c. 2010"): circa</extracomment>
            <translation>%1년경</translation>
        </message>
    </context>
    <context>
        <name>NameList</name>
        <message>
            <location filename="../core/base/NameList.cpp" line="+21" />
            <source>%1 and %2</source>
            <translation>%1 및 %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
    </context>
    <context>
        <name>WebPage</name>
        <message>
            <location filename="../web/src/pagestrings.mjs" line="+7" />
            <source>Analysis table copied</source>
            <translation>분석 표를 복사했습니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not a %1 grid. Read as %2, it is a %3 of %4 moves.</source>
            <translation>%1 격자가 아닙니다. %2(으)로 읽으면 %4수의 %3입니다.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open as %1</source>
            <translation>%1(으)로 열기</translation>
        </message>
        <message>
            <location line="+2" />
            <source>As %1: %2</source>
            <translation>%1(으)로: %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Link copied</source>
            <translation>링크를 복사했습니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer code copied instead of a link: this page is a file on this computer, whose address opens nowhere else</source>
            <translation>링크 대신 레이어 코드를 복사했습니다: 이 페이지는 이 컴퓨터의 파일이라 그 주소는 다른 곳에서 열리지 않습니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Start a search with these settings</source>
            <translation>이 설정으로 탐색을 시작합니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Best %1 after %2 in %3 s (%4 per second).</source>
            <translation>최고 %1 (%2회, %3초, 초당 %4).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The best grid so far: %1 moves</source>
            <translation>지금까지 최고의 격자: %1수</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The solver visits every position after the open grid: the longest game it finds is the longest there is, when it finishes within its budget.</source>
            <translation>솔버는 열린 격자 뒤의 모든 국면을 방문합니다. 예산 안에 끝나면 찾은 가장 긴 게임이 존재하는 가장 긴 게임입니다.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve</source>
            <translation>풀기</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solving…</source>
            <translation>푸는 중…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solving: %1 classes visited, the longest game so far %2 more moves, %3 s</source>
            <translation>푸는 중: %1개 클래스 방문, 지금까지 가장 긴 게임 %2수 더, %3초</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stopped: nothing is proven.</source>
            <translation>중지됨: 아무것도 증명되지 않았습니다.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The solver could not run: %1</source>
            <translation>솔버를 실행할 수 없습니다: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Proven: the longest game from here has %1 moves, %2 more than the grid (%3 classes visited).</source>
            <translation>증명됨: 여기서 가장 긴 게임은 %1수로 격자보다 %2수 많습니다 (%3개 클래스 방문).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not proven: the budget ran out after %1 classes; the longest game found has %2 moves, %3 more than the grid.</source>
            <translation>증명되지 않음: %1개 클래스 후 예산이 다 되었습니다. 찾은 가장 긴 게임은 %2수로 격자보다 %3수 많습니다.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: solving…</source>
            <translation>힌트: 푸는 중…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: the longest game from here has %1 more moves (proven); one of its moves is marked.</source>
            <translation>힌트: 여기서 가장 긴 게임은 %1수 더 있습니다(증명됨). 그 수 중 하나를 표시했습니다.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: at least %1 more moves from here (not proven); one move of that game is marked.</source>
            <translation>힌트: 여기서 적어도 %1수 더(증명되지 않음). 그 게임의 한 수를 표시했습니다.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open a grid file or a picture that carries its grid: MSR, MS1, Pentasol, a move list, PNG or SVG</source>
            <translation>격자 파일이나 격자를 담은 그림 열기: MSR, MS1, Pentasol, 수 목록, PNG 또는 SVG</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Close</source>
            <translation>닫기</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy</source>
            <translation>복사</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Link</source>
            <translation>링크 복사</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The address of this page with the grid's code after the #: the code stays in the browser, it is never sent to a server</source>
            <translation># 뒤에 격자의 코드가 붙은 이 페이지의 주소: 코드는 브라우저 안에만 있고 서버로 보내지지 않습니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>SVG Drawing</source>
            <translation>SVG 그림</translation>
        </message>
        <message>
            <location line="+2" />
            <source>PNG Image</source>
            <translation>PNG 이미지</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal moves: choose one to play it</source>
            <translation>둘 수 있는 수: 하나를 고르면 둡니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Several lines go through this point: choose the one to draw</source>
            <translation>이 점을 지나는 선이 여러 개입니다: 그을 선을 고르세요</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Points close together: tap the one to play</source>
            <translation>점이 너무 가깝습니다: 둘 점을 누르세요</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Drop a grid file or picture to open it</source>
            <translation>격자 파일이나 그림을 놓으면 엽니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Positions searched at once, one per worker: the table is the same for any number</source>
            <translation>동시에 탐색하는 국면 수(워커당 하나): 수와 관계없이 표는 같습니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The same seed, playouts and passes give the same table as morpion-cli analyse</source>
            <translation>같은 시드, 플레이아웃, 패스 수는 morpion-cli analyse와 같은 표를 냅니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Passes</source>
            <translation>패스</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Searches per position: the first from scratch, the others warmed toward the better game of the move before</source>
            <translation>국면당 탐색 횟수: 첫 번째는 처음부터, 나머지는 앞 수의 더 나은 게임 쪽으로 웜 스타트</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Iterations per level</source>
            <translation>수준당 반복 횟수</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Table</source>
            <translation>표 복사</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy the table as morpion-cli analyse prints it</source>
            <translation>morpion-cli analyse가 출력하는 형태로 표를 복사합니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Iterations in all</source>
            <translation>전체 반복 횟수</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop after this many playouts (improve: neighbourhoods) over all threads; empty: no limit</source>
            <translation>모든 스레드 합계로 이만큼의 플레이아웃(improve: 이웃) 후 멈춥니다. 비워 두면 제한 없음</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Seconds</source>
            <translation>초</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop after this many seconds; empty: run until Stop</source>
            <translation>이 초가 지나면 멈춥니다. 비워 두면 중지할 때까지</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the Best</source>
            <translation>최고 열기</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the best grid found as the page's grid</source>
            <translation>찾은 최고의 격자를 페이지의 격자로 엽니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>New bests: iteration, score, seconds, layer code</source>
            <translation>새 최고: 반복, 점수, 초, 레이어 코드</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve from Here</source>
            <translation>여기서부터 풀기</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Classes per worker</source>
            <translation>워커당 클래스</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The most classes of positions each worker visits: the answer is proven only when every one was visited</source>
            <translation>각 워커가 방문하는 국면 클래스의 최대 수: 모두 방문했을 때만 답이 증명됩니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the Longest Game</source>
            <translation>가장 긴 게임 열기</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint while playing 4T or 4D: the solver marks a move of the longest game left</source>
            <translation>4T 또는 4D를 둘 때의 힌트: 솔버가 남은 가장 긴 게임의 한 수를 표시합니다</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <location filename="../app/main.cpp" line="+23" />
            <source>List the grids of a text of codes (a search log) or of a folder of record files in the collection panel.</source>
            <translation>코드 텍스트(탐색 기록) 또는 기록 파일 폴더의 격자를 컬렉션 패널에 나열합니다.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>file or folder</source>
            <translation>파일 또는 폴더</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Morpion Solitaire grids, layer by layer.</source>
            <translation>모르피온 솔리테어 격자를 레이어별로.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>grid</source>
            <extracomment>The name of the program's one argument in --help ("Usage: morpion-layers [options] [grid]"): one word.</extracomment>
            <translation>격자</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A grid file, a layer code or a game number to open.</source>
            <translation>열 격자 파일, 레이어 코드 또는 게임 번호.</translation>
        </message>
    </context>
    <context>
        <name>morpion::FileWrite</name>
        <message>
            <location filename="../app/common/WriteTarget.cpp" line="+36" />
            <source>it is a symbolic link that leads back to itself</source>
            <translation>자기 자신으로 되돌아가는 심볼릭 링크입니다</translation>
        </message>
        <message>
            <location line="+20" />
            <source>it is a folder</source>
            <translation>폴더입니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it is a disk device, which is never written over</source>
            <translation>디스크 장치이며 절대 덮어쓰지 않습니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>it is not a file (a socket or another special file)</source>
            <translation>파일이 아닙니다(소켓 또는 다른 특수 파일)</translation>
        </message>
        <message>
            <location filename="../app/common/FileWrite.cpp" line="+73" />
            <location line="+45" />
            <source>nothing was written</source>
            <translation>아무것도 쓰지 못했습니다</translation>
        </message>
        <message>
            <location line="-28" />
            <source>no program reads from this pipe</source>
            <translation>이 파이프에서 읽는 프로그램이 없습니다</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AboutDialog</name>
        <message>
            <location filename="../app/gui/help/AboutDialog.cpp" line="+18" />
            <source>About Morpion Layers</source>
            <translation>Morpion Layers 정보</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Look at Morpion Solitaire grids layer by layer, play by hand, search for long games, and share grids as layer codes and game numbers.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence (below).&lt;br&gt;Project page: &lt;a href="%2"&gt;%2&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;모르피온 솔리테어 격자를 레이어별로 살펴보고, 직접 두어 보고, 긴 게임을 탐색하고, 격자를 레이어 코드와 게임 번호로 공유하세요.&lt;/p&gt;&lt;p&gt;MIT 라이선스(아래)를 따르는 자유 소프트웨어입니다.&lt;br&gt;프로젝트 페이지: &lt;a href="%2"&gt;%2&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&lt;p&gt;Report a bug or ask for a feature: &lt;a href="%1"&gt;%1&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;버그 신고나 기능 요청: &lt;a href="%1"&gt;%1&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AnalysisChart</name>
        <message>
            <location filename="../app/gui/analysis/AnalysisChart.cpp" line="+18" />
            <source>Analysis chart</source>
            <translation>분석 차트</translation>
        </message>
        <message>
            <location line="+31" />
            <source>%1: loss %2</source>
            <translation>%1: 손실 %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1: loss %2 ✓</source>
            <translation>%1: 손실 %2 ✓</translation>
        </message>
        <message>
            <location line="+66" />
            <source>Analyse Game draws here, move by move, the longest game the search still finds after it.</source>
            <translation>게임 분석을 실행하면 각 수 다음에 탐색이 아직 찾는 가장 긴 게임을 수마다 여기에 그립니다.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>played: %1</source>
            <translation>실전: %1</translation>
        </message>
        <message>
            <location line="+63" />
            <source>best game found</source>
            <translation>찾은 최선의 게임</translation>
        </message>
        <message>
            <location line="+2" />
            <source>proven exact; ✓ a proven loss</source>
            <translation>정확히 증명됨; ✓ 증명된 손실</translation>
        </message>
        <message>
            <location line="+55" />
            <source>Move %1: proven best before %2, after %3, loss %4 exactly</source>
            <translation>%1수: 증명된 최선 이전 %2, 이후 %3, 손실 정확히 %4</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move %1: best found before %2, after %3, loss %4</source>
            <translation>%1수: 이전 최선 %2, 이후 최선 %3, 손실 %4</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AnalysisPanel</name>
        <message>
            <location filename="../app/gui/analysis/AnalysisPanel.cpp" line="+46" />
            <source>Analysis panel</source>
            <translation>분석 패널</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+270" />
            <source>&amp;Analyse Game</source>
            <translation>게임 분석(&amp;A)</translation>
        </message>
        <message>
            <location line="-268" />
            <source>How good was this game? Search on from every position of it, and see what each move lost</source>
            <translation>이 게임은 얼마나 좋았을까요? 각 국면에서 탐색을 이어 가며 각 수가 잃은 것을 봅니다</translation>
        </message>
        <message>
            <location line="+95" />
            <source>NRPA playouts spent on each position of the game: more finds longer games and steadier losses, and takes longer</source>
            <translation>게임의 각 국면에 쓰는 NRPA 플레이아웃 수: 많을수록 더 긴 게임과 더 안정적인 손실을 찾지만 시간이 더 걸립니다</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Playouts per position:</source>
            <translation>국면당 플레이아웃:</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Off</source>
            <translation>끔</translation>
        </message>
        <message>
            <location line="+1" />
            <source> million nodes</source>
            <translation> 백만 노드</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Before the searches, the solver proves the positions from the game's end back, each within this many positions visited: there E is exact and a loss is proven</source>
            <translation>탐색 전에 솔버가 게임의 끝에서부터 거꾸로 국면을 증명하며, 각 국면에서 이만큼의 국면까지 방문합니다: 그곳에서 E는 정확하고 손실은 증명됩니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Solver budget:</source>
            <translation>솔버 예산:</translation>
        </message>
        <message>
            <location line="-60" />
            <source>Analysis progress</source>
            <translation>분석 진행률</translation>
        </message>
        <message>
            <location line="+79" />
            <source>No.</source>
            <translation>번호</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Move</source>
            <translation>수</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Loss</source>
            <translation>손실</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Moves of the game with what each lost</source>
            <translation>게임의 수와 각 수의 손실</translation>
        </message>
        <message>
            <location line="-69" />
            <source>Play the Better Line From Here</source>
            <translation>여기서 더 나은 수순 두기</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the game back to before this move and play the better game found instead (one step that can be undone)</source>
            <translation>이 수 이전으로 게임을 되돌리고 대신 찾은 더 나은 게임을 둡니다(되돌릴 수 있는 한 단계)</translation>
        </message>
        <message numerus="yes">
            <location line="+107" />
            <source>Analysing the %n move(s) of the game…</source>
            <translation>
                <numerusform>게임의 %n수를 분석하는 중…</numerusform>
            </translation>
        </message>
        <message>
            <location line="+16" />
            <source>Solving the endgame: position %1, %2 proven, %3 nodes, %4 s</source>
            <translation>종반 푸는 중: 국면 %1, 증명 %2, 노드 %3, %4초</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Analysing: %1 of %2 searches, %3 s</source>
            <translation>분석 중: 탐색 %1/%2, %3초</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The analysis could not run: %1</source>
            <translation>분석을 실행할 수 없습니다: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The grid changed: the analysis was dropped.</source>
            <translation>격자가 바뀌어 분석을 버렸습니다.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The finished analysis is kept.</source>
            <translation>완료된 분석은 그대로 둡니다.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>What they found is shown.</source>
            <translation>찾은 만큼 보여 줍니다.</translation>
        </message>
        <message numerus="yes">
            <location line="+96" />
            <source>The game: %n move(s).</source>
            <translation>
                <numerusform>이 게임: %n수.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>From the start the search found a game of %n move(s).</source>
            <translation>
                <numerusform>처음부터 탐색은 %n수의 게임을 찾았습니다.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n position(s) proven exact by the solver.</source>
            <translation>
                <numerusform>솔버가 %n개 국면을 정확히 증명했습니다.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>The largest loss: move %1, %n move(s).</source>
            <translation>
                <numerusform>가장 큰 손실: %1번째 수, %n수.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+25" />
            <source>move %1 (%2): proven best before %3, after %4, loss %5 exactly</source>
            <translation>%1수 (%2): 증명된 최선 이전 %3, 이후 %4, 손실 정확히 %5</translation>
        </message>
        <message numerus="yes">
            <location line="+41" />
            <source>Took the game back to before move %1 and played the better line: %n move(s)</source>
            <translation>
                <numerusform>%1번째 수 이전으로 게임을 되돌리고 더 나은 수순을 두었습니다: %n수</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="-162" />
            <source>Analysed the game: %n move(s)</source>
            <translation>
                <numerusform>게임 분석 완료: %n수</numerusform>
            </translation>
        </message>
        <message>
            <location line="+19" />
            <source>Cancelled: %1 of %2 positions searched.</source>
            <translation>취소됨: 국면 %2개 중 %1개 탐색.</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Cancelled in the first of %n passes: %1 of %2 positions searched.</source>
            <translation>
                <numerusform>패스 %n번 중 첫 패스에서 취소됨: 국면 %2개 중 %1개 탐색.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+7" />
            <source>Cancelled in pass %1 of %2: every position searched in the passes before, %3 of %4 in this one.</source>
            <translation>패스 %2번 중 %1번째에서 취소됨: 앞선 패스에서 모든 국면 탐색, 이번 패스에서 %4개 중 %3개.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Cancel &amp;Analysis</source>
            <extracomment>View menu, while an analysis runs, in place of Analyse Game (whose access key it can share)</extracomment>
            <translation>분석 취소(&amp;A)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Analyse Game</source>
            <translation>게임 분석</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Play or open a game, then Analyse Game shows what each move lost.</source>
            <translation>게임을 두거나 열면 게임 분석이 각 수의 손실을 보여 줍니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Analyse Game searches on from every position of this game and shows what each move lost.</source>
            <translation>게임 분석은 이 게임의 각 국면에서 탐색을 이어 가며 각 수의 손실을 보여 줍니다.</translation>
        </message>
        <message>
            <location line="+33" />
            <source>move %1 (%2): not analysed</source>
            <translation>%1수 (%2): 분석 안 됨</translation>
        </message>
        <message>
            <location line="+8" />
            <source>move %1 (%2): best found before %3, after %4, loss %5</source>
            <translation>%1수 (%2): 이전 최선 %3, 이후 최선 %4, 손실 %5</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Play the better line from move %1</source>
            <translation>%1수부터 더 나은 수순 두기</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::Autosave</name>
        <message>
            <location filename="../app/gui/document/Autosave.cpp" line="+85" />
            <source>cannot create the folder</source>
            <translation>폴더를 만들 수 없습니다</translation>
        </message>
        <message>
            <location line="+138" />
            <source>cannot create its lock file</source>
            <translation>잠금 파일을 만들 수 없습니다</translation>
        </message>
        <message>
            <location line="+40" />
            <source>Cannot keep a copy of the unsaved work in %1: %2. It is kept in %3 instead.</source>
            <translation>저장하지 않은 작업의 사본을 %1에 보관할 수 없습니다: %2. 대신 %3에 보관합니다.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Cannot keep a copy of the unsaved work in %1: %2</source>
            <translation>저장하지 않은 작업의 사본을 %1에 보관할 수 없습니다: %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cannot keep a copy of the unsaved work in %1: %2 (nor in %3: %4)</source>
            <translation>저장하지 않은 작업의 사본을 %1에 보관할 수 없습니다: %2 (%3에도 보관할 수 없습니다: %4)</translation>
        </message>
        <message>
            <location line="+43" />
            <source>Morpion Layers found unsaved work from %1 in %2 that cannot be read: %3.</source>
            <translation>Morpion Layers가 %2에서 %1의 저장하지 않은 작업을 찾았지만 읽을 수 없습니다: %3.</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>a %1 grid of %n move(s)</source>
            <translation>
                <numerusform>%n수의 %1 격자</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Morpion Layers ended on %1 without saving %2.</source>
            <translation>Morpion Layers가 %1에 %2을(를) 저장하지 않고 끝났습니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Morpion Layers ended on %1 without saving %2, from %3.</source>
            <translation>Morpion Layers가 %1에 %3의 %2을(를) 저장하지 않고 끝났습니다.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The copy is damaged (%1): moves may be missing.</source>
            <translation>사본이 손상되었습니다(%1): 수가 빠졌을 수 있습니다.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>It was kept in %1 because %2 could not take it: %3.</source>
            <translation>%2에 보관할 수 없어 %1에 보관했습니다: %3.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Restore Unsaved Work</source>
            <translation>저장하지 않은 작업 복원</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Restore puts it on the board as one step that can be undone; it is not saved until you save it.</source>
            <translation>복원하면 실행 취소할 수 있는 한 단계로 판에 놓입니다. 직접 저장하기 전에는 저장되지 않습니다.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Restore</source>
            <translation>복원(&amp;R)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Discard</source>
            <translation>버리기(&amp;D)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep for &amp;Later</source>
            <translation>나중에(&amp;L)</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Restore unsaved work</source>
            <translation>저장하지 않은 작업 복원</translation>
        </message>
        <message>
            <location filename="../app/gui/document/AutosaveCopy.cpp" line="+82" />
            <source>it is larger than any copy of a grid</source>
            <translation>어떤 격자 사본보다도 큽니다</translation>
        </message>
        <message>
            <location line="+9" />
            <source>it is empty</source>
            <translation>비어 있습니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>it is not a copy this program can read</source>
            <translation>이 프로그램이 읽을 수 있는 사본이 아닙니다</translation>
        </message>
        <message>
            <location filename="../app/gui/document/Autosave.cpp" line="-271" />
            <source>it is a symbolic link, not a folder of yours</source>
            <translation>심볼릭 링크이며 사용자 자신의 폴더가 아닙니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it is not a folder</source>
            <translation>폴더가 아닙니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it belongs to another user</source>
            <translation>다른 사용자의 소유입니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>other users can write in it</source>
            <translation>다른 사용자가 쓸 수 있습니다</translation>
        </message>
        <message>
            <location line="+201" />
            <source>Copies of unsaved work in %1 are not read: %2.</source>
            <translation>%1에 있는 저장하지 않은 작업의 사본은 읽지 않습니다: %2.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardDescription</name>
        <message>
            <location filename="../app/gui/board/BoardDescription.cpp" line="+12" />
            <source>%1 grid, score %2, finished.</source>
            <translation>%1 격자, 점수 %2, 끝남.</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%1 grid, score %2, %n legal move(s).</source>
            <translation>
                <numerusform>%1 격자, 점수 %2, 둘 수 있는 수 %n개.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+8" />
            <source>In play: %n move(s) played by hand, every legal move can be played.</source>
            <translation>
                <numerusform>진행 중: 직접 %n수를 두었고, 둘 수 있는 수는 모두 둘 수 있습니다.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>Layer %1 of %2: %3 taken, %4 not taken, %5 legal but left untaken in an earlier layer.</source>
            <extracomment>"taken": played in this layer (bit 1 of the layer code), not selected in the interface.</extracomment>
            <translation>레이어 %1 / %2: 둠 %3, 두지 않음 %4, 둘 수 있지만 이전 레이어에서 두지 않은 수 %5.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Layer %1 of %2.</source>
            <translation>레이어 %1 / %2.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>(%1, %2): no legal move.</source>
            <translation>(%1, %2): 둘 수 있는 수가 없습니다.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>(%1, %2): Enter plays %3.</source>
            <translation>(%1, %2): Enter를 누르면 %3을(를) 둡니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>(%1, %2): %3 lines, Enter plays line %4, %5; Tab: next line.</source>
            <translation>(%1, %2): 선 %3개, Enter를 누르면 선 %4(%5)을(를) 둡니다. Tab: 다음 선.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardPrinter</name>
        <message>
            <location filename="../app/gui/files/BoardPrinter.cpp" line="+24" />
            <source>Morpion Solitaire grid</source>
            <translation>모르피온 솔리테어 격자</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Print…</source>
            <translation>인쇄(&amp;P)…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Print the grid as File &gt; Export Picture draws it</source>
            <translation>파일 &gt; 그림 내보내기와 같은 모양으로 격자 인쇄</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Print Pre&amp;view…</source>
            <translation>인쇄 미리 보기(&amp;V)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Page Set&amp;up…</source>
            <translation>페이지 설정(&amp;U)…</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Print Grid</source>
            <translation>격자 인쇄</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Print Preview</source>
            <translation>인쇄 미리 보기</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardView</name>
        <message>
            <location filename="../app/gui/board/BoardView.cpp" line="+258" />
            <location line="+136" />
            <source>Legend</source>
            <translation>범례</translation>
        </message>
        <message>
            <location line="-126" />
            <source>Board, cursor at %1</source>
            <translation>판, 커서 위치 %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cursor at %1</source>
            <translation>커서 위치 %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Board</source>
            <translation>판</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Enter: play with the keyboard. Left and right arrows: previous and next layer.</source>
            <translation>Enter: 키보드로 두기. 왼쪽/오른쪽 화살표: 이전/다음 레이어.</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardViewInput.cpp" line="+138" />
            <source>No playable point further in that direction.</source>
            <translation>그 방향으로는 더 이상 둘 수 있는 점이 없습니다.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Keyboard play ended. Enter starts it again; ←/→ step layers.</source>
            <translation>키보드로 두기를 끝냈습니다. Enter로 다시 시작하고, ←/→로 레이어를 넘깁니다.</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardView.cpp" line="+143" />
            <source>Tab: next line · Enter: play · Esc: end keyboard play</source>
            <translation>Tab: 다음 선 · Enter: 두기 · Esc: 키보드로 두기 끝내기</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tab or wheel: next line · click: play · Esc: cancel</source>
            <translation>Tab 또는 휠: 다음 선 · 클릭: 두기 · Esc: 취소</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 lines through (%2, %3), showing %4 — %5</source>
            <translation>(%2, %3)을 지나는 선 %1개, %4 표시 중 — %5</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardViewInput.cpp" line="+197" />
            <source>Keyboard play: arrows move, Shift+arrows jump to a playable point, Enter plays, Tab: next line, Esc: end. Ctrl+←/→, PgUp/PgDn: layers.</source>
            <translation>키보드로 두기: 화살표로 이동, Shift+화살표로 둘 수 있는 점으로 건너뛰기, Enter로 두기, Tab: 다음 선, Esc: 끝내기. Ctrl+←/→, PgUp/PgDn: 레이어.</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Board: ←/→ step layers, Enter plays with the keyboard.</source>
            <translation>판: ←/→로 레이어 넘기기, Enter로 키보드로 두기.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CodeBar</name>
        <message>
            <location filename="../app/gui/panels/CodeBar.cpp" line="+40" />
            <source>The layer code of the grid: the set of its moves</source>
            <translation>격자의 레이어 코드: 그 수들의 집합</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game number: the moves in their exact order</source>
            <translation>게임 번호: 수를 정확한 순서대로</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the layer code</source>
            <translation>레이어 코드 복사</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the game number</source>
            <translation>게임 번호 복사</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Paste a layer code, a game number or a move list, then press Enter</source>
            <translation>레이어 코드, 게임 번호 또는 수 목록을 붙여 넣고 Enter를 누르세요</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Read codes as this variant (a prefix such as 5D: in the text wins)</source>
            <translation>코드를 이 변형으로 읽기 (텍스트 안의 5D: 같은 접두사가 우선)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open</source>
            <translation>열기</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the code typed on the left</source>
            <translation>왼쪽에 입력한 코드 열기</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Variant of the code</source>
            <translation>코드의 변형</translation>
        </message>
        <message>
            <location line="-37" />
            <source>Codes</source>
            <translation>코드</translation>
        </message>
        <message>
            <location line="+46" />
            <source>Layer code:</source>
            <translation>레이어 코드:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game number:</source>
            <translation>게임 번호:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open code:</source>
            <translation>코드 열기:</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Copy &amp;Layer Code</source>
            <translation>레이어 코드 복사(&amp;L)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy &amp;Game Number</source>
            <translation>게임 번호 복사(&amp;G)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open &amp;Code…</source>
            <translation>코드 열기(&amp;C)…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Layer code copied</source>
            <translation>레이어 코드를 복사했습니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Game number copied</source>
            <translation>게임 번호를 복사했습니다</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionActions</name>
        <message>
            <location filename="../app/gui/collection/CollectionActions.cpp" line="+24" />
            <source>Open &amp;Collection…</source>
            <translation>모음 열기(&amp;C)…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>List the grids of a text file of codes, with thumbnails, duplicates and problems</source>
            <translation>코드가 담긴 텍스트 파일의 격자를 미리보기, 중복, 문제와 함께 나열</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open Collection &amp;Folder…</source>
            <translation>모음 폴더 열기(&amp;F)…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)</source>
            <extracomment>"record files": files that hold a grid (MSR, Pentasol), not world records.</extracomment>
            <translation>기록 파일 폴더(Pentasol, MSR, 격자가 담긴 그림)의 격자를 나열</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Paste as Collec&amp;tion</source>
            <translation>모음으로 붙여넣기(&amp;T)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Open Collection</source>
            <translation>모음 열기</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Texts with codes (*.txt *.log *.md *.csv);;All files (*)</source>
            <translation>코드가 담긴 텍스트 (*.txt *.log *.md *.csv);;모든 파일 (*)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Open Collection Folder</source>
            <translation>모음 폴더 열기</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Collection: %1.</source>
            <extracomment>%1: what the collection panel's summary says, "codes without a variant read as 5T; 3 of them also decode as 5D".</extracomment>
            <translation>컬렉션: %1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Read All as %1</source>
            <translation>모두 %1(으)로 읽기</translation>
        </message>
        <message>
            <location line="+36" />
            <source>The clipboard holds no text to open.</source>
            <translation>클립보드에 열 텍스트가 없습니다.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the clipboard</source>
            <translation>클립보드</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Open %1 from the collection</source>
            <translation>모음에서 %1 열기</translation>
        </message>
        <message>
            <location line="+2" />
            <source>#%1, %2: %3 %4 moves</source>
            <translation>#%1, %2: %3 %4수</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionLoader</name>
        <message>
            <location filename="../app/gui/collection/CollectionData.cpp" line="+16" />
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+149" />
            <source>line %1</source>
            <extracomment>A line of the text file read as a collection, not a line of the game.</extracomment>
            <translation>%1번째 줄</translation>
        </message>
        <message>
            <location line="+3" />
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+1" />
            <source>%1, line %2</source>
            <extracomment>%1 is a file name; a line of that text file, not a line of the game.</extracomment>
            <translation>%1, %2번째 줄</translation>
        </message>
        <message>
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+46" />
            <source>%1 (%2)</source>
            <extracomment>A variant and how many codes were read in it: "5D (40)".</extracomment>
            <translation>%1(%2)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>codes without a variant read as %1</source>
            <extracomment>Codes of a collection whose line names no variant (5T, 5D, 4T, 4D); %1: "5D" or "5D (40), 4T (5)".</extracomment>
            <translation>변형이 없는 코드를 %1(으)로 읽음</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n of them also decode as %1</source>
            <translation>
                <numerusform>그중 %n개는 %1(으)로도 디코딩됩니다</numerusform>
            </translation>
        </message>
        <message>
            <location line="+27" />
            <source>The folder %1 does not exist.</source>
            <translation>폴더 %1이(가) 없습니다.</translation>
        </message>
        <message>
            <location line="+144" />
            <source>Cannot open %1: %2.</source>
            <translation>%1을(를) 열 수 없습니다: %2.</translation>
        </message>
        <message>
            <location line="-19" />
            <source>The text is too large to read as a collection (%1 MB; at most %2 MB).</source>
            <translation>텍스트가 너무 커서 모음으로 읽을 수 없습니다 (%1 MB, 최대 %2 MB).</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionModel</name>
        <message>
            <location filename="../app/gui/collection/CollectionModel.cpp" line="+68" />
            <source>Grid</source>
            <translation>격자</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Found at</source>
            <translation>찾은 곳</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Score</source>
            <translation>점수</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Variant</source>
            <translation>변형</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layers</source>
            <translation>레이어</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Length</source>
            <translation>길이</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Same grid</source>
            <translation>같은 격자</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Same points</source>
            <translation>같은 점</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Code</source>
            <translation>코드</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Where the grid was found: a line of the text, or a file of the folder</source>
            <translation>격자를 찾은 곳: 텍스트의 줄 또는 폴더의 파일</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layers that take at least one move</source>
            <translation>수를 하나 이상 둔 레이어 수</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Characters of the layer code</source>
            <translation>레이어 코드의 글자 수</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rows with the same grid up to rotation and reflection share a group, named by its first row</source>
            <translation>회전과 반사를 무시하고 같은 격자인 행들은 한 그룹이 되며, 첫 행의 이름을 붙입니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Rows with the same points up to rotation and reflection, whatever their lines, share a group</source>
            <translation>회전과 반사를 무시하고 같은 점을 가진 행들은 선이 달라도 한 그룹이 됩니다</translation>
        </message>
        <message>
            <location line="+30" />
            <location line="+3" />
            <source>#%1 (×%2)</source>
            <translation>#%1 (×%2)</translation>
        </message>
        <message numerus="yes">
            <location line="+22" />
            <source>%n other row(s) hold this grid, rotated or mirrored</source>
            <translation>
                <numerusform>다른 행 %n개가 이 격자를 회전 또는 반사하여 담고 있습니다</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same grid as row #%1, up to rotation and reflection</source>
            <translation>회전과 반사를 무시하면 #%1 행과 같은 격자</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>%n other row(s) have these points (up to symmetry), some with other lines</source>
            <translation>
                <numerusform>다른 행 %n개가 이 점들을 (대칭을 무시하고) 다른 선으로 가지고 있습니다</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>The same points as row #%1, up to rotation and reflection</source>
            <translation>회전과 반사를 무시하면 #%1 행과 같은 점</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionPanel</name>
        <message>
            <location filename="../app/gui/collection/CollectionPanel.cpp" line="+43" />
            <source>The grid of the row picked is shown here; Enter or a double-click opens it.</source>
            <translation>선택한 행의 격자가 여기에 표시됩니다. Enter 또는 두 번 클릭하면 엽니다.</translation>
        </message>
        <message>
            <location line="+38" />
            <source>All variants</source>
            <translation>모든 변형</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Show only the grids of one variant</source>
            <translation>한 변형의 격자만 표시</translation>
        </message>
        <message>
            <location line="-29" />
            <source>Collection panel</source>
            <translation>모음 패널</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Score ≥ </source>
            <translation>점수 ≥ </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show only the grids with at least this score</source>
            <translation>이 점수 이상인 격자만 표시</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Filter by code or text</source>
            <translation>코드 또는 텍스트로 거르기</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Show only the rows whose code, place or line holds this text</source>
            <translation>코드, 위치 또는 줄에 이 텍스트가 있는 행만 표시</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Preview of the row picked</source>
            <translation>선택한 행 미리 보기</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid of the row picked, not opened: the open grid does not change. Enter or a double-click opens it as one undo step.</source>
            <translation>선택한 행의 격자이며 아직 열지 않았습니다. 열린 격자는 바뀌지 않습니다. Enter 또는 두 번 클릭하면 한 번의 실행 취소 단계로 엽니다.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Open a collection: File &gt; Open Collection…, or paste a list of codes with Edit &gt; Paste as Collection.</source>
            <translation>모음 열기: 파일 &gt; 모음 열기… 또는 편집 &gt; 모음으로 붙여넣기로 코드 목록을 붙여 넣으세요.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%v of %m</source>
            <translation>%v / %m</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cancel</source>
            <translation>취소</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop reading; the grids read so far stay</source>
            <translation>읽기를 멈춥니다. 지금까지 읽은 격자는 남습니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sorting…</source>
            <translation>정렬 중…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The list is being sorted and filtered; it stays usable meanwhile</source>
            <translation>목록을 정렬하고 거르는 중입니다. 그동안에도 목록을 쓸 수 있습니다</translation>
        </message>
        <message>
            <location line="+61" />
            <source>&amp;Open</source>
            <translation>열기(&amp;O)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Compare with the Open Grid</source>
            <translation>열린 격자와 비교(&amp;C)</translation>
        </message>
        <message>
            <location line="+34" />
            <source>#%1, %2: %3 %4 moves · Enter opens it</source>
            <translation>#%1, %2: %3 %4수 · Enter로 열기</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Reading…</source>
            <translation>읽는 중…</translation>
        </message>
        <message numerus="yes">
            <location line="+47" />
            <source>%n grid(s)</source>
            <translation>
                <numerusform>격자 %n개</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n problem(s)</source>
            <translation>
                <numerusform>문제 %n개</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n group(s) of the same grid</source>
            <translation>
                <numerusform>같은 격자 그룹 %n개</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n group(s) of the same points with other lines</source>
            <translation>
                <numerusform>같은 점, 다른 선 그룹 %n개</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n line(s) without a code</source>
            <translation>
                <numerusform>코드 없는 줄 %n개</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n other file(s) skipped</source>
            <translation>
                <numerusform>건너뛴 다른 파일 %n개</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>(%1 s)</source>
            <translation>(%1초)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Cancelled; what was read so far: %1</source>
            <translation>취소했습니다. 지금까지 읽은 것: %1</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Not read (%n):</source>
            <translation>
                <numerusform>읽지 못함 (%n):</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+12" />
            <source>%1 of %n grid(s) shown · %2</source>
            <translation>
                <numerusform>%n개 중 %1개 격자 표시 · %2</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionProblemModel</name>
        <message>
            <location filename="../app/gui/collection/CollectionProblemModel.cpp" line="+36" />
            <source>Found at</source>
            <translation>찾은 곳</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Code</source>
            <translation>코드</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Why it was not read</source>
            <translation>읽지 못한 이유</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CompareDialog</name>
        <message>
            <location filename="../app/gui/compare/CompareDialog.cpp" line="+25" />
            <source>Compare With</source>
            <translation>다른 격자와 비교</translation>
        </message>
        <message>
            <location line="+38" />
            <source>A &amp;layer code, game number, move list or record:</source>
            <translation>레이어 코드, 게임 번호, 수 목록 또는 기록(&amp;L):</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Grid to compare with</source>
            <translation>비교할 격자</translation>
        </message>
        <message>
            <location line="+10" />
            <source>A &amp;file:</source>
            <translation>파일(&amp;F):</translation>
        </message>
        <message>
            <location line="+2" />
            <source>File to compare with</source>
            <translation>비교할 파일</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The path of a grid file</source>
            <translation>격자 파일의 경로</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Browse…</source>
            <translation>찾아보기(&amp;B)…</translation>
        </message>
        <message numerus="yes">
            <location line="+14" />
            <source>Grid &amp;number of the collection (%1, %n grid(s)):</source>
            <translation>
                <numerusform>컬렉션의 격자 번호 (%1, 격자 %n개)(&amp;N):</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>Grid number in the collection</source>
            <translation>컬렉션 안의 격자 번호</translation>
        </message>
        <message>
            <location line="-58" />
            <source>&amp;Compare</source>
            <translation>비교(&amp;C)</translation>
        </message>
        <message>
            <location line="+132" />
            <source>%1, %2 moves, %3</source>
            <translation>%1, %2수, %3</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Compare With a File</source>
            <translation>파일과 비교</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::Document</name>
        <message>
            <location filename="../app/gui/document/Document.cpp" line="+100" />
            <location line="+183" />
            <source>New %1 game</source>
            <translation>새 %1 게임</translation>
        </message>
        <message numerus="yes">
            <location line="-182" />
            <source>%1 grid, %n move(s)</source>
            <translation>
                <numerusform>%1 격자, %n수</numerusform>
            </translation>
        </message>
        <message>
            <location line="+18" />
            <source>grid-%1</source>
            <translation>grid-%1</translation>
        </message>
        <message>
            <location line="+51" />
            <source>Analyse Game</source>
            <translation>게임 분석</translation>
        </message>
        <message>
            <location filename="../app/gui/document/PlayMoveCommand.cpp" line="+9" />
            <source>Play %1</source>
            <translation>%1 두기</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::EditGridInfoCommand</name>
        <message>
            <location filename="../app/gui/document/EditGridInfoCommand.cpp" line="+8" />
            <source>Edit %1</source>
            <translation>%1 편집</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ExportDialog</name>
        <message>
            <location filename="../app/gui/files/ExportDialog.cpp" line="+55" />
            <location line="+176" />
            <location line="+12" />
            <source>Export Picture</source>
            <translation>그림 내보내기</translation>
        </message>
        <message>
            <location line="-157" />
            <source>As on screen</source>
            <translation>화면 그대로</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Clean print style</source>
            <translation>깔끔한 인쇄 스타일</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Move &amp;numbers</source>
            <translation>수 번호(&amp;N)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Highlight layer %1</source>
            <translation>레이어 %1 강조(&amp;H)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Legend</source>
            <translation>범례(&amp;L)</translation>
        </message>
        <message>
            <location line="+5" />
            <source> px</source>
            <translation> px</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Width of a PNG in pixels, of an SVG or PDF in points</source>
            <translation>PNG는 픽셀, SVG와 PDF는 포인트 단위의 너비</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A4</source>
            <translation>A4</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Letter</source>
            <translation>레터</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fit the picture, with a margin</source>
            <translation>그림에 맞춤 (여백 포함)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The page of a PDF or SVG: the picture is scaled to the paper, or the page fits the picture at its width</source>
            <translation>PDF 또는 SVG의 페이지: 그림을 용지에 맞게 크기 조정하거나, 페이지를 그림 너비에 맞춥니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Capt&amp;ion line: author, variant, score and code</source>
            <translation>캡션 줄: 작성자, 변형, 점수, 코드(&amp;I)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A line under the grid: %1</source>
            <translation>격자 아래 줄: %1</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Look:</source>
            <translation>모양:</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Width:</source>
            <translation>너비:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>PDF/SVG &amp;page:</source>
            <translation>PDF/SVG 페이지(&amp;P):</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Size:</source>
            <translation>크기:</translation>
        </message>
        <message>
            <location line="-73" />
            <source>&amp;Save As…</source>
            <translation>다른 이름으로 저장(&amp;S)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Copy Picture</source>
            <translation>그림 복사(&amp;C)</translation>
        </message>
        <message>
            <location line="+116" />
            <source>%1 · score %2 · %3</source>
            <translation>%1 · 점수 %2 · %3</translation>
        </message>
        <message>
            <location line="+6" />
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <location line="+10" />
            <source>PNG %1 × %2 px; PDF/SVG page %3 × %4 mm</source>
            <translation>PNG %1 × %2 px, PDF/SVG 페이지 %3 × %4 mm</translation>
        </message>
        <message>
            <location line="+41" />
            <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
            <translation>PNG 이미지 (*.png);;SVG 그림 (*.svg);;PDF 문서 (*.pdf)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::FamousGridsMenu</name>
        <message>
            <location filename="../app/gui/files/FamousGridsMenu.cpp" line="+13" />
            <source>Famous &amp;Grids</source>
            <translation>유명한 격자(&amp;G)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The built-in list does not read: %1</source>
            <translation>내장 목록을 읽을 수 없습니다: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>%1 %2 moves — %3</source>
            <translation>%1 %2수 — %3</translation>
        </message>
        <message>
            <location line="+26" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location line="+19" />
            <source>%1 — %2: %3</source>
            <translation>%1 — %2: %3</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 — %2, %3: %4</source>
            <translation>%1 — %2, %3: %4</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::FileActions</name>
        <message>
            <location filename="../app/gui/files/FileActions.cpp" line="+65" />
            <source>&amp;Open…</source>
            <translation>열기(&amp;O)…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open a grid file (MSR JSON, Pentasol, a code or a move list)</source>
            <translation>격자 파일 열기 (MSR JSON, Pentasol, 코드 또는 수 목록)</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+29" />
            <source>&amp;Save</source>
            <translation>저장(&amp;S)</translation>
        </message>
        <message>
            <location line="-27" />
            <source>Save &amp;As…</source>
            <translation>다른 이름으로 저장(&amp;A)…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open &amp;Recent</source>
            <translation>최근 파일 열기(&amp;R)</translation>
        </message>
        <message>
            <location line="+16" />
            <source>The game's analysis is not saved (it is kept in the grid's file). Save it first?</source>
            <translation>게임 분석이 저장되지 않았습니다(분석은 격자 파일에 저장됩니다). 먼저 저장할까요?</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The grid has changes that are not saved, the game's analysis among them. Save them first?</source>
            <translation>격자에 저장되지 않은 변경 사항이 있습니다(게임 분석 포함). 먼저 저장할까요?</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Unsaved Grid</source>
            <translation>저장하지 않은 격자</translation>
        </message>
        <message>
            <location line="-2" />
            <source>The grid has changes that are not saved. Save them first?</source>
            <translation>격자에 저장하지 않은 변경 사항이 있습니다. 먼저 저장할까요?</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Open Grid</source>
            <translation>격자 열기</translation>
        </message>
        <message>
            <location line="-62" />
            <source>Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)</source>
            <translation>격자 (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR 기록 (*.json *.msr);;Pentasol 파일 (*.txt);;MS1 텍스트 (*.txt *.ms1);;격자가 담긴 그림 (*.png *.svg);;모든 파일 (*)</translation>
        </message>
        <message>
            <location line="+98" />
            <source>%1 was not reopened: it is no longer there</source>
            <translation>%1을(를) 다시 열지 못했습니다: 파일이 더 이상 없습니다</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 was not reopened: %2</source>
            <translation>%1을(를) 다시 열지 못했습니다: %2</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Cannot open %1: %2</source>
            <translation>%1을(를) 열 수 없습니다: %2</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Cannot open %1: %2.</source>
            <translation>%1을(를) 열 수 없습니다: %2.</translation>
        </message>
        <message>
            <location line="-105" />
            <source>&amp;New Game</source>
            <translation>새 게임(&amp;N)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 game</source>
            <translation>%1 게임</translation>
        </message>
        <message>
            <location line="+38" />
            <source>&amp;Discard</source>
            <translation>버리기(&amp;D)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Cancel</source>
            <translation>취소(&amp;C)</translation>
        </message>
        <message>
            <location line="+68" />
            <source>Open %1</source>
            <translation>%1 열기</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Save Grid</source>
            <translation>격자 저장</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MSR record (*.msr.json);;Pentasol file (*.pentasol.txt);;MS1 text, the compact MSR record (*.ms1)</source>
            <translation>MSR 기록 (*.msr.json);;Pentasol 파일 (*.pentasol.txt);;MS1 텍스트, 압축된 MSR 기록 (*.ms1)</translation>
        </message>
        <message>
            <location line="+38" />
            <location line="+6" />
            <source>Cannot save %1: %2</source>
            <translation>%1을(를) 저장할 수 없습니다: %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Saved %1</source>
            <translation>%1을(를) 저장했습니다</translation>
        </message>
        <message>
            <location line="+29" />
            <source>&amp;Clear List</source>
            <translation>목록 지우기(&amp;C)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridClipboard</name>
        <message>
            <location filename="../app/gui/files/GridClipboard.cpp" line="+40" />
            <source>The clipboard is empty.</source>
            <translation>클립보드가 비어 있습니다.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>The clipboard holds a picture without a grid in it: only pictures that Morpion Layers saved or copied carry their grid.</source>
            <translation>클립보드에 격자가 없는 그림이 있습니다: Morpion Layers가 저장하거나 복사한 그림에만 격자가 담겨 있습니다.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The clipboard holds no text to open.</source>
            <translation>클립보드에 열 텍스트가 없습니다.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridCompare</name>
        <message>
            <location filename="../app/gui/compare/GridCompare.cpp" line="+28" />
            <source>Co&amp;mpare With…</source>
            <translation>다른 격자와 비교(&amp;M)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw another grid over this one: the moves both have, and the moves each has alone</source>
            <translation>이 격자 위에 다른 격자를 겹쳐 그립니다: 둘 다 가진 수와 각자만 가진 수</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;End Comparison</source>
            <translation>비교 끝내기(&amp;E)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop drawing the other grid over this one</source>
            <translation>다른 격자를 이 격자 위에 그리지 않기</translation>
        </message>
        <message>
            <location line="+57" />
            <source>Cannot read %1 to compare with: %2</source>
            <translation>비교하려고 %1을(를) 읽을 수 없습니다: %2</translation>
        </message>
        <message>
            <location line="+16" />
            <source>That is a %1 grid; the open grid is %2</source>
            <translation>그것은 %1 격자이고, 열린 격자는 %2입니다</translation>
        </message>
        <message>
            <location line="+57" />
            <source> · %1 moves in both, %2 only played, %3 only in the better line</source>
            <translation> · 양쪽 모두 %1수, 실전에만 %2수, 더 나은 수순에만 %3수</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Comparing: %1 moves in both, %2 only in this grid, %3 only in the other</source>
            <translation>비교 중: 둘 다 %1수, 이 격자에만 %2수, 다른 격자에만 %3수</translation>
        </message>
        <message>
            <location line="+5" />
            <source> · the grids are the same</source>
            <translation> · 두 격자가 같습니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source> · the other grid is this one transformed: %1</source>
            <translation> · 다른 격자는 이 격자를 변환한 것입니다: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the same points, with other lines</source>
            <translation> · 점은 같고 선이 다릅니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the other grid seen through “%1”, where the two have the most moves in common</source>
            <extracomment>%1: a command of the Transform menu without its access key, such as "Flip Left–Right".</extracomment>
            <translation> · 다른 격자를 ‘%1’(으)로 본 모습(공통 수가 가장 많은 방향)</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the other grid as it is</source>
            <translation> · 다른 격자를 그대로 비교</translation>
        </message>
        <message>
            <location line="-24" />
            <location line="+25" />
            <source> · Esc leaves the comparison</source>
            <translation> · Esc를 누르면 비교를 끝냅니다</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Align the Other Grid</source>
            <translation>다른 격자 방향 맞추기</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Compare As It Is</source>
            <translation>그대로 비교</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridEditActions</name>
        <message>
            <location filename="../app/gui/edit/GridEditActions.cpp" line="+25" />
            <source>Remo&amp;ve Move</source>
            <translation>수 제거(&amp;V)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Remove the move under the pointer (or the one picked in the layer panel) with every move that needs it</source>
            <translation>포인터 아래의 수(또는 레이어 패널에서 고른 수)를 그 수를 필요로 하는 모든 수와 함께 제거</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The move picked in the layer panel is not in the grid, so there is nothing to remove</source>
            <translation>레이어 패널에서 고른 수는 격자에 없으므로 제거할 것이 없습니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Point at a move on the board, or pick one in the layer panel, to remove it</source>
            <translation>제거할 수를 판에서 가리키거나 레이어 패널에서 고르세요</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Remove move %1</source>
            <translation>수 %1 제거</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Removed move %1</source>
            <translation>수 %1을(를) 제거했습니다</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Removed move %1 and the %n move(s) that need it</source>
            <translation>
                <numerusform>수 %1과(와) 그 수를 필요로 하는 %n수를 제거했습니다</numerusform>
            </translation>
        </message>
        <message>
            <location line="+10" />
            <source>No move has its point in (%1, %2)–(%3, %4)</source>
            <translation>(%1, %2)–(%3, %4) 범위에 점이 있는 수가 없습니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Remove region</source>
            <translation>영역 제거</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Removed %n move(s) from the region and what needs them</source>
            <translation>
                <numerusform>영역 안의 %n수와 그것을 필요로 하는 수를 제거했습니다</numerusform>
            </translation>
        </message>
        <message>
            <location line="+9" />
            <source>Take back to move %1</source>
            <translation>수 %1까지 무르기</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <location line="+10" />
            <source>Took back %n move(s)</source>
            <translation>
                <numerusform>%n수를 물렀습니다</numerusform>
            </translation>
        </message>
        <message>
            <location line="-1" />
            <source>Take back to layer %1</source>
            <translation>레이어 %1까지 무르기</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Take this one instead</source>
            <translation>대신 이 수 두기</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Took the move, removed %n move(s) in its way and what needs them</source>
            <translation>
                <numerusform>이 수를 두고, 길을 막는 %n수와 그것을 필요로 하는 수를 제거했습니다</numerusform>
            </translation>
        </message>
        <message>
            <location line="+11" />
            <source>Take %1 Instead</source>
            <translation>대신 %1 두기</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Take This One Instead and Remove %n Move(s)</source>
            <translation>
                <numerusform>대신 이 수를 두고 %n수 제거</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Take %1 Instead and Remove %n Move(s)</source>
            <translation>
                <numerusform>대신 %1을(를) 두고 %n수 제거</numerusform>
            </translation>
        </message>
        <message>
            <location line="+19" />
            <location line="+19" />
            <source>Remove Move %1</source>
            <translation>수 %1 제거</translation>
        </message>
        <message numerus="yes">
            <location line="-18" />
            <source>Remove Move %1 and the %n Move(s) That Need It</source>
            <translation>
                <numerusform>수 %1과(와) 그 수를 필요로 하는 %n수 제거</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Take Back to Move %1</source>
            <translation>수 %1까지 무르기</translation>
        </message>
        <message>
            <location line="+3" />
            <location line="+21" />
            <source>Take Back to Layer %1</source>
            <translation>레이어 %1까지 무르기</translation>
        </message>
        <message>
            <location line="-7" />
            <source>Take Back to Here</source>
            <translation>여기까지 무르기</translation>
        </message>
        <message>
            <location line="-41" />
            <source>Take This One Instead</source>
            <translation>대신 이 수 두기</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridInfoPanel</name>
        <message>
            <location filename="../app/gui/panels/GridInfoPanel.cpp" line="+77" />
            <source>Grid Information</source>
            <translation>격자 정보</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Title:</source>
            <translation>제목:</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Author:</source>
            <translation>작성자:</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Source:</source>
            <translation>출처:</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Date:</source>
            <translation>날짜:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Comment:</source>
            <translation>메모:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>What the grid is called</source>
            <translation>격자의 이름</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Who found it</source>
            <translation>찾은 사람</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Where it was published</source>
            <translation>발표된 곳</translation>
        </message>
        <message>
            <location line="+0" />
            <source>When, e.g. 2011-08</source>
            <translation>시기 (예: 2011-08)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Anything worth keeping with the grid</source>
            <translation>격자와 함께 남겨 둘 만한 내용</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Title</source>
            <translation>제목</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Author</source>
            <translation>작성자</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Source</source>
            <translation>출처</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Date</source>
            <translation>날짜</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Comment</source>
            <translation>메모</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 grid of %2 moves</source>
            <translation>%2수의 %1 격자</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 by %2</source>
            <translation>%1, %2</translation>
        </message>
        <message numerus="yes">
            <location line="+36" />
            <source>%1 · %n move(s) · %2</source>
            <translation>
                <numerusform>%1 · %n수 · %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n layer(s)</source>
            <translation>
                <numerusform>레이어 %n개</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>unfinished, %n legal move(s) left</source>
            <translation>
                <numerusform>미완료, 남은 둘 수 있는 수 %n개</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>Based on %1</source>
            <translation>기반: %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>the game's analysis, shown in the Analysis panel</source>
            <translation>게임의 분석(분석 패널에 표시)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>an analysis of another game, dropped when saved</source>
            <translation>다른 게임의 분석(저장할 때 버림)</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Other fields of the record (kept when saved):</source>
            <translation>기록의 다른 필드 (저장할 때 유지됨):</translation>
        </message>
        <message>
            <location line="-6" />
            <source>an analysis that does not read (%1), kept as it is</source>
            <translation>읽을 수 없는 분석(%1), 그대로 보관</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridOpener</name>
        <message>
            <location filename="../app/gui/files/GridOpener.cpp" line="+22" />
            <source>&amp;Paste Code</source>
            <translation>코드 붙여넣기(&amp;P)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the layer code, game number or move list on the clipboard</source>
            <translation>클립보드의 레이어 코드, 게임 번호 또는 수 목록 열기</translation>
        </message>
        <message>
            <location line="+65" />
            <source>Open %1</source>
            <translation>%1 열기</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Opened (%1): %2 %3 moves in %n layer(s)</source>
            <translation>
                <numerusform>%1을(를) 열었습니다: %2, %3수, 레이어 %n개</numerusform>
            </translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+16" />
            <source>the pasted text</source>
            <translation>붙여 넣은 텍스트</translation>
        </message>
        <message>
            <location line="-13" />
            <source>The text holds %1 characters, too many for one grid: it is read as a collection of codes.</source>
            <translation>텍스트가 %1자로 격자 하나로는 너무 깁니다: 코드 모음으로 읽습니다.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The text holds several codes: they are listed in the collection panel.</source>
            <translation>텍스트에 코드가 여러 개 있습니다: 모음 패널에 나열합니다.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridTransformActions</name>
        <message>
            <location filename="../app/gui/edit/GridTransformActions.cpp" line="+19" />
            <source>&amp;Rotate / Flip Grid</source>
            <translation>격자 회전 / 뒤집기(&amp;R)</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Changes the grid and its codes; Undo turns it back</source>
            <translation>격자와 그 코드를 바꿉니다. 실행 취소로 되돌릴 수 있습니다</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Canonical Orient&amp;ation</source>
            <translation>정규 방향(&amp;A)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Turn the grid so that its layer code is its canonical code, the smallest of its 8 images</source>
            <translation>레이어 코드가 정규 코드(8가지 상 중 가장 작은 코드)가 되도록 격자를 돌립니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy Ca&amp;nonical Code</source>
            <translation>정규 코드 복사(&amp;N)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the smallest layer code over the 8 rotations and mirror images of the grid, the same for every image: a name for the grid up to symmetry</source>
            <translation>격자의 8가지 회전과 거울상 중 가장 작은 레이어 코드를 복사합니다. 어느 상이든 같으므로 대칭을 무시한 격자의 이름이 됩니다</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&amp;Unchanged</source>
            <translation>그대로(&amp;U)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip &amp;Left–Right</source>
            <translation>좌우 뒤집기(&amp;L)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip &amp;Top–Bottom</source>
            <translation>상하 뒤집기(&amp;T)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate &amp;180°</source>
            <translation>180° 회전(&amp;1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip Along the &amp;Main Diagonal</source>
            <translation>주대각선으로 뒤집기(&amp;M)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate 90° &amp;Clockwise</source>
            <translation>시계 방향으로 90° 회전(&amp;C)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate 90° Cou&amp;nter-Clockwise</source>
            <translation>시계 반대 방향으로 90° 회전(&amp;N)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip Along the &amp;Other Diagonal</source>
            <translation>다른 대각선으로 뒤집기(&amp;O)</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Canonical code copied: the grid is in its canonical orientation</source>
            <translation>정규 코드를 복사했습니다: 격자가 정규 방향에 있습니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Canonical code copied: the code of the grid after “%1”</source>
            <translation>정규 코드를 복사했습니다: “%1” 뒤 격자의 코드</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The grid is already in its canonical orientation</source>
            <translation>격자가 이미 정규 방향에 있습니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Turned to the canonical orientation (%1)</source>
            <translation>정규 방향으로 돌렸습니다 (%1)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::HandPlay</name>
        <message>
            <location filename="../app/gui/board/PlayLinks.cpp" line="+16" />
            <source>Game over: no legal move is left. Score: %1.</source>
            <translation>게임 끝: 둘 수 있는 수가 더 없습니다. 점수: %1.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::HelpMenu</name>
        <message>
            <location filename="../app/gui/help/HelpMenu.cpp" line="+17" />
            <source>&amp;Help</source>
            <translation>도움말(&amp;H)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>How to Read the &amp;Layer View</source>
            <translation>레이어 보기 읽는 법(&amp;L)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Rules of the Four Variants</source>
            <translation>네 가지 변형의 규칙(&amp;R)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Keyboard Shortcuts</source>
            <translation>키보드 단축키(&amp;K)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Report a &amp;Bug…</source>
            <translation>버그 신고(&amp;B)…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the project's issue tracker in the web browser: %1</source>
            <translation>프로젝트의 이슈 트래커를 웹 브라우저에서 엽니다: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;About Morpion Layers</source>
            <translation>Morpion Layers 정보(&amp;A)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>About &amp;Qt</source>
            <translation>Qt 정보(&amp;Q)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerBar</name>
        <message>
            <location filename="../app/gui/panels/LayerBar.cpp" line="+37" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location line="+29" />
            <source>&amp;First Layer</source>
            <translation>첫 레이어(&amp;F)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Previous Layer</source>
            <translation>이전 레이어(&amp;P)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Next Layer</source>
            <translation>다음 레이어(&amp;N)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Last Layer</source>
            <translation>마지막 레이어(&amp;L)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Animate Layers</source>
            <translation>레이어 애니메이션(&amp;A)</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Drag to move through the layers</source>
            <translation>끌어서 레이어를 이동</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Layer shown</source>
            <translation>표시된 레이어</translation>
        </message>
        <message>
            <location line="-5" />
            <source>Layers</source>
            <translation>레이어</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The layer shown</source>
            <translation>표시 중인 레이어</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Slow</source>
            <translation>느리게</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Normal</source>
            <translation>보통</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Fast</source>
            <translation>빠르게</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Animation speed</source>
            <translation>애니메이션 속도</translation>
        </message>
        <message>
            <location line="+3" />
            <source>By layer</source>
            <translation>레이어별</translation>
        </message>
        <message>
            <location line="+0" />
            <source>By move</source>
            <translation>수별</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Animate the layers one by one, or replay the moves in their order</source>
            <translation>레이어를 하나씩 보여 주거나, 수를 순서대로 재생합니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Animation mode</source>
            <translation>애니메이션 모드</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerChart</name>
        <message>
            <location filename="../app/gui/panels/LayerChart.cpp" line="+20" />
            <source>Moves taken per layer; click a bar to show that layer</source>
            <translation>레이어별로 둔 수. 막대를 클릭하면 그 레이어를 표시합니다</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Moves taken per layer</source>
            <translation>레이어별로 둔 수</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No layers.</source>
            <translation>레이어 없음.</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>%n layer(s), at most %1 moves taken in one.</source>
            <translation>
                <numerusform>레이어 %n개, 한 레이어에서 최대 %1수 둠.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer %1: %2 taken.</source>
            <translation>레이어 %1: %2수 둠.</translation>
        </message>
        <message>
            <location line="+31" />
            <source>max %1 per layer</source>
            <translation>레이어당 최대 %1</translation>
        </message>
        <message>
            <location line="+0" />
            <source>no move taken yet</source>
            <translation>아직 둔 수가 없습니다</translation>
        </message>
        <message numerus="yes">
            <location line="+64" />
            <source>Layer %1: %n move(s) taken</source>
            <translation>
                <numerusform>레이어 %1: %n수 둠</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerPanel</name>
        <message>
            <location filename="../app/gui/panels/LayerPanel.cpp" line="+70" />
            <source>Move</source>
            <translation>수</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Bit</source>
            <translation>비트</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Code No.</source>
            <translation>코드 번호</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Loss</source>
            <translation>손실</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The candidate's number in the layer code's order, which is not the order of play that the status bar gives</source>
            <translation>레이어 코드 순서에서 후보의 번호이며, 상태 표시줄이 보여 주는 둔 순서와 다릅니다</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Candidates of the layer</source>
            <translation>레이어의 후보</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each candidate of the layer with its number and its bit: 1 taken, 0 not taken; then the moves legal at this layer but left untaken in an earlier one.</source>
            <translation>레이어의 각 후보와 그 번호, 비트(1: 둠, 0: 두지 않음). 이어서 이 레이어에서 둘 수 있지만 이전 레이어에서 두지 않은 수.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer panel</source>
            <translation>레이어 패널</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Moves taken per layer</source>
            <translation>레이어별로 둔 수</translation>
        </message>
        <message>
            <location line="+86" />
            <source>No layers</source>
            <translation>레이어 없음</translation>
        </message>
        <message numerus="yes">
            <location line="+29" />
            <source>&lt;b&gt;In play&lt;/b&gt;: every one of the %n legal move(s) can be played.</source>
            <translation>
                <numerusform>&lt;b&gt;진행 중&lt;/b&gt;: 둘 수 있는 수 %n개를 모두 둘 수 있습니다.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>Listed: the moves open at the end, whose 0 bits end the layer code.</source>
            <translation>목록: 끝에서 열려 있는 수. 그 0 비트로 레이어 코드가 끝납니다.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&lt;b&gt;Layer %1&lt;/b&gt; / %2&lt;br&gt;%3 of %4 candidates taken</source>
            <translation>&lt;b&gt;레이어 %1&lt;/b&gt; / %2&lt;br&gt;후보 %4개 중 %3개 둠</translation>
        </message>
        <message>
            <location line="+6" />
            <source>; %1 legal, but left untaken in an earlier layer</source>
            <translation>; 둘 수 있지만 이전 레이어에서 두지 않은 수 %1개</translation>
        </message>
        <message numerus="yes">
            <location line="+30" />
            <source>What this move lost, proven by the solver: the longest game before it was exactly %n move(s) longer than the longest after it</source>
            <translation>
                <numerusform>솔버가 증명한, 이 수가 잃은 것: 이 수 이전의 가장 긴 게임이 이후의 가장 긴 게임보다 정확히 %n수 길었습니다</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>What this move lost in the game's analysis: the best game found before it was %n move(s) longer than any found after it</source>
            <translation>
                <numerusform>게임 분석에서 이 수가 잃은 것: 이 수 이전에 찾은 최선의 게임이 이후에 찾은 어떤 게임보다 %n수 길었습니다</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>Not taken in this layer (bit 0): it stays legal, left for later</source>
            <translation>이 레이어에서 두지 않음 (비트 0): 둘 수 있는 채로 나중을 위해 남김</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Left untaken earlier (%1)</source>
            <translation>이전에 두지 않은 수 (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal at this layer, but left untaken in an earlier layer</source>
            <translation>이 레이어에서 둘 수 있지만 이전 레이어에서 두지 않은 수</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Legal at this layer, but it was a candidate of an earlier layer and was not taken there (the layer code calls it taboo: it has no bit of its own)</source>
            <translation>이 레이어에서 둘 수 있지만 이전 레이어의 후보였고 거기서 두지 않은 수 (레이어 코드에서는 금기라고 하며 자기 비트가 없습니다)</translation>
        </message>
        <message>
            <location line="-27" />
            <source>Taken in this layer (bit 1)</source>
            <translation>이 레이어에서 둠 (비트 1)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerSpinBox</name>
        <message>
            <location filename="../app/gui/panels/LayerSpinBox.cpp" line="+26" />
            <location line="+6" />
            <location line="+9" />
            <source>In play</source>
            <translation>진행 중</translation>
        </message>
        <message>
            <location line="-14" />
            <source>Layer %1 / %2</source>
            <translation>레이어 %1 / %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerViewGuide</name>
        <message>
            <location filename="../app/gui/help/LayerViewGuide.cpp" line="+150" />
            <source>How to Read the Layer View</source>
            <translation>레이어 보기 읽는 법</translation>
        </message>
        <message>
            <location line="+37" />
            <source>&lt;p&gt;The picture is the 135 of the Famous Grids menu at layer %1. A layer is the set of moves that became possible through the layers before it; the layer bar and the Layers menu step through them.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Earlier layers&lt;/b&gt;: moves already made, in the plain line colour.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Taken in this layer&lt;/b&gt;: the moves of the layer that the game made, in the highlight colour. They can be played in any order.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Not taken&lt;/b&gt;: moves that were possible in this layer and that the game left. They are never played later.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Taboo&lt;/b&gt;: legal here, but left untaken in an earlier layer, so not a move of this game. Shown so that the layer can be read whole.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Later layers&lt;/b&gt;: drawn faintly (View › Ghost Later Layers) or hidden.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;The layer panel lists the layer's possible moves in the fixed order of the code. Its &lt;b&gt;Bit&lt;/b&gt; column is the layer code itself: 1 for a move taken, 0 for one left. Taboo moves get no bit: the code already said 0 for them. Six bits make one character of the code.&lt;/p&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;th&gt;No.&lt;/th&gt;&lt;th&gt;Move&lt;/th&gt;&lt;th&gt;Bit&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</source>
            <translation>&lt;p&gt;이 그림은 유명한 격자 메뉴의 135를 레이어 %1에서 본 것입니다. 레이어는 그 앞의 레이어들을 통해 둘 수 있게 된 수의 집합입니다. 레이어 막대와 레이어 메뉴로 레이어를 차례로 넘겨 볼 수 있습니다.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;이전 레이어&lt;/b&gt;: 이미 둔 수로, 보통 선 색으로 그립니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;이 레이어에서 둠&lt;/b&gt;: 이 레이어의 수 가운데 게임에서 둔 수로, 강조 색으로 그립니다. 어떤 순서로 두어도 됩니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;두지 않음&lt;/b&gt;: 이 레이어에서 둘 수 있었지만 게임이 두지 않은 수입니다. 나중에도 두지 않습니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;금기&lt;/b&gt;: 여기서 둘 수는 있지만 이전 레이어에서 두지 않고 남긴 수이므로 이 게임의 수가 아닙니다. 레이어 전체를 읽을 수 있도록 표시합니다.&lt;/li&gt;&lt;li&gt;&lt;b&gt;이후 레이어&lt;/b&gt;: 흐리게 그리거나(보기 › 이후 레이어 흐리게 표시) 숨깁니다.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;레이어 패널은 그 레이어에서 둘 수 있는 수를 코드의 정해진 순서대로 나열합니다. &lt;b&gt;비트&lt;/b&gt; 열이 바로 레이어 코드입니다: 둔 수는 1, 남긴 수는 0입니다. 금기 수에는 비트가 없습니다: 코드가 이미 0으로 적었기 때문입니다. 6비트가 코드의 한 글자가 됩니다.&lt;/p&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;th&gt;번호&lt;/th&gt;&lt;th&gt;수&lt;/th&gt;&lt;th&gt;비트&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LossBadgeDelegate</name>
        <message>
            <location filename="../app/gui/common/LossBadge.cpp" line="+27" />
            <source>Loss: how many moves shorter the best game found after the move is than the best found before it.</source>
            <translation>손실: 그 수 이후에 찾은 최선의 게임이 이전에 찾은 최선의 게임보다 몇 수 짧은지.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 1–2: can be the search's noise, another run may not find it; %2 3–9; %3 10 or more.</source>
            <translation>%1 1–2: 탐색의 잡음일 수 있습니다(다른 실행에서는 찾지 못할 수 있음); %2 3–9; %3 10 이상.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>✓ a proven loss: exact, the solver visited every game from both positions.</source>
            <translation>✓ 증명된 손실: 정확하며, 솔버가 두 국면에서의 모든 게임을 방문했습니다.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::MainWindow</name>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+104" />
            <source>Layers</source>
            <translation>레이어</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Codes</source>
            <translation>코드</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="+105" />
            <source>Layer</source>
            <translation>레이어</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Collection</source>
            <translation>모음</translation>
        </message>
        <message>
            <location line="-46" />
            <location line="+47" />
            <source>Search</source>
            <translation>탐색</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowSignals.cpp" line="+145" />
            <source>The search's best grid: %1 moves</source>
            <translation>탐색의 최고 격자: %1수</translation>
        </message>
        <message>
            <location line="-31" />
            <source>Printed on %1</source>
            <translation>%1에 인쇄</translation>
        </message>
        <message>
            <location line="-43" />
            <source>needs %1, needed by %2</source>
            <translation>이 수가 필요로 하는 수 %1, 이 수를 필요로 하는 수 %2</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+33" />
            <source>&amp;File</source>
            <translation>파일(&amp;F)</translation>
        </message>
        <message>
            <location line="+18" />
            <source>&amp;Quit</source>
            <translation>끝내기(&amp;Q)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Edit</source>
            <translation>편집(&amp;E)</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="-2" />
            <source>La&amp;yer Panel</source>
            <translation>레이어 패널(&amp;Y)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Coll&amp;ection Panel</source>
            <translation>모음 패널(&amp;E)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Search &amp;Panel</source>
            <translation>탐색 패널(&amp;P)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solver</source>
            <translation>솔버</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Sol&amp;ver Panel</source>
            <translation>솔버 패널(&amp;V)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Grid Infor&amp;mation</source>
            <translation>격자 정보(&amp;M)</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+17" />
            <source>Pre&amp;ferences…</source>
            <translation>환경설정(&amp;F)…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;View</source>
            <translation>보기(&amp;V)</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="+8" />
            <source>Search for high-scoring grids with NRPA or the hill climb, on every core</source>
            <translation>NRPA 또는 언덕 오르기로 모든 코어에서 고득점 격자 탐색</translation>
        </message>
        <message>
            <location line="-10" />
            <source>Analysis</source>
            <translation>분석</translation>
        </message>
        <message>
            <location line="+0" />
            <source>A&amp;nalysis Panel</source>
            <translation>분석 패널(&amp;N)</translation>
        </message>
        <message>
            <location line="+9" />
            <source>What each move of the game lost: the analysis and its chart</source>
            <translation>게임의 각 수가 잃은 것: 분석과 그 차트</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+20" />
            <source>&amp;Layers</source>
            <translation>레이어(&amp;L)</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Main</source>
            <translation>기본</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowSignals.cpp" line="+118" />
            <source>This grid is now an edit of “%1”: its record says so, and keeps no title of its own.</source>
            <translation>이 격자는 이제 “%1”을(를) 편집한 것입니다. 기록에 그렇게 적히며 자체 제목은 없습니다.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>This grid is now an edit of “%1”: its record says so, and does not name %2 as its author.</source>
            <translation>이 격자는 이제 “%1”을(를) 편집한 것입니다. 기록에 그렇게 적히며 %2은(는) 작성자로 적히지 않습니다.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Keep %1 as Author</source>
            <translation>%1을(를) 작성자로 유지(&amp;K)</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+21" />
            <source>%1[*] — Morpion Layers</source>
            <translation>%1[*] — Morpion Layers</translation>
        </message>
        <message>
            <location line="+56" />
            <source>Open %1</source>
            <translation>%1 열기</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::MessageBanner</name>
        <message>
            <location filename="../app/gui/common/MessageBanner.cpp" line="+18" />
            <location line="+68" />
            <source>Note</source>
            <translation>알림</translation>
        </message>
        <message>
            <location line="-57" />
            <source>What the message offers</source>
            <translation>이 메시지에서 할 수 있는 작업</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Close this message</source>
            <translation>이 메시지 닫기</translation>
        </message>
        <message>
            <location line="+52" />
            <source>Error</source>
            <translation>오류</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::NoDisplay</name>
        <message>
            <location filename="../app/gui/common/NoDisplay.cpp" line="+33" />
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
        <name>morpion::gui::PictureActions</name>
        <message>
            <location filename="../app/gui/files/PictureActions.cpp" line="+19" />
            <source>&amp;Export Picture…</source>
            <translation>그림 내보내기(&amp;E)…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Grid and P&amp;icture</source>
            <translation>격자와 그림 복사(&amp;I)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy the grid as a picture (carrying its record), its layer code and its record: Paste opens it again</source>
            <translation>격자를 그림(기록 포함), 레이어 코드, 기록으로 복사합니다: 붙여넣기로 다시 열 수 있습니다</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Picture saved to %1</source>
            <translation>그림을 %1에 저장했습니다</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Grid copied: its picture, layer code and record</source>
            <translation>격자를 복사했습니다: 그림, 레이어 코드, 기록</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::PreferencesDialog</name>
        <message>
            <location filename="../app/gui/window/PreferencesDialog.cpp" line="+18" />
            <source>Preferences</source>
            <translation>환경설정</translation>
        </message>
        <message>
            <location line="+2" />
            <source>System language</source>
            <translation>시스템 언어</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Follow the system</source>
            <translation>시스템 따르기</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Light</source>
            <translation>밝게</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dark</source>
            <translation>어둡게</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Reopen the last grid at start</source>
            <translation>시작할 때 마지막 격자 다시 열기(&amp;R)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid file last opened or saved; unsaved work a crash left behind is offered first</source>
            <translation>마지막으로 열거나 저장한 격자 파일. 충돌로 남은 저장하지 않은 작업을 먼저 제안합니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Language:</source>
            <translation>언어(&amp;L):</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Board &amp;colours:</source>
            <translation>판 색상(&amp;C):</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ReadFeedback</name>
        <message>
            <location filename="../app/gui/common/ReadFeedback.cpp" line="+23" />
            <source>picture</source>
            <translation>그림</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Not a valid %1: %2.</source>
            <translation>올바른 %1이(가) 아닙니다: %2.</translation>
        </message>
        <message>
            <location line="+15" />
            <location line="+5" />
            <source>Read as %1</source>
            <translation>%1(으)로 읽기</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::RulesDialog</name>
        <message>
            <location filename="../app/gui/help/RulesDialog.cpp" line="+13" />
            <source>Rules of the Four Variants</source>
            <translation>네 가지 변형의 규칙</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&lt;h3&gt;Morpion Solitaire&lt;/h3&gt;&lt;p&gt;The game starts from a cross of points on squared paper: 36 points for the 5-point games, 24 for the 4-point games. A &lt;b&gt;move&lt;/b&gt; adds one new point and draws a straight line through it: horizontal, vertical or diagonal, covering 5 points (4 in the 4-point games), all of them already on the board but the new one. The game ends when no move is left; the &lt;b&gt;score&lt;/b&gt; is the number of moves. There is no opponent: the aim is the longest game.&lt;/p&gt;&lt;h3&gt;The four variants&lt;/h3&gt;&lt;table cellspacing="6"&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5-point lines, &lt;i&gt;touching&lt;/i&gt;: two lines of the same direction may share an end point, never a stretch between two points. The classic game; the record is 178 moves.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5-point lines, &lt;i&gt;disjoint&lt;/i&gt;: two lines of the same direction may not share any point. Harder; the record is 82 moves.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;4-point lines on the small cross, touching allowed. The best game, 62 moves, is proved optimal.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;4-point lines on the small cross, disjoint. The best game, 35 moves, is proved optimal.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Lines of different directions may always cross. Every game legal in a D variant is legal in the T variant of the same length, not the other way round.&lt;/p&gt;&lt;h3&gt;Layers&lt;/h3&gt;&lt;p&gt;The program shows a finished grid in &lt;b&gt;layers&lt;/b&gt;: layer 0 holds the moves that could be played at the start and were; each later layer, the moves that became possible through the layers before it. Moves of one layer can be played in any order. A move that was possible in a layer but left untaken stays untaken for good: it is shown as &lt;i&gt;taboo&lt;/i&gt; in the later layers where it is still legal. The layer code writes one bit per possible move, layer by layer: 1 taken, 0 left. Help &amp;gt; How to Read the Layer View shows it on a grid.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;모르피온 솔리테어&lt;/h3&gt;&lt;p&gt;게임은 모눈종이 위에 점으로 그린 십자에서 시작합니다: 5점 게임은 36점, 4점 게임은 24점입니다. &lt;b&gt;수&lt;/b&gt;는 새 점 하나를 더하고 그 점을 지나는 직선을 긋습니다. 선은 가로, 세로 또는 대각선으로 5점(4점 게임에서는 4점)을 덮으며, 새 점을 빼고는 모두 이미 판 위에 있는 점이어야 합니다. 둘 수 있는 수가 없으면 게임이 끝나고, &lt;b&gt;점수&lt;/b&gt;는 둔 수의 개수입니다. 상대는 없습니다: 목표는 가장 긴 게임입니다.&lt;/p&gt;&lt;h3&gt;네 가지 변형&lt;/h3&gt;&lt;table cellspacing="6"&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5점 선, &lt;i&gt;접촉&lt;/i&gt;: 같은 방향의 두 선은 끝점을 공유할 수 있지만, 두 점 사이의 구간은 공유할 수 없습니다. 고전적인 게임으로, 기록은 178수입니다.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5점 선, &lt;i&gt;분리&lt;/i&gt;: 같은 방향의 두 선은 어떤 점도 공유할 수 없습니다. 더 어렵고, 기록은 82수입니다.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;작은 십자 위의 4점 선, 접촉 허용. 최고 게임인 62수가 최적임이 증명되었습니다.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;작은 십자 위의 4점 선, 분리. 최고 게임인 35수가 최적임이 증명되었습니다.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;방향이 다른 선은 언제나 교차할 수 있습니다. D 변형에서 허용되는 게임은 모두 길이가 같은 T 변형에서도 허용되지만, 그 반대는 아닙니다.&lt;/p&gt;&lt;h3&gt;레이어&lt;/h3&gt;&lt;p&gt;이 프로그램은 끝난 격자를 &lt;b&gt;레이어&lt;/b&gt;로 나누어 보여 줍니다: 레이어 0에는 처음부터 둘 수 있었고 실제로 둔 수가, 그 뒤의 각 레이어에는 앞선 레이어들을 통해 둘 수 있게 된 수가 들어갑니다. 한 레이어의 수는 어떤 순서로 두어도 됩니다. 어떤 레이어에서 둘 수 있었지만 두지 않은 수는 끝까지 두지 않습니다: 그 수를 여전히 둘 수 있는 이후 레이어에서는 &lt;i&gt;금기&lt;/i&gt;로 표시됩니다. 레이어 코드는 레이어마다, 둘 수 있는 수 하나당 1비트를 씁니다: 1은 둔 수, 0은 남긴 수입니다. 도움말 &amp;gt; 레이어 보기 읽는 법에서 격자 위의 예를 볼 수 있습니다.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchChart</name>
        <message>
            <location filename="../app/gui/search/SearchChart.cpp" line="+30" />
            <source>%1 h</source>
            <translation>%1시간</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 min</source>
            <translation>%1분</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+1" />
            <source>%1 s</source>
            <translation>%1초</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Best score over time</source>
            <translation>시간에 따른 최고 점수</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best score found so far, over the time the search has run</source>
            <translation>탐색을 실행한 시간 동안 지금까지 찾은 최고 점수</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchChart.h" line="+36" />
            <source>best score</source>
            <translation>최고 점수</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchChart.cpp" line="+86" />
            <source>The best score over time is drawn here while a search runs.</source>
            <translation>탐색이 실행되는 동안 시간에 따른 최고 점수가 여기에 그려집니다.</translation>
        </message>
        <message>
            <location line="+54" />
            <source>Best %1 at %2 s</source>
            <translation>%2초에 최고 %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchFigures</name>
        <message>
            <location filename="../app/gui/search/SearchFigures.cpp" line="+43" />
            <source>neighbourhoods/s</source>
            <translation>근방/초</translation>
        </message>
        <message>
            <location line="+1" />
            <source>playouts/s</source>
            <translation>플레이아웃/초</translation>
        </message>
        <message>
            <location line="+0" />
            <source>iterations/s</source>
            <translation>반복/초</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The search's best score, time and speed</source>
            <translation>탐색의 최고 점수, 시간, 속도</translation>
        </message>
        <message>
            <location line="+3" />
            <source>best score</source>
            <translation>최고 점수</translation>
        </message>
        <message>
            <location line="+1" />
            <source>elapsed</source>
            <translation>경과 시간</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1 s</source>
            <translation>%1초</translation>
        </message>
        <message>
            <location line="+28" />
            <source>%1 in all</source>
            <translation>모두 %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchLogList</name>
        <message>
            <location filename="../app/gui/search/SearchLogList.cpp" line="+26" />
            <source>Search log</source>
            <translation>탐색 로그</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Each new best: iteration. score (seconds) layer code. Click a line to preview its grid, double-click to load it</source>
            <translation>새 최고마다: 반복. 점수 (초) 레이어 코드. 줄을 클릭하면 격자를 미리 보고, 두 번 클릭하면 불러옵니다</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchPanel</name>
        <message>
            <location filename="../app/gui/search/SearchParameters.cpp" line="+77" />
            <source>NRPA (nested rollout policy adaptation)</source>
            <translation>NRPA (중첩 롤아웃 정책 적응)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hill climb (the seeds' DNA search)</source>
            <translation>언덕 오르기 (원래의 DNA 탐색)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Improve the open grid (large neighbourhood search)</source>
            <translation>열린 격자 개선 (대규모 근방 탐색)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds' search, quick to rise and then slow</source>
            <translation>NRPA(Rosin 2011)가 178 기록을 찾았습니다. 언덕 오르기는 원래의 탐색으로, 처음에는 빨리 오르고 그다음에는 느립니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Algorithm</source>
            <translation>알고리즘(&amp;A)</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Nesting level L: one search of level L plays about iterations^L playouts</source>
            <translation>중첩 수준 L: 수준 L의 탐색은 약 반복 횟수^L번의 플레이아웃을 합니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Iterations of each level (N in the paper)</source>
            <translation>각 수준의 반복 횟수 (논문의 N)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Adaptation step: how far the policy moves toward the best game at each iteration</source>
            <translation>적응 보폭: 반복마다 정책이 최고 게임 쪽으로 얼마나 움직이는지</translation>
        </message>
        <message>
            <location line="+6" />
            <source>How strongly the open grid's moves are preferred at first: about 1 barely, 3 keeps a good part of the grid, 5 and more nearly replay it</source>
            <translation>처음에 열린 격자의 수를 얼마나 선호할지: 1 정도는 거의 없음, 3은 격자의 상당 부분을 유지, 5 이상은 거의 그대로 재현</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Iterations</source>
            <translation>반복 횟수(&amp;I)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Al&amp;pha</source>
            <translation>알파(&amp;P)</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Lines of the current game left out at each step of the climb (the seeds use 3)</source>
            <translation>언덕 오르기의 각 단계에서 현재 게임에서 빼는 선 수 (원래 탐색은 3)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Blacklist</source>
            <translation>블랙리스트(&amp;B)</translation>
        </message>
        <message>
            <location line="+22" />
            <source>The whole grid</source>
            <translation>격자 전체</translation>
        </message>
        <message>
            <location line="+88" />
            <source>Region (%1, %2)–(%3, %4)</source>
            <translation>영역 (%1, %2)–(%3, %4)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Region (none selected)</source>
            <translation>영역 (선택 없음)</translation>
        </message>
        <message>
            <location line="-89" />
            <source>Wor&amp;k on</source>
            <translation>대상(&amp;K)</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Independent searches run side by side, one per core; the best of them is shown</source>
            <translation>독립된 탐색을 코어마다 나란히 실행하고 가장 좋은 것을 표시합니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>random</source>
            <translation>무작위</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same seed, threads and parameters search the same games again (with an iteration budget, exactly); "random" picks a new seed at each start</source>
            <translation>같은 시드, 스레드, 매개변수는 같은 게임을 다시 탐색합니다 (반복 예산을 정하면 정확히 같음). “무작위”는 시작할 때마다 새 시드를 고릅니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>New</source>
            <translation>새로</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pick a new fixed seed</source>
            <translation>새 고정 시드 고르기</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&amp;Threads</source>
            <translation>스레드(&amp;T)</translation>
        </message>
        <message>
            <location line="+10" />
            <source> s</source>
            <translation> 초</translation>
        </message>
        <message>
            <location line="+1" />
            <source>no limit</source>
            <translation>제한 없음</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop after this many seconds (0: run until Stop)</source>
            <translation>이 초가 지나면 멈춤 (0: 멈춤을 누를 때까지)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>none</source>
            <translation>없음</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop as soon as a game reaches this score (0: no target)</source>
            <translation>어떤 게임이 이 점수에 이르면 바로 멈춤 (0: 목표 없음)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop after</source>
            <translation>멈춤 시간</translation>
        </message>
        <message>
            <location line="+2" />
            <source>or at s&amp;core</source>
            <translation>또는 점수(&amp;C)</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchPanel.cpp" line="+86" />
            <source>Pick an algorithm and press Start; the search runs beside your work.</source>
            <translation>알고리즘을 고르고 시작을 누르세요. 탐색은 작업과 나란히 실행됩니다.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Res&amp;ume</source>
            <translation>재개(&amp;U)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Go on with the stopped search exactly where it stopped (Stop pauses it)</source>
            <translation>멈춘 탐색을 멈춘 곳에서 그대로 이어 갑니다 (멈춤을 누르면 일시 정지합니다)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open State…</source>
            <translation>상태 열기…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open a search state saved here or by morpion-cli search --checkpoint; Resume goes on with it</source>
            <translation>여기서 또는 morpion-cli search --checkpoint로 저장한 탐색 상태를 엽니다. 재개를 누르면 이어서 탐색합니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Save State…</source>
            <translation>상태 저장…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save the stopped search's state to a file, to go on with it later here or with morpion-cli search --checkpoint</source>
            <translation>멈춘 탐색의 상태를 파일에 저장해, 나중에 여기서 또는 morpion-cli search --checkpoint로 이어 갈 수 있게 합니다</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchParameters.cpp" line="-154" />
            <source>Search settings</source>
            <translation>탐색 설정</translation>
        </message>
        <message>
            <location line="+59" />
            <source>&amp;Nesting level</source>
            <translation>중첩 수준(&amp;N)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Warm wei&amp;ght</source>
            <translation>초기 가중치(&amp;G)</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Start f&amp;rom</source>
            <translation>시작점(&amp;R)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The whole grid, or only the region last dragged on the board with Shift: then each neighbourhood is the moves whose points lie in it, with the moves that need them, and every other move stays</source>
            <translation>격자 전체, 또는 판에서 마지막으로 Shift를 누른 채 끈 영역만: 영역이면 각 근방은 그 안에 점이 있는 수와 그 수를 필요로 하는 수이고, 다른 수는 모두 그대로 남습니다</translation>
        </message>
        <message>
            <location line="+32" />
            <source>See&amp;d</source>
            <extracomment>The seed of the random generator (a number), as in the status line and the log.</extracomment>
            <translation>시드(&amp;D)</translation>
        </message>
        <message>
            <location line="+107" />
            <source>The empty cross</source>
            <translation>빈 십자</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every game starts from the cross of the variant</source>
            <translation>모든 게임은 변형의 십자에서 시작합니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The open grid, kept as the start</source>
            <translation>열린 격자를 시작으로 유지</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The open grid, kept (NRPA only)</source>
            <translation>열린 격자를 유지 (NRPA만)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every game begins with the moves of the open grid and goes on from its end</source>
            <translation>모든 게임은 열린 격자의 수로 시작해 그 끝에서 이어집니다</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The open grid, improved</source>
            <translation>열린 격자 개선</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Improve takes neighbourhoods out of the open grid and refills them</source>
            <translation>개선은 열린 격자에서 근방을 떼어 내고 다시 채웁니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Around the open grid (warm start)</source>
            <translation>열린 격자 주변 (웜 스타트)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The policy first prefers the open grid's moves (see Warm weight), so the search explores grids near it</source>
            <translation>정책이 먼저 열린 격자의 수를 선호하므로 (초기 가중치 참고) 탐색은 그 근처 격자를 살펴봅니다</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Climb from the open grid</source>
            <translation>열린 격자에서 언덕 오르기</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The climb's first game is the open grid, finished at random when it is not</source>
            <translation>언덕 오르기의 첫 게임은 열린 격자이며, 끝나지 않았으면 무작위로 끝까지 둡니다</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchPanel.cpp" line="+89" />
            <source>Searching %1 grids</source>
            <translation>%1 격자 탐색 중</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A %1 search, stopped: Resume goes on with it</source>
            <translation>멈춘 %1 탐색: 재개를 누르면 이어 갑니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Searches %1 grids, the variant of the open grid</source>
            <translation>열린 격자의 변형인 %1 격자를 탐색합니다</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Improve works on the open grid, which has no move yet: open or play a grid first.</source>
            <translation>개선은 열린 격자를 대상으로 하는데, 아직 수가 없습니다: 먼저 격자를 열거나 두세요.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The open grid is finished: no move is left after it, so there is nothing to search from its end. Start from the empty cross, or search around the open grid.</source>
            <translation>열린 격자는 끝났습니다: 그 뒤에 둘 수가 없으므로 끝에서 탐색할 것이 없습니다. 빈 십자에서 시작하거나 열린 격자 주변을 탐색하세요.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The target score %1 is not above the open grid's score %2: every game would reach it at once.</source>
            <translation>목표 점수 %1이(가) 열린 격자의 점수 %2보다 높지 않습니다: 모든 게임이 곧바로 도달합니다.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>These settings cannot be used: %1.</source>
            <translation>이 설정은 쓸 수 없습니다: %1.</translation>
        </message>
        <message>
            <location line="+40" />
            <source>&amp;Stop</source>
            <translation>멈춤(&amp;S)</translation>
        </message>
        <message>
            <location line="+0" />
            <source>&amp;Start</source>
            <translation>시작(&amp;S)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop the search; its log and best grid stay</source>
            <translation>탐색을 멈춥니다. 로그와 최고 격자는 남습니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start a search with these settings (F5)</source>
            <translation>이 설정으로 탐색 시작 (F5)</translation>
        </message>
        <message>
            <location line="-219" />
            <source>Search panel</source>
            <translation>탐색 패널</translation>
        </message>
        <message>
            <location line="+166" />
            <source>No region is selected: drag a rectangle on the board with Shift held (its moves are removed), or improve the whole grid.</source>
            <translation>선택한 영역이 없습니다: 판에서 Shift를 누른 채 사각형을 끌거나(그 안의 수는 제거됩니다), 격자 전체를 개선하세요.</translation>
        </message>
        <message>
            <location line="+56" />
            <source>&amp;Start Search</source>
            <translation>탐색 시작(&amp;S)</translation>
        </message>
        <message>
            <location line="+0" />
            <source>&amp;Stop Search</source>
            <extracomment>View menu, while a search runs, in place of Start Search (whose access key it can share)</extracomment>
            <translation>탐색 멈춤(&amp;S)</translation>
        </message>
        <message>
            <location line="+45" />
            <location line="+86" />
            <source>NRPA</source>
            <translation>NRPA</translation>
        </message>
        <message>
            <location line="-85" />
            <source>Improve</source>
            <translation>개선</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+84" />
            <source>Hill climb</source>
            <translation>언덕 오르기</translation>
        </message>
        <message numerus="yes">
            <location line="-83" />
            <source>%1 searching on %n thread(s), seed %2…</source>
            <translation>
                <numerusform>%1: 스레드 %n개로 탐색 중, 시드 %2…</numerusform>
            </translation>
        </message>
        <message>
            <location line="+22" />
            <source>Going on from %1 %2, best %3…</source>
            <translation>%1 %2에서 이어 가는 중, 최고 %3…</translation>
        </message>
        <message>
            <location line="+0" />
            <source>playouts</source>
            <translation>플레이아웃</translation>
        </message>
        <message>
            <location line="+0" />
            <source>iterations</source>
            <translation>반복</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Search state saved to %1</source>
            <translation>탐색 상태를 %1에 저장했습니다</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Save Search State</source>
            <translation>탐색 상태 저장</translation>
        </message>
        <message>
            <location line="+36" />
            <source>Opened the %1 search of %2 grids (seed %3) at %4 in %5, best %6: Resume goes on with it.</source>
            <translation>%2 격자의 %1 탐색(시드 %3)을 열었습니다: %5 동안 %4, 최고 %6. 재개를 누르면 이어 갑니다.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Open Search State</source>
            <translation>탐색 상태 열기</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Stopping…</source>
            <translation>멈추는 중…</translation>
        </message>
        <message>
            <location line="+27" />
            <source>The search could not run: %1</source>
            <translation>탐색을 실행할 수 없었습니다: %1</translation>
        </message>
        <message>
            <location line="+32" />
            <source>the search finished its work</source>
            <translation>탐색이 일을 마쳤습니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the time limit was reached</source>
            <translation>시간 제한에 이르렀습니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the target score was reached</source>
            <translation>목표 점수에 이르렀습니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the iteration budget was spent</source>
            <translation>반복 예산을 다 썼습니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>stopped</source>
            <translation>멈춤</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 playouts</source>
            <translation>플레이아웃 %1번</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 neighbourhoods</source>
            <translation>근방 %1개</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 iterations</source>
            <translation>반복 %1번</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ended (%1): best %2 after %3 in %4, seed %5.</source>
            <translation>끝남 (%1): %4 동안 %3 뒤 최고 %2, 시드 %5.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Ended (%1) before the first game was over.</source>
            <translation>첫 게임이 끝나기 전에 끝남 (%1).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Resume goes on from here.</source>
            <translation>재개를 누르면 여기서부터 이어 갑니다.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchPreview</name>
        <message>
            <location filename="../app/gui/search/SearchPreview.cpp" line="+11" />
            <source>Search Preview</source>
            <translation>탐색 미리 보기</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Best grid of the search</source>
            <translation>탐색의 최고 격자</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A preview of a grid the search found: the document does not change. Double-click, or Load, to open it as one undo step.</source>
            <translation>탐색이 찾은 격자의 미리 보기입니다. 문서는 바뀌지 않습니다. 두 번 클릭하거나 불러오기를 누르면 실행 취소 한 단계로 엽니다.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The best grid is shown here.</source>
            <translation>최고 격자가 여기에 표시됩니다.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchResults</name>
        <message>
            <location filename="../app/gui/search/SearchResults.cpp" line="+25" />
            <source>What the search found</source>
            <translation>탐색이 찾은 것</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Previe&amp;w best</source>
            <translation>최고 미리 보기(&amp;W)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Show the best grid (or the log line picked) in a picture below: the document does not change</source>
            <translation>최고 격자(또는 고른 로그 줄)를 아래 그림으로 표시합니다. 문서는 바뀌지 않습니다</translation>
        </message>
        <message>
            <location line="+2" />
            <source>L&amp;oad best</source>
            <translation>최고 불러오기(&amp;O)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the best grid so far on the board as one undo step; the search goes on</source>
            <translation>지금까지의 최고 격자를 판에 엽니다 (실행 취소 한 단계). 탐색은 계속됩니다</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Co&amp;mpare best</source>
            <translation>최고와 비교(&amp;M)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Draw the best grid (or the log line picked) over the open grid: the moves both have, and the moves each has alone</source>
            <translation>최고 격자(또는 고른 로그 줄)를 열린 격자 위에 겹쳐 그립니다: 둘 다 가진 수와 각자만 가진 수</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy code</source>
            <translation>코드 복사</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the layer code of the best grid</source>
            <translation>최고 격자의 레이어 코드 복사</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy log</source>
            <translation>로그 복사</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the log, one line per new best, in the seeds' form</source>
            <translation>로그를 원래 형식으로, 새 최고마다 한 줄씩 복사</translation>
        </message>
        <message>
            <location line="-24" />
            <source>Load &amp;Best Search Grid</source>
            <translation>탐색의 최고 격자 불러오기(&amp;B)</translation>
        </message>
        <message>
            <location line="+127" />
            <source>Preview, not loaded: the best so far, %1</source>
            <translation>미리 보기, 불러오지 않음: 지금까지의 최고, %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Preview, not loaded: %1 at %2 s</source>
            <translation>미리 보기, 불러오지 않음: %2초의 %1</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Load search result %1</source>
            <translation>탐색 결과 %1 불러오기</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Loaded the search's grid of %1 moves; Undo brings back the previous grid.</source>
            <translation>탐색에서 찾은 %1수 격자를 불러왔습니다. 실행 취소하면 이전 격자로 돌아갑니다.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Layer code of the best grid copied</source>
            <translation>최고 격자의 레이어 코드를 복사했습니다</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Search log copied</source>
            <translation>탐색 로그를 복사했습니다</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchStateFile</name>
        <message>
            <location filename="../app/gui/search/SearchStateFile.cpp" line="+21" />
            <source>Cannot save the search state to %1: %2</source>
            <translation>탐색 상태를 %1에 저장할 수 없습니다: %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cannot open %1: %2</source>
            <translation>%1을(를) 열 수 없습니다: %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is too large to be a search state.</source>
            <translation>%1은(는) 탐색 상태라기에는 너무 큽니다.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 is not a search state Morpion Layers can go on from: %2</source>
            <translation>%1은(는) Morpion Layers가 이어 갈 수 있는 탐색 상태가 아닙니다: %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Search states (*.checkpoint);;All files (*)</source>
            <translation>탐색 상태 (*.checkpoint);;모든 파일 (*)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ShortcutsDialog</name>
        <message>
            <location filename="../app/gui/help/ShortcutsDialog.cpp" line="+46" />
            <source>Keyboard Shortcuts</source>
            <translation>키보드 단축키</translation>
        </message>
        <message>
            <location line="+19" />
            <source>&lt;h3&gt;Menu commands&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;메뉴 명령&lt;/h3&gt;</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&lt;h3&gt;On the board&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Click&lt;/td&gt;&lt;td&gt;play the highlighted move&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab, Shift+Tab, mouse wheel&lt;/td&gt;&lt;td&gt;where a point has several lines: choose the line&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;cancel the move under the pointer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Mouse wheel (Ctrl + wheel while choosing a line)&lt;/td&gt;&lt;td&gt;zoom&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Drag&lt;/td&gt;&lt;td&gt;pan&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;h3&gt;판 위에서&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;클릭&lt;/td&gt;&lt;td&gt;강조된 수 두기&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab, Shift+Tab, 마우스 휠&lt;/td&gt;&lt;td&gt;한 점에 선이 여러 개일 때: 선 고르기&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;포인터 아래의 수 취소&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;마우스 휠 (선을 고르는 중에는 Ctrl + 휠)&lt;/td&gt;&lt;td&gt;확대/축소&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;끌기&lt;/td&gt;&lt;td&gt;화면 이동&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
        <message>
            <location line="+8" />
            <source>&lt;h3&gt;Editing on the board&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Shift + drag&lt;/td&gt;&lt;td&gt;remove the moves in a rectangle, with the moves that need them; the rectangle stays selected as the region Improve can work on&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Right click&lt;/td&gt;&lt;td&gt;remove a move, take back, or take an untaken move of the shown layer instead&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;leave a comparison; else drop the selected region&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;h3&gt;판에서 편집&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Shift + 끌기&lt;/td&gt;&lt;td&gt;사각형 안의 수를 그 수를 필요로 하는 수와 함께 제거합니다. 사각형은 개선이 작업할 수 있는 영역으로 선택된 채 남습니다&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;오른쪽 클릭&lt;/td&gt;&lt;td&gt;수 제거, 무르기, 또는 표시된 레이어에서 두지 않은 수를 대신 두기&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;비교 끝내기. 비교 중이 아니면 선택한 영역 해제&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SignalQuit</name>
        <message>
            <location filename="../app/gui/window/SignalQuit.cpp" line="+93" />
            <source>Not quitting on signal %1: %2. Save the grid, or send the signal again to quit without it.</source>
            <translation>시그널 %1에 끝내지 않습니다: %2. 격자를 저장하거나, 시그널을 다시 보내면 저장하지 않고 끝냅니다.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Quitting on signal %1 without the unsaved work: %2</source>
            <translation>시그널 %1로 저장하지 않은 작업 없이 끝냅니다: %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The unsaved work is kept in %1, because %2 could not take it: %3</source>
            <translation>%2에 보관할 수 없어 저장하지 않은 작업을 %1에 보관합니다: %3</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SolvePanel</name>
        <message>
            <location filename="../app/gui/analysis/SolvePanel.cpp" line="+43" />
            <source>Solver panel</source>
            <translation>솔버 패널</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+227" />
            <location line="+2" />
            <source>Solve from Here</source>
            <translation>여기서 풀기</translation>
        </message>
        <message>
            <location line="-227" />
            <source>Prove the longest game from the position on the board, and light the moves that keep it</source>
            <translation>판 위 국면에서의 가장 긴 게임을 증명하고, 그것을 유지하는 수를 표시합니다</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Millions of positions the solver may visit from here (and again after each legal move): a position with more is not proven, and the best game found is shown</source>
            <translation>솔버가 여기서부터 (그리고 둘 수 있는 각 수 다음에 다시) 방문할 수 있는 국면 수(백만 단위): 이보다 많은 국면은 증명되지 않으며, 찾은 최선의 게임이 표시됩니다</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Million nodes:</source>
            <translation>백만 노드:</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Live hint while playing 4T and 4D</source>
            <translation>4T와 4D를 둘 때 실시간 힌트</translation>
        </message>
        <message>
            <location line="+2" />
            <source>After each move, solve the new position in the background and light the moves that keep the best score, once positions are small enough to answer at once</source>
            <translation>각 수 다음에 새 국면을 백그라운드에서 풀고, 국면이 바로 답할 만큼 작아지면 최선 점수를 유지하는 수를 표시합니다</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Solver progress</source>
            <translation>솔버 진행률</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Play the game the solver found from this position (one step that can be undone)</source>
            <translation>솔버가 이 국면에서 찾은 게임을 둡니다 (되돌릴 수 있는 한 단계)</translation>
        </message>
        <message>
            <location line="+56" />
            <source>The position changed: Solve from Here was cancelled.</source>
            <translation>국면이 바뀌었습니다: 여기서 풀기가 취소되었습니다.</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Solving…</source>
            <translation>푸는 중…</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Proven: %1. Checking which moves keep it: %2 of %3, %4 nodes, %5 s</source>
            <translation>증명됨: %1. 이를 유지하는 수 확인 중: %2/%3, 노드 %4, %5초</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Solving: %1 nodes, %2 s</source>
            <translation>푸는 중: 노드 %1, %2초</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Solve from Here could not run: %1</source>
            <translation>여기서 풀기를 실행할 수 없습니다: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cancelled: the best game found so far scores %1, not proven.</source>
            <translation>취소됨: 지금까지 찾은 최선의 게임은 %1이며, 증명되지 않았습니다.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Solved: the longest game from here scores %1</source>
            <translation>풀었습니다: 여기서 가장 긴 게임은 %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not proven: the best game found scores %1</source>
            <translation>증명되지 않음: 찾은 최선의 게임은 %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cancel Solving</source>
            <translation>풀기 취소</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Proven: the game is over here, at %1.</source>
            <translation>증명됨: 게임이 여기서 %1(으)로 끝납니다.</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Proven: the longest game from here scores %1, %n move(s) more.</source>
            <translation>
                <numerusform>증명됨: 여기서 가장 긴 게임은 %1, %n수 더입니다.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n move(s) keep it reachable: lit on the board.</source>
            <translation>
                <numerusform>%n수가 이를 도달 가능하게 유지합니다: 판에 표시됨.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Lit on the board: the %n move(s) proven to keep it; the others were not proven within the budget.</source>
            <translation>
                <numerusform>판에 표시된 것은 이를 유지한다고 증명된 %n수입니다. 나머지는 예산 안에서 증명되지 않았습니다.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>Live hint: this position has more than %1 nodes to walk; the hint comes back once fewer moves are left.</source>
            <translation>실시간 힌트: 이 국면은 탐색할 노드가 %1개보다 많습니다. 남은 수가 줄어들면 힌트가 돌아옵니다.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Not proven within %1 nodes: best found %2.</source>
            <translation>노드 %1개 안에서 증명되지 않음: 찾은 최선 %2.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Live hint on: the moves that keep the best score light up once the position is small enough to solve at once.</source>
            <translation>실시간 힌트 켜짐: 국면이 바로 풀 수 있을 만큼 작아지면 최선 점수를 유지하는 수가 표시됩니다.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve from Here proves the longest game from the position on the board.</source>
            <translation>여기서 풀기는 판 위 국면에서의 가장 긴 게임을 증명합니다.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Play the Optimal Line</source>
            <translation>최적 수순 두기</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Play the Best Line Found</source>
            <translation>찾은 최선의 수순 두기</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Play the optimal line</source>
            <translation>최적 수순 두기</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Play the best line found</source>
            <translation>찾은 최선의 수순 두기</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Played the optimal line: %n move(s)</source>
            <translation>
                <numerusform>최적 수순을 두었습니다: %n수</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Played the best line found: %n move(s)</source>
            <translation>
                <numerusform>찾은 최선의 수순을 두었습니다: %n수</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::StatusFields</name>
        <message>
            <location filename="../app/gui/window/StatusFields.cpp" line="+28" />
            <source>Variant</source>
            <translation>변형</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The point under the pointer</source>
            <translation>포인터 아래의 점</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Score %1, finished</source>
            <translation>점수 %1, 끝남</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Score %1, %n legal</source>
            <translation>
                <numerusform>점수 %1, 둘 수 있는 수 %n개</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n layer(s)</source>
            <translation>
                <numerusform>레이어 %n개</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layer %1</source>
            <translation>레이어 %1</translation>
        </message>
        <message>
            <location line="+0" />
            <source>In play</source>
            <translation>진행 중</translation>
        </message>
        <message>
            <location line="+9" />
            <source>(%1, %2)</source>
            <translation>(%1, %2)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>(%1, %2): move %3 in the order of play, layer %4</source>
            <translation>(%1, %2): 둔 순서로 %3번째 수, 레이어 %4</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Move %1 / %2</source>
            <translation>수 %1 / %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::UndoActions</name>
        <message>
            <location filename="../app/gui/edit/UndoActions.cpp" line="+28" />
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>실행 취소(&amp;U)</translation>
        </message>
        <message>
            <location line="-1" />
            <source>&amp;Undo %1</source>
            <translation>실행 취소: %1(&amp;U)</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+1" />
            <source>&amp;Redo</source>
            <translation>다시 실행(&amp;R)</translation>
        </message>
        <message>
            <location line="-1" />
            <source>&amp;Redo %1</source>
            <translation>다시 실행: %1(&amp;R)</translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>Undone: %1 (%n move(s) on the board)</source>
            <translation>
                <numerusform>실행 취소함: %1 (판 위에 %n수)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>Redone: %1 (%n move(s) on the board)</source>
            <translation>
                <numerusform>다시 실행함: %1 (판 위에 %n수)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ViewActions</name>
        <message>
            <location filename="../app/gui/board/ViewActions.cpp" line="+20" />
            <source>Zoom &amp;In</source>
            <translation>확대(&amp;I)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Zoom &amp;Out</source>
            <translation>축소(&amp;O)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Fit Grid</source>
            <translation>격자에 맞추기(&amp;F)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Focus on the Boar&amp;d</source>
            <translation>판으로 이동(&amp;D)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Move the keyboard to the board: arrows step layers, Enter plays</source>
            <translation>키보드를 판으로 옮깁니다: 화살표로 레이어 이동, Enter로 두기</translation>
        </message>
        <message>
            <location line="+10" />
            <source>&amp;Highlight Current Layer</source>
            <translation>현재 레이어 강조(&amp;H)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Ghost Later Layers</source>
            <translation>이후 레이어 흐리게 표시(&amp;G)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show later layers faintly instead of hiding them</source>
            <translation>이후 레이어를 숨기지 않고 흐리게 표시</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move N&amp;umbers</source>
            <translation>수 번호(&amp;U)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Legend</source>
            <translation>범례(&amp;L)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hin&amp;ts: All Legal Moves</source>
            <translation>힌트: 둘 수 있는 모든 수(&amp;T)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Colours</source>
            <translation>색상(&amp;C)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Follow the &amp;System</source>
            <translation>시스템 따르기(&amp;S)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Light</source>
            <translation>밝게(&amp;L)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Dark</source>
            <translation>어둡게(&amp;D)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::WebPageExport</name>
        <message>
            <location filename="../app/gui/files/WebPageExport.cpp" line="+23" />
            <source>Export &amp;Web Page…</source>
            <translation>웹 페이지로 내보내기(&amp;W)…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The grid as one web page that any browser opens, with no network and nothing installed</source>
            <translation>어느 브라우저로도 열리는 웹 페이지 하나로 격자를 저장합니다 (네트워크도 설치도 필요 없음)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This installation has no web page: it is built when Emscripten and esbuild are installed</source>
            <translation>이 설치에는 웹 페이지가 없습니다: Emscripten과 esbuild가 설치되어 있어야 빌드됩니다</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Export Web Page</source>
            <translation>웹 페이지 내보내기</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Web page (*.html)</source>
            <translation>웹 페이지 (*.html)</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Web page saved to %1</source>
            <translation>웹 페이지를 %1에 저장했습니다</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cannot write %1: this installation has no web page.</source>
            <translation>%1을(를) 쓸 수 없습니다: 이 설치에는 웹 페이지가 없습니다.</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+3" />
            <source>Cannot write %1: %2</source>
            <translation>%1에 쓸 수 없습니다: %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::paint::BoardLegend</name>
        <message>
            <location filename="../app/paint/BoardScene.cpp" line="+167" />
            <source>In both grids (%1)</source>
            <translation>두 격자 모두에 있는 수 (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Only in this grid (%1)</source>
            <translation>이 격자에만 있는 수 (%1)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Only in the other grid (%1)</source>
            <translation>다른 격자에만 있는 수 (%1)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Needs (%1)</source>
            <translation>이 수가 필요로 하는 수 (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Needed by (%1)</source>
            <translation>이 수를 필요로 하는 수 (%1)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The grid as opened (%1)</source>
            <translation>열었을 때의 격자 (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your moves (%1)</source>
            <translation>내가 둔 수 (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal moves: click to play (%1)</source>
            <translation>둘 수 있는 수: 클릭하여 두기 (%1)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Earlier layers</source>
            <translation>이전 레이어</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layer %1: taken (%2)</source>
            <translation>레이어 %1: 둔 수 (%2)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer %1: not taken (%2)</source>
            <translation>레이어 %1: 두지 않은 수 (%2)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Legal, but left untaken in an earlier layer (%1)</source>
            <translation>둘 수 있지만 이전 레이어에서 두지 않은 수 (%1)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Later layers</source>
            <translation>이후 레이어</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Hint: keeps the proven best, %2, reachable (%1)</source>
            <translation>힌트: 증명된 최선 %2을(를) 도달 가능하게 유지 (%1)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Hint: a legal move (%1)</source>
            <translation>힌트: 둘 수 있는 수 (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Last move</source>
            <translation>마지막 수</translation>
        </message>
    </context>
    <context>
        <name>morpion::paint::PictureExport</name>
        <message>
            <location filename="../app/paint/PictureExport.cpp" line="+148" />
            <source>Unknown picture type “%1”: use .png, .svg or .pdf.</source>
            <translation>알 수 없는 그림 형식 “%1”: .png, .svg 또는 .pdf를 쓰세요.</translation>
        </message>
        <message>
            <location line="+12" />
            <location line="+43" />
            <source>Cannot write %1: %2</source>
            <translation>%1에 쓸 수 없습니다: %2</translation>
        </message>
        <message>
            <location line="-33" />
            <location line="+12" />
            <source>Morpion Solitaire grid</source>
            <translation>모르피온 솔리테어 격자</translation>
        </message>
        <message>
            <location line="-11" />
            <source>Drawn by Morpion Layers</source>
            <translation>Morpion Layers로 그림</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the SVG drawing did not start.</source>
            <translation>%1에 쓸 수 없습니다: SVG 그리기가 시작되지 않았습니다.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the SVG drawing did not finish.</source>
            <translation>%1에 쓸 수 없습니다: SVG 그리기가 끝나지 않았습니다.</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Cannot write %1: the PDF drawing did not start.</source>
            <translation>%1에 쓸 수 없습니다: PDF 그리기가 시작되지 않았습니다.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the PDF drawing did not finish.</source>
            <translation>%1에 쓸 수 없습니다: PDF 그리기가 끝나지 않았습니다.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Cannot write %1: the picture came out empty.</source>
            <translation>%1에 쓸 수 없습니다: 그림이 비어 있습니다.</translation>
        </message>
    </context>
</TS>
