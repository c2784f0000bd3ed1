<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
    <context>
        <name>ErrorDetail</name>
        <message>
            <location filename="../core/codes/Alphabet.cpp" line="+50" />
            <location filename="../core/formats/Json.cpp" line="+187" />
            <source>byte 0x%1</source>
            <translation>バイト 0x%1</translation>
        </message>
        <message>
            <location filename="../core/formats/BestCode.cpp" line="+70" />
            <source>%1 holds no %2 grid</source>
            <translation>%1に%2のグリッドがありません</translation>
        </message>
        <message>
            <location filename="../core/formats/CodeCollection.cpp" line="+263" />
            <source>a code of %1 characters is longer than any grid needs (limit %2)</source>
            <translation>%1文字のコードはどのグリッドにも長すぎます（上限%2）</translation>
        </message>
        <message>
            <location line="+84" />
            <source>no variant decodes it; as %1: %2</source>
            <translation>どのバリアントでもデコードできません。%1として：%2</translation>
        </message>
        <message>
            <location filename="../core/rules/Dependencies.cpp" line="+47" />
            <source>%1 adds a point that is already on the board</source>
            <translation>%1は盤に既にある点を加えます</translation>
        </message>
        <message>
            <location filename="../core/codes/LayerCoder.cpp" line="+303" />
            <location filename="../core/formats/Pentasol.cpp" line="+326" />
            <location filename="../core/rules/Dependencies.cpp" line="+17" />
            <location filename="../core/rules/MoveText.cpp" line="+218" />
            <source>the point is not on its line</source>
            <translation>点がその線上にありません</translation>
        </message>
        <message>
            <location filename="../core/rules/Dependencies.cpp" line="+12" />
            <source>its line passes through %1, %2, which no move of the grid adds</source>
            <translation>その線は%1, %2を通りますが、その点を加える手がグリッドにありません</translation>
        </message>
        <message>
            <location filename="../core/codes/GameNumber.cpp" line="+123" />
            <source>no game number</source>
            <translation>ゲーム番号がありません</translation>
        </message>
        <message>
            <location line="+22" />
            <source>%1 digits; a %2 game number has at most %3</source>
            <translation>%1桁です。%2のゲーム番号は最大%3桁です</translation>
        </message>
        <message>
            <location line="+30" />
            <source>the game ends after %1 moves</source>
            <translation>ゲームは%1手で終わります</translation>
        </message>
        <message>
            <location filename="../core/codes/GridEdit.cpp" line="+63" />
            <source>move %1 is not in the grid of %2 moves</source>
            <translation>%1手目は%2手のグリッドにありません</translation>
        </message>
        <message>
            <location line="+66" />
            <source>%1 is already in the grid</source>
            <translation>%1は既にグリッドにあります</translation>
        </message>
        <message>
            <location filename="../core/codes/GridEdit.h" line="+27" />
            <source>grid move %1 cannot be played there: %2</source>
            <translation>グリッドの%1手目はそこに打てません：%2</translation>
        </message>
        <message>
            <location filename="../core/formats/GridFile.cpp" line="+60" />
            <source>is a directory, not a grid file</source>
            <translation>フォルダーであり、グリッドファイルではありません</translation>
        </message>
        <message>
            <location line="+2" />
            <source>not a regular file (a device, pipe or socket is not read)</source>
            <translation>通常のファイルではありません（デバイス、パイプ、ソケットは読み込みません）</translation>
        </message>
        <message>
            <location line="+57" />
            <source>%1 is larger than %2 MiB</source>
            <translation>%1は%2 MiBを超えています</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is larger than %2 bytes</source>
            <translation>%1は%2バイトを超えています</translation>
        </message>
        <message>
            <location line="+2" />
            <location filename="../core/formats/GridReader.cpp" line="+460" />
            <source>%1, %2</source>
            <translation>%1、%2</translation>
        </message>
        <message>
            <location filename="../core/formats/CodeOrNumber.cpp" line="+98" />
            <location filename="../core/formats/GridReader.cpp" line="+26" />
            <source>nothing after the variant prefix</source>
            <translation>バリアントの接頭辞の後に何もありません</translation>
        </message>
        <message>
            <location line="-18" />
            <source>not in the code alphabet</source>
            <translation>コードのアルファベットにありません</translation>
        </message>
        <message>
            <location line="+5" />
            <source>more than %1 characters, the most a layer code or a game number can have</source>
            <translation>%1 文字を超えています（レイヤーコードやゲーム番号の上限）</translation>
        </message>
        <message>
            <location line="+114" />
            <source>not a layer code, nor a game number: %1</source>
            <translation>レイヤーコードでもゲーム番号でもありません：%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>as one it runs out after move %1 and the rest of the game would be guessed</source>
            <translation>ゲーム番号としては%1手目で尽き、残りの手は推測になります</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1; %2</source>
            <translation>%1。%2</translation>
        </message>
        <message>
            <location filename="../core/formats/GridReader.cpp" line="-268" />
            <source>no variant replays the whole list; as %1: %2</source>
            <translation>リスト全体を再現できるバリアントがありません。%1として：%2</translation>
        </message>
        <message>
            <location line="+104" />
            <source>in the picture's record: %1</source>
            <translation>画像の記録内：%1</translation>
        </message>
        <message>
            <location line="+73" />
            <source>the most a game number's text can take (a game number has at most %1 digits)</source>
            <translation>ゲーム番号のテキストが取りうる最大です（ゲーム番号は最大%1桁）</translation>
        </message>
        <message>
            <location line="+63" />
            <source>%1 bytes, more than %2</source>
            <translation>%1バイトで、%2を超えています</translation>
        </message>
        <message>
            <location line="+117" />
            <source>auto is for reading only</source>
            <translation>auto は読み込み専用です</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="+90" />
            <source>improve region radius %1 is outside %2..%3</source>
            <translation>改善の領域半径%1が%2..%3の範囲外です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>improve layer span %1 is outside %2..%3</source>
            <translation>改善のレイヤー幅%1が%2..%3の範囲外です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>improve largest removal %1 is outside %2..%3</source>
            <translation>改善の最大削除数%1が%2..%3の範囲外です</translation>
        </message>
        <message>
            <location filename="../core/formats/Msr.cpp" line="+346" />
            <source>cannot start zlib</source>
            <translation>zlib を開始できません</translation>
        </message>
        <message>
            <location filename="../core/formats/Inflate.cpp" line="+80" />
            <source>a block of the reserved type 3</source>
            <translation>予約済みの型 3 のブロック</translation>
        </message>
        <message>
            <location line="+42" />
            <source>a code that stands for no symbol</source>
            <translation>どの記号にも対応しない符号</translation>
        </message>
        <message>
            <location line="+17" />
            <source>a stored block whose length does not match its complement</source>
            <translation>長さがその補数と一致しない非圧縮ブロック</translation>
        </message>
        <message>
            <location line="+38" />
            <source>more codes than DEFLATE has symbols</source>
            <translation>DEFLATE の記号数より多い符号</translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+45" />
            <source>code lengths that do not form a prefix code</source>
            <translation>接頭符号にならない符号長</translation>
        </message>
        <message>
            <location line="-29" />
            <source>a repeat of a code length before the first one</source>
            <translation>最初の符号長より前の繰り返し</translation>
        </message>
        <message>
            <location line="+11" />
            <source>code lengths that run past their count</source>
            <translation>個数を超える符号長</translation>
        </message>
        <message>
            <location line="+7" />
            <source>no code for the end of the block</source>
            <translation>ブロック終端の符号がありません</translation>
        </message>
        <message>
            <location line="+34" />
            <source>a length symbol out of range</source>
            <translation>範囲外の長さ記号</translation>
        </message>
        <message>
            <location line="+8" />
            <source>a distance symbol out of range</source>
            <translation>範囲外の距離記号</translation>
        </message>
        <message>
            <location line="+7" />
            <source>a distance back past the start of the data</source>
            <translation>データの先頭より前を指す距離</translation>
        </message>
        <message>
            <location line="+19" />
            <source>the compressed data inflates to more than %1 MiB</source>
            <translation>圧縮データを展開すると%1 MiBを超えます</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the compressed data inflates to more than %1 bytes</source>
            <translation>圧縮データを展開すると%1バイトを超えます</translation>
        </message>
        <message>
            <location line="+14" />
            <source>bad DEFLATE data at byte %1: %2</source>
            <translation>%1 バイト目の DEFLATE データが不正です：%2</translation>
        </message>
        <message>
            <location line="+38" />
            <source>the zlib header is not that of a DEFLATE stream</source>
            <translation>zlib ヘッダーが DEFLATE ストリームのものではありません</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the zlib stream needs a preset dictionary</source>
            <translation>zlib ストリームにプリセット辞書が必要です</translation>
        </message>
        <message>
            <location line="+15" />
            <source>the zlib checksum does not match the inflated data</source>
            <translation>zlib のチェックサムが展開したデータと一致しません</translation>
        </message>
        <message>
            <location line="+4" />
            <source>data after the end of the DEFLATE stream</source>
            <translation>DEFLATE ストリームの終わりの後にデータがあります</translation>
        </message>
        <message>
            <location line="-66" />
            <location line="+42" />
            <location line="+15" />
            <source>the DEFLATE data is cut short</source>
            <translation>DEFLATE データが途中で切れています</translation>
        </message>
        <message>
            <location filename="../core/formats/Json.cpp" line="-48" />
            <source>no JSON value</source>
            <translation>JSON の値がありません</translation>
        </message>
        <message>
            <location line="+6" />
            <source>unexpected text after the JSON value</source>
            <translation>JSON の値の後に予期しないテキストがあります</translation>
        </message>
        <message>
            <location line="+49" />
            <source>more than %1 JSON values</source>
            <translation>JSON の値が%1個を超えています</translation>
        </message>
        <message>
            <location line="+4" />
            <source>unexpected end of the text, expected a value</source>
            <translation>テキストが途中で終わっています。値が必要です</translation>
        </message>
        <message>
            <location line="+21" />
            <source>expected '%1'</source>
            <translation>「%1」が必要です</translation>
        </message>
        <message>
            <location line="+22" />
            <source>expected a digit</source>
            <translation>数字が必要です</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected a value, found %1</source>
            <translation>値が必要ですが、%1があります</translation>
        </message>
        <message>
            <location line="+4" />
            <source>a number cannot have a leading zero</source>
            <translation>数値の先頭に0は置けません</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected a digit after '.'</source>
            <translation>「.」の後に数字が必要です</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected a digit in the exponent</source>
            <translation>指数部に数字が必要です</translation>
        </message>
        <message>
            <location line="+66" />
            <location line="+22" />
            <source>unterminated string</source>
            <translation>文字列が閉じていません</translation>
        </message>
        <message>
            <location line="-14" />
            <source>control character %1 in a string (write it as an escape)</source>
            <translation>文字列に制御文字%1があります（エスケープで書いてください）</translation>
        </message>
        <message>
            <location line="+6" />
            <source>invalid UTF-8 %1 in a string</source>
            <translation>文字列に不正な UTF-8 %1 があります</translation>
        </message>
        <message>
            <location line="+23" />
            <source>expected four hex digits after \u</source>
            <translation>\u の後に16進数字が4つ必要です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>lone low surrogate in \u escape</source>
            <translation>\u エスケープに単独の下位サロゲートがあります</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+5" />
            <source>high surrogate without its low surrogate</source>
            <translation>上位サロゲートに対応する下位サロゲートがありません</translation>
        </message>
        <message>
            <location line="+8" />
            <source>unknown escape \%1</source>
            <translation>不明なエスケープ \%1</translation>
        </message>
        <message>
            <location line="+10" />
            <location line="+35" />
            <source>nested deeper than %1 levels</source>
            <translation>入れ子が%1段を超えています</translation>
        </message>
        <message>
            <location line="-19" />
            <source>unterminated array, expected ',' or ']'</source>
            <translation>配列が閉じていません。「,」か「]」が必要です</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ',' or ']' in an array, found %1</source>
            <translation>配列内に「,」か「]」が必要ですが、%1があります</translation>
        </message>
        <message>
            <location line="+25" />
            <source>unterminated object, expected a key</source>
            <translation>オブジェクトが閉じていません。キーが必要です</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected a key in double quotes, found %1</source>
            <translation>二重引用符で囲んだキーが必要ですが、%1があります</translation>
        </message>
        <message>
            <location line="+19" />
            <source>duplicate key "%1"</source>
            <translation>キー"%1"が重複しています</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ':' after the key</source>
            <translation>キーの後に「:」が必要です</translation>
        </message>
        <message>
            <location line="+9" />
            <source>unterminated object, expected ',' or '}'</source>
            <translation>オブジェクトが閉じていません。「,」か「}」が必要です</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ',' or '}' in an object, found %1</source>
            <translation>オブジェクト内に「,」か「}」が必要ですが、%1があります</translation>
        </message>
        <message>
            <location filename="../core/codes/LayerCoder.cpp" line="-228" />
            <source>the game ends at bit %1</source>
            <translation>ゲームはビット%1で終わります</translation>
        </message>
        <message>
            <location line="+216" />
            <source>%1 (also at index %2)</source>
            <translation>%1（インデックス%2にもあります）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 and %2 draw the same line</source>
            <translation>%1と%2は同じ線を引きます</translation>
        </message>
        <message>
            <location line="+58" />
            <source>%1 is never a candidate (%2 moves are never reached)</source>
            <translation>%1は一度も候補になりません（%2手に到達しません）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is never a candidate</source>
            <translation>%1は一度も候補になりません</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 and %2</source>
            <translation>%1と%2</translation>
        </message>
        <message>
            <location filename="../core/rules/MoveText.cpp" line="-70" />
            <source>expected the point's x coordinate</source>
            <translation>点の x 座標が必要です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' after x</source>
            <translation>x の後に「,」が必要です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the point's y coordinate</source>
            <translation>点の y 座標が必要です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected '-' or '–' before the line</source>
            <translation>線の前に「-」か「–」が必要です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected '(' to open the line</source>
            <translation>線を始める「(」が必要です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the line's x coordinate</source>
            <translation>線の x 座標が必要です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' in the line</source>
            <translation>線の中に「,」が必要です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the line's y coordinate</source>
            <translation>線の y 座標が必要です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' before the direction</source>
            <translation>方向の前に「,」が必要です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a direction: ne, e, se or s</source>
            <translation>方向が必要です：ne、e、se、s のいずれか</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ')' to close the line</source>
            <translation>線を閉じる「)」が必要です</translation>
        </message>
        <message>
            <location line="+3" />
            <source>unexpected text after the move</source>
            <translation>手の後に予期しないテキストがあります</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the point %1, %2 is not on the line %3</source>
            <translation>点%1, %2は線%3の上にありません</translation>
        </message>
        <message>
            <location line="+52" />
            <source>the point %1, %2 is already on the board</source>
            <translation>点%1, %2は既に盤にあります</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the line needs the point %1, %2, which is not on the board</source>
            <translation>線には点%1, %2が必要ですが、盤にありません</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the line touches the line %1 of move %2</source>
            <translation>線が%2手目の線%1に接しています</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the line overlaps the line %1 of move %2</source>
            <translation>線が%2手目の線%1と重なっています</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the move is not legal here</source>
            <translation>この手はここでは打てません</translation>
        </message>
        <message>
            <location filename="../core/formats/Msr.cpp" line="-264" />
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <location line="+1" />
            <source>boolean</source>
            <translation>真偽値</translation>
        </message>
        <message>
            <location line="+1" />
            <source>number</source>
            <translation>数値</translation>
        </message>
        <message>
            <location line="+1" />
            <source>string</source>
            <translation>文字列</translation>
        </message>
        <message>
            <location line="+1" />
            <source>array</source>
            <translation>配列</translation>
        </message>
        <message>
            <location line="+1" />
            <source>object</source>
            <translation>オブジェクト</translation>
        </message>
        <message>
            <location line="+8" />
            <source>move %1: %2</source>
            <translation>%1手目：%2</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+27" />
            <source>no "%1" field</source>
            <translation>"%1"フィールドがありません</translation>
        </message>
        <message>
            <location line="-23" />
            <source>"%1" must be an integer, found %2</source>
            <translation>"%1"は整数でなければなりませんが、%2です</translation>
        </message>
        <message>
            <location line="+4" />
            <source>"%1" is out of range: %2</source>
            <translation>"%1"が範囲外です：%2</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected an object, found %1</source>
            <translation>オブジェクトが必要ですが、%1です</translation>
        </message>
        <message>
            <location line="+13" />
            <location line="+299" />
            <source>"%1" must be a string, found %2</source>
            <translation>"%1"は文字列でなければなりませんが、%2です</translation>
        </message>
        <message>
            <location line="-294" />
            <source>unknown "dir" "%1" (expected H, V, DP or DN)</source>
            <translation>不明な"dir" "%1"（H、V、DP、DN のいずれかが必要です）</translation>
        </message>
        <message>
            <location line="+7" />
            <source>"pos" must be 0..%1, found %2</source>
            <translation>"pos"は0..%1でなければなりませんが、%2です</translation>
        </message>
        <message>
            <location line="+17" />
            <location line="+11" />
            <location line="+18" />
            <source>"%1" is %2, the moves give %3</source>
            <translation>"%1"は%2ですが、手からは%3になります</translation>
        </message>
        <message>
            <location line="-7" />
            <source>"bbox" differs, the moves give %1</source>
            <translation>"bbox"が異なります。手からは%1になります</translation>
        </message>
        <message>
            <location line="+22" />
            <location line="+260" />
            <location filename="../core/formats/Pentasol.cpp" line="-1" />
            <source>move %1, %2: %3</source>
            <translation>%1手目、%2：%3</translation>
        </message>
        <message>
            <location line="-162" />
            <source>'=' inside the base64 data</source>
            <translation>base64 データの途中に「=」があります</translation>
        </message>
        <message>
            <location line="+13" />
            <source>'%1' is not URL-safe base64 (A-Z a-z 0-9 - _)</source>
            <translation>「%1」は URL 安全な base64 ではありません（A-Z a-z 0-9 - _）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>byte %1 is not URL-safe base64</source>
            <translation>バイト%1は URL 安全な base64 ではありません</translation>
        </message>
        <message>
            <location line="+15" />
            <source>the base64 data is cut short (its length leaves a lone character)</source>
            <translation>base64 データが途中で切れています（長さから1文字が余ります）</translation>
        </message>
        <message>
            <location line="+27" />
            <source>zlib could not compress the record</source>
            <translation>zlib で記録を圧縮できませんでした</translation>
        </message>
        <message>
            <location line="+12" />
            <source>writing MS1 needs zlib, which this build does not have</source>
            <translation>MS1 の書き込みには zlib が必要ですが、このビルドにはありません</translation>
        </message>
        <message>
            <location line="+41" />
            <source>an MSR record of %1 bytes is over the limit of %2 MiB</source>
            <translation>%1バイトの MSR 記録は上限の%2 MiBを超えています</translation>
        </message>
        <message>
            <location line="+14" />
            <source>an MSR record is a JSON object, found %1</source>
            <translation>MSR 記録は JSON オブジェクトですが、%1です</translation>
        </message>
        <message>
            <location line="+14" />
            <source>the record has no "variant" field</source>
            <translation>記録に"variant"フィールドがありません</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the record has no "moves" field</source>
            <translation>記録に"moves"フィールドがありません</translation>
        </message>
        <message>
            <location line="+3" />
            <source>"moves" must be an array, found %1</source>
            <translation>"moves"は配列でなければなりませんが、%1です</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 moves, more than the limit of %2</source>
            <translation>%1手あり、上限の%2を超えています</translation>
        </message>
        <message>
            <location line="+38" />
            <source>a compact MSR record starts with "MS1:"</source>
            <translation>コンパクトな MSR 記録は"MS1:"で始まります</translation>
        </message>
        <message>
            <location line="+8" />
            <source>the MS1 text is over %1 MiB</source>
            <translation>MS1 テキストが%1 MiBを超えています</translation>
        </message>
        <message>
            <location line="+9" />
            <source>no data after "MS1:"</source>
            <translation>"MS1:"の後にデータがありません</translation>
        </message>
        <message>
            <location line="+9" />
            <source>in the inflated JSON: %1</source>
            <translation>展開した JSON 内：%1</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="-48" />
            <source>NRPA level %1 is outside 1..10</source>
            <translation>NRPA のレベル%1が1..10の範囲外です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA iterations %1 are outside 1..1000000</source>
            <translation>NRPA の反復回数%1が1..1000000の範囲外です</translation>
        </message>
        <message>
            <location line="+3" />
            <source>NRPA alpha must be above 0 and at most 10</source>
            <translation>NRPA のアルファは0より大きく10以下でなければなりません</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA stabilization %1 is outside 1..1000</source>
            <translation>NRPA の安定化%1が1..1000の範囲外です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA repetitions %1 are outside 0..1000000</source>
            <translation>NRPA の繰り返し回数%1が0..1000000の範囲外です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA warm-start weight must be between -50 and 50</source>
            <translation>NRPA のウォームスタートの重みは-50から50の間でなければなりません</translation>
        </message>
        <message>
            <location filename="../core/search/Nrpa.cpp" line="+35" />
            <source>prefix move %1 cannot be played there: %2</source>
            <translation>接頭部の%1手目はそこに打てません：%2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>warm-start move %1 does not lie on its line</source>
            <translation>ウォームスタートの%1手目がその線上にありません</translation>
        </message>
        <message>
            <location filename="../core/formats/Pentasol.cpp" line="-224" />
            <source>expected '(' to open the reference point</source>
            <translation>基準点を始める「(」が必要です</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected '(' to open the move's point</source>
            <translation>手の点を始める「(」が必要です</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected the reference point's column</source>
            <translation>基準点の列が必要です</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected the move's point's column</source>
            <translation>手の点の列が必要です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' between column and row</source>
            <translation>列と行の間に「,」が必要です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the reference point's row</source>
            <translation>基準点の行が必要です</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected the move's point's row</source>
            <translation>手の点の行が必要です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ')' to close the reference point</source>
            <translation>基準点を閉じる「)」が必要です</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected ')' to close the move's point</source>
            <translation>手の点を閉じる「)」が必要です</translation>
        </message>
        <message>
            <location line="+53" />
            <source>unexpected text after the reference point</source>
            <translation>基準点の後に予期しないテキストがあります</translation>
        </message>
        <message>
            <location line="+8" />
            <source>more than %1 moves</source>
            <translation>%1手を超えています</translation>
        </message>
        <message>
            <location line="+10" />
            <source>expected a direction: '-', '|', '/' or '\'</source>
            <translation>方向が必要です：「-」「|」「/」「\」のいずれか</translation>
        </message>
        <message>
            <location line="+6" />
            <source>expected an offset -2..+2</source>
            <translation>-2..+2 のオフセットが必要です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>offset %1 is out of range -2..+2</source>
            <translation>オフセット%1が-2..+2の範囲外です</translation>
        </message>
        <message>
            <location line="+3" />
            <source>unexpected text after the offset</source>
            <translation>オフセットの後に予期しないテキストがあります</translation>
        </message>
        <message>
            <location line="+10" />
            <source>no reference point line "(col,row)"</source>
            <translation>基準点の行"(col,row)"がありません</translation>
        </message>
        <message>
            <location line="+26" />
            <source>offset %1 is out of range +2..-1 for %2 (4-point lines)</source>
            <translation>オフセット%1は%2では+2..-1の範囲外です（4点の線）</translation>
        </message>
        <message>
            <location line="+57" />
            <source>no variant replays the whole file; as %1: %2</source>
            <translation>ファイル全体を再現できるバリアントがありません。%1として：%2</translation>
        </message>
        <message>
            <location filename="../core/base/Phrase.h" line="+93" />
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <location filename="../core/formats/PictureRecord.cpp" line="+29" />
            <source>the picture's record is over %1 MiB</source>
            <translation>画像の記録が%1 MiBを超えています</translation>
        </message>
        <message>
            <location line="+27" />
            <source>the PNG's zTXt "msr" chunk has an unknown compression method</source>
            <translation>PNG の zTXt "msr" チャンクの圧縮方式が不明です</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+8" />
            <source>the PNG's iTXt "msr" chunk is cut short</source>
            <translation>PNG の iTXt "msr" チャンクが途中で切れています</translation>
        </message>
        <message>
            <location line="-5" />
            <source>the PNG's iTXt "msr" chunk has an unknown compression method</source>
            <translation>PNG の iTXt "msr" チャンクの圧縮方式が不明です</translation>
        </message>
        <message>
            <location line="+21" />
            <location filename="../core/formats/PictureRecordWrite.cpp" line="+143" />
            <source>the PNG is cut short in its %1 chunk</source>
            <translation>PNG が%1チャンクの途中で切れています</translation>
        </message>
        <message>
            <location line="+81" />
            <source>the SVG drawing is not well formed: %1</source>
            <translation>SVG の図が整形式ではありません：%1</translation>
        </message>
        <message>
            <location line="+28" />
            <source>a comment that never ends</source>
            <translation>終わらないコメント</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+19" />
            <source>a CDATA section that never ends</source>
            <translation>終わらない CDATA セクション</translation>
        </message>
        <message>
            <location line="-17" />
            <source>a processing instruction that never ends</source>
            <translation>終わらない処理命令</translation>
        </message>
        <message>
            <location line="+4" />
            <source>a DOCTYPE that never ends</source>
            <translation>終わらない DOCTYPE</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a declaration that never ends</source>
            <translation>終わらない宣言</translation>
        </message>
        <message>
            <location line="+41" />
            <source>a '&lt;' that starts no tag</source>
            <translation>タグを始めない「&lt;」</translation>
        </message>
        <message>
            <location line="+10" />
            <source>a '&lt;' inside the tag &lt;%1&gt;</source>
            <translation>タグ&lt;%1&gt;の中の「&lt;」</translation>
        </message>
        <message>
            <location line="+7" />
            <source>the tag &lt;%1&gt; never ends</source>
            <translation>タグ&lt;%1&gt;が終わりません</translation>
        </message>
        <message>
            <location line="+7" />
            <source>an end tag &lt;/%1&gt; without its start tag</source>
            <translation>開始タグのない終了タグ&lt;/%1&gt;</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the end tag &lt;/%1&gt; where &lt;/%2&gt; was due</source>
            <translation>&lt;/%2&gt;があるべき所に終了タグ&lt;/%1&gt;があります</translation>
        </message>
        <message>
            <location line="+39" />
            <source>the "msr" element never ends</source>
            <translation>"msr"要素が終わりません</translation>
        </message>
        <message>
            <location line="+8" />
            <source>a '&amp;' that starts no entity</source>
            <translation>実体参照を始めない「&amp;」</translation>
        </message>
        <message>
            <location line="+17" />
            <source>the character reference &amp;%1; has no digits</source>
            <translation>文字参照&amp;%1;に数字がありません</translation>
        </message>
        <message>
            <location line="+10" />
            <source>the character reference &amp;%1; is not a number</source>
            <translation>文字参照&amp;%1;が数値ではありません</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the character reference &amp;%1; names no character</source>
            <translation>文字参照&amp;%1;はどの文字も表しません</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the entity &amp;%1; is not one of XML's own</source>
            <translation>実体&amp;%1;は XML 組み込みのものではありません</translation>
        </message>
        <message>
            <location line="+141" />
            <source>not a PNG or SVG picture</source>
            <translation>PNG でも SVG でもない画像です</translation>
        </message>
        <message>
            <location filename="../core/search/SearchLimits.cpp" line="+10" />
            <source>threads %1 are outside 1..1024</source>
            <translation>スレッド数%1が1..1024の範囲外です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>search times must be numbers, the progress interval above 0</source>
            <translation>探索の時間は数値で、進捗の間隔は0より大きくなければなりません</translation>
        </message>
        <message>
            <location line="+3" />
            <source>an iteration budget above %1</source>
            <translation>%1 を超える反復回数の上限</translation>
        </message>
        <message>
            <location filename="../core/search/SearchOptions.cpp" line="+50" />
            <source>the first board window %1 is outside 0..%2</source>
            <translation>盤の最初のウィンドウ %1 が 0..%2 の範囲外です</translation>
        </message>
        <message>
            <location line="+19" />
            <source>the grid is finished (no legal move left): there is nothing to search after it</source>
            <translation>グリッドは終わっています（打てる手がありません）。この後に探索するものはありません</translation>
        </message>
        <message>
            <location line="-13" />
            <source>improve needs a grid to improve</source>
            <translation>改善には改善するグリッドが必要です</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="+19" />
            <source>hill-climb blacklist %1 is outside 0..1000</source>
            <translation>山登り法のブラックリスト%1が0..1000の範囲外です</translation>
        </message>
        <message>
            <location filename="../core/search/SearchOptions.cpp" line="+3" />
            <source>the hill climb cannot keep a prefix fixed: start it from the grid instead</source>
            <translation>山登り法は接頭部を固定できません。代わりにグリッドから始めてください</translation>
        </message>
        <message>
            <location filename="../core/rules/CheckpointReader.cpp" line="+212" />
            <location filename="../core/search/SearchCheckpointParse.cpp" line="+298" />
            <source>checkpoint: %1</source>
            <translation>チェックポイント：%1</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpoint.cpp" line="+48" />
            <source>checkpoint: a root-parallel NRPA search cannot be resumed (its threads share each search)</source>
            <translation>チェックポイント：ルート並列の NRPA 探索は再開できません（スレッドが各探索を共有します）</translation>
        </message>
        <message>
            <location line="+4" />
            <source>checkpoint: an improver cannot be resumed (start it again from its best grid)</source>
            <translation>チェックポイント：改善は再開できません（最良のグリッドからやり直してください）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>checkpoint: %1 thread states for %2 threads</source>
            <translation>チェックポイント：%2スレッドに対してスレッドの状態が%1個あります</translation>
        </message>
        <message>
            <location line="+16" />
            <source>checkpoint: thread %1</source>
            <translation>チェックポイント：スレッド%1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>its best game does not replay</source>
            <translation>最良のゲームを再現できません</translation>
        </message>
        <message>
            <location line="+3" />
            <source>its best score is not its best game's move count</source>
            <translation>最高得点が最良のゲームの手数と一致しません</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the game it climbs from does not replay</source>
            <translation>山登りの起点のゲームを再現できません</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the game it climbs from is not finished</source>
            <translation>山登りの起点のゲームが終わっていません</translation>
        </message>
        <message>
            <location filename="../core/formats/SearchLog.cpp" line="+99" />
            <source>the end of the line</source>
            <translation>行末</translation>
        </message>
        <message>
            <location line="+19" />
            <source>expected the iteration number, found %1</source>
            <translation>反復番号が必要ですが、%1があります</translation>
        </message>
        <message>
            <location line="+2" />
            <source>iteration number with more than 18 digits</source>
            <translation>18桁を超える反復番号</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected '.' after the iteration number, found %1</source>
            <translation>反復番号の後に「.」が必要ですが、%1があります</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a space before the score, found %1</source>
            <translation>得点の前に空白が必要ですが、%1があります</translation>
        </message>
        <message>
            <location line="+10" />
            <source>expected the score, found %1</source>
            <translation>得点が必要ですが、%1があります</translation>
        </message>
        <message>
            <location line="+2" />
            <source>score with more than 6 digits</source>
            <translation>6桁を超える得点</translation>
        </message>
        <message>
            <location line="+3" />
            <source>expected a space after the score, found %1</source>
            <translation>得点の後に空白が必要ですが、%1があります</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected '(' before the elapsed seconds, found %1</source>
            <translation>経過秒数の前に「(」が必要ですが、%1があります</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected the elapsed seconds, found %1</source>
            <translation>経過秒数が必要ですが、%1があります</translation>
        </message>
        <message>
            <location line="+6" />
            <source>expected digits after the decimal point, found %1</source>
            <translation>小数点の後に数字が必要ですが、%1があります</translation>
        </message>
        <message>
            <location line="+3" />
            <source>elapsed seconds with too many digits</source>
            <translation>経過秒数の桁が多すぎます</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected ')' after the elapsed seconds, found %1</source>
            <translation>経過秒数の後に「)」が必要ですが、%1があります</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a space before the code, found %1</source>
            <translation>コードの前に空白が必要ですが、%1があります</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected the layer code, found %1</source>
            <translation>レイヤーコードが必要ですが、%1があります</translation>
        </message>
        <message>
            <location line="+3" />
            <source>layer code longer than %1 characters</source>
            <translation>%1文字を超えるレイヤーコード</translation>
        </message>
        <message>
            <location line="+34" />
            <source>unexpected %1 after the code</source>
            <translation>コードの後に予期しない%1があります</translation>
        </message>
        <message>
            <location line="+89" />
            <source>a log line cannot hold a line break</source>
            <translation>ログの行に改行は入れられません</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the log is not open</source>
            <translation>ログが開かれていません</translation>
        </message>
        <message>
            <location line="+13" />
            <source>nothing written</source>
            <translation>何も書き込まれませんでした</translation>
        </message>
        <message>
            <location line="+13" />
            <source>a line was written in pieces and may be mixed with a line that another program appended to the same log</source>
            <extracomment>"another program": another search process appending to the same log file at the same time (jobs of a cluster), never a person. A "line" here is a line of text of the log.</extracomment>
            <translation>行が分割して書き込まれたため、別のプログラムが同じログに追記した行と混ざった可能性があります</translation>
        </message>
        <message>
            <location line="+11" />
            <source>write error</source>
            <translation>書き込みエラー</translation>
        </message>
        <message>
            <location filename="../core/base/ThreadStart.cpp" line="+16" />
            <source>cannot start thread %1 of %2</source>
            <translation>スレッド%1/%2を開始できません</translation>
        </message>
        <message>
            <location filename="../core/formats/AnalysisRecord.cpp" line="+22" />
            <source>the record's analysis</source>
            <translation>記録の解析</translation>
        </message>
        <message>
            <location line="+14" />
            <source>"%1" must be a whole number from %2 to %3</source>
            <translation>「%1」は %2 から %3 までの整数でなければなりません</translation>
        </message>
        <message>
            <location line="+142" />
            <source>it must be an object, not %1</source>
            <translation>オブジェクトでなければなりません（%1 ではなく）</translation>
        </message>
        <message>
            <location line="+4" />
            <source>"game" must be the game number of the game analysed</source>
            <translation>「game」は解析したゲームのゲーム番号でなければなりません</translation>
        </message>
        <message>
            <location line="+3" />
            <source>it is the analysis of another game</source>
            <translation>別のゲームの解析です</translation>
        </message>
        <message>
            <location line="-128" />
            <source>"reuse" must be true or false</source>
            <translation>「reuse」は true か false でなければなりません</translation>
        </message>
        <message>
            <location line="+7" />
            <source>"seed" must be a whole number from 0 to 2^64 - 1, as text</source>
            <translation>シード「seed」は 0 から 2^64 - 1 までの整数を文字列で書いたものでなければなりません</translation>
        </message>
        <message>
            <location line="+11" />
            <source>"found" must list the %1 positions of the game</source>
            <translation>「found」はゲームの %1 個の局面を並べなければなりません</translation>
        </message>
        <message>
            <location line="+5" />
            <source>"found" must hold whole numbers from -1 on</source>
            <translation>「found」は -1 以上の整数でなければなりません</translation>
        </message>
        <message>
            <location line="+11" />
            <source>"proven" must list positions from 0 to %1, each once, in order</source>
            <translation>"proven" には 0 から %1 までの局面を、それぞれ一度ずつ順に並べる必要があります</translation>
        </message>
        <message>
            <location line="+20" />
            <location line="+10" />
            <location line="+9" />
            <source>"games" must be a list of layer codes</source>
            <translation>「games」はレイヤーコードのリストでなければなりません</translation>
        </message>
        <message>
            <location filename="../core/search/GameAnalyser.cpp" line="+220" />
            <source>analysis budget %1 is outside %2..1000000000</source>
            <translation>解析の予算 %1 が %2..1000000000 の範囲外です</translation>
        </message>
        <message>
            <location line="+5" />
            <source>an analysis takes a budget per position, not an iteration budget or a target</source>
            <translation>解析には局面ごとの予算を指定します。反復回数の予算や目標は指定できません</translation>
        </message>
        <message>
            <location line="+2" />
            <source>analysis nodes %1 are outside 0..%2</source>
            <translation>解析のノード数 %1 が 0..%2 の範囲外です</translation>
        </message>
        <message>
            <location line="+3" />
            <source>analysis chain %1 is outside 1..1000</source>
            <translation>解析のチェーン %1 が 1..1000 の範囲外です</translation>
        </message>
        <message>
            <location line="+2" />
            <source>analysis passes %1 are outside 1..100</source>
            <translation>解析のパス数 %1 が 1..100 の範囲外です</translation>
        </message>
        <message>
            <location filename="../core/codes/GameAnalysis.cpp" line="+30" />
            <location line="+8" />
            <source>an analysis of %1 moves has %2 positions, not %3</source>
            <translation>%1 手のゲームの解析には %3 ではなく %2 個の局面があります</translation>
        </message>
        <message>
            <location line="-4" />
            <source>the analysis of position %1 found fewer moves than it has</source>
            <translation>局面 %1 の解析で見つかった手数がその局面の手数より少ないです</translation>
        </message>
        <message>
            <location line="+8" />
            <source>the analysis proves position %1 without a score for it</source>
            <translation>解析は局面 %1 をスコアなしで証明しています</translation>
        </message>
        <message>
            <location line="+14" />
            <source>game %1 of the analysis is not a legal game</source>
            <translation>解析のゲーム %1 は合法なゲームではありません</translation>
        </message>
        <message>
            <location line="+84" />
            <source>the analysis has no game for the score of position %1</source>
            <translation>局面 %1 のスコアに対応するゲームが解析にありません</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the analysis proves position %1 but holds a longer game from it</source>
            <translation>解析は局面 %1 を証明していますが、そこからより長いゲームを含んでいます</translation>
        </message>
        <message>
            <location filename="../core/formats/LineReader.cpp" line="+108" />
            <source>a line longer than %1 MiB, skipped</source>
            <translation>%1 MiB を超える行（読み飛ばしました）</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpointParse.cpp" line="-10" />
            <source>checkpoint: versions 1 to %1 are the ones this program reads</source>
            <translation>チェックポイント：このプログラムが読めるのはバージョン 1～%1 です</translation>
        </message>
        <message>
            <location filename="../core/formats/GridPage.cpp" line="+11" />
            <source>the web page has no place for a grid: it is not the viewer this program builds</source>
            <translation>Web ページにグリッドを入れる場所がありません：このプログラムが作るビューアーではありません</translation>
        </message>
        <message>
            <location filename="../core/formats/PictureRecordWrite.cpp" line="-16" />
            <source>not a PNG picture</source>
            <translation>PNG 画像ではありません</translation>
        </message>
        <message>
            <location line="+24" />
            <source>the PNG ends inside a chunk's header</source>
            <translation>PNG がチャンクのヘッダーの途中で終わっています</translation>
        </message>
        <message>
            <location line="+19" />
            <source>not an SVG drawing: it has no &lt;svg&gt; tag</source>
            <translation>SVG 図面ではありません：&lt;svg&gt; タグがありません</translation>
        </message>
        <message>
            <location filename="../core/formats/AnalysisRecord.cpp" line="-3" />
            <source>"games" lists more games than the game has positions (%1)</source>
            <translation>「games」のゲーム数がゲームの局面数（%1）を超えています</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpoint.cpp" line="-25" />
            <source>checkpoint: seconds must be from 0 to %1</source>
            <translation>チェックポイント：秒数は 0 から %1 まででなければなりません</translation>
        </message>
        <message>
            <location filename="../core/solver/SolverRun.cpp" line="+45" />
            <source>the grid reaches past the solver's board of %1 × %1 points around the cross</source>
            <translation>グリッドがソルバーの盤（十字の周り%1 × %1点）の外に出ています</translation>
        </message>
        <message>
            <location line="+58" />
            <source>the checkpoint is of another grid, variant or depth</source>
            <translation>チェックポイントは別のグリッド、バリアント、または深さのものです</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the checkpoint is of another part of the work</source>
            <translation>チェックポイントは作業の別の部分のものです</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the checkpoint cuts the work otherwise (another version of the program?)</source>
            <translation>チェックポイントは作業を別の方法で分けています（別のバージョンのプログラム？）</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the checkpoint names an item outside its part</source>
            <translation>チェックポイントが自分の部分にない項目を指しています</translation>
        </message>
        <message>
            <location line="+304" />
            <source>the start grid does not replay</source>
            <translation>開始グリッドを再現できません</translation>
        </message>
        <message>
            <location filename="../core/formats/GridReader.cpp" line="-172" />
            <source>layer code</source>
            <translation>レイヤーコード</translation>
        </message>
        <message>
            <location line="+1" />
            <source>game number</source>
            <translation>ゲーム番号</translation>
        </message>
        <message>
            <location line="+1" />
            <source>move list</source>
            <translation>手のリスト</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pentasol record</source>
            <translation>Pentasol 記録</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MSR record</source>
            <translation>MSR 記録</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MS1 record</source>
            <translation>MS1 記録</translation>
        </message>
        <message>
            <location line="+2" />
            <source>grid</source>
            <translation>グリッド</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The grid does not name its variant: it was read as %1, the strictest variant under which it is legal. It is also legal as %2.</source>
            <translation>グリッドにバリアントの指定がありません：合法となる最も厳しいバリアントである %1 として読み込みました。%2 としても合法です。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The file says it is a %1 grid, but it is not legal as %1 (%2): it was read as %3.</source>
            <translation>ファイルには %1 のグリッドとありますが、%1 としては合法ではありません（%2）：%3 として読み込みました。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The text was read as a %1; it is also a valid %2.</source>
            <translation>テキストは %1 として読み込みました。有効な %2 でもあります。</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The record's stored value does not match its moves (%1); the moves were used.</source>
            <translation>記録に保存された値が手と一致しません（%1）。手のほうを使いました。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The record says it is a %1 grid: it was read as %1, not as %2.</source>
            <translation>記録は %1 のグリッドだとしています：%2 ではなく %1 として読み込みました。</translation>
        </message>
        <message>
            <location line="-13" />
            <source>The text was read as a game number, as it is not a layer code (%1). The number runs out before the game ends: its last move is the first legal move.</source>
            <translation>テキストはレイヤーコードではないため（%1）、ゲーム番号として読み込みました。番号がゲーム終了前に尽きるため、最後の 1 手は最初の合法手を打ちます。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The text was read as a game number, as it is not a layer code (%1). The number runs out before the game ends: its last %2 moves are each the first legal move.</source>
            <translation>テキストはレイヤーコードではないため（%1）、ゲーム番号として読み込みました。番号がゲーム終了前に尽きるため、最後の %2 手はそれぞれ最初の合法手を打ちます。</translation>
        </message>
    </context>
    <context>
        <name>ErrorText</name>
        <message>
            <location filename="../core/base/ErrorText.cpp" line="+17" />
            <source> on line %1, column %2</source>
            <translation>（%1 行 %2 列）</translation>
        </message>
        <message>
            <location line="+3" />
            <source> on line %1</source>
            <translation>（%1 行目）</translation>
        </message>
        <message>
            <location line="+2" />
            <source> at position %1</source>
            <translation>（位置 %1）</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <location line="+23" />
            <source>there is nothing to read</source>
            <translation>読むものがありません</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bad character%1</source>
            <translation>不正な文字%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>conflicting moves in layer %1%2</source>
            <translation>レイヤー %1 に両立しない手%2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bits left after the end of the game%1</source>
            <translation>ゲーム終了後にビットが残っています%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>number too large: digits are left after the end of the game</source>
            <translation>数が大きすぎます：ゲーム終了後に桁が残っています</translation>
        </message>
        <message>
            <location line="+1" />
            <source>syntax error%1</source>
            <translation>構文エラー%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>illegal move%1</source>
            <translation>不正な手%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a move cannot be reached from the cross</source>
            <translation>十字から到達できない手があります</translation>
        </message>
        <message>
            <location line="+1" />
            <source>duplicate move%1</source>
            <translation>重複した手%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>unknown variant (expected 5T, 5D, 4T or 4D)</source>
            <translation>不明なバリアント（5T、5D、4T、4D のいずれか）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>input too large</source>
            <translation>入力が大きすぎます</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a stored value does not match the moves</source>
            <translation>保存された値が手と一致しません</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cannot read or write the file</source>
            <translation>ファイルを読み書きできません</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the picture carries no grid (it has no “msr” record)</source>
            <translation>画像にグリッドが含まれていません（「msr」記録がありません）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the system is out of resources</source>
            <translation>システムのリソースが不足しています</translation>
        </message>
    </context>
    <context>
        <name>FamousGrids</name>
        <message>
            <location filename="../resources/famous-grids.strings.mjs" line="+6" />
            <source>Rosin's 178, the 5T world record</source>
            <translation>Rosinの178、5Tの世界記録</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The world record since August 2011, found by computer with Rosin's Nested Rollout Policy Adaptation search.</source>
            <translation>2011年8月からの世界記録。RosinのNested Rollout Policy Adaptation探索でコンピューターが見つけました。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's first 177</source>
            <translation>Rosinの1つ目の177</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One of two 177-move grids from Rosin's computer searches, a single move short of the record; its layers differ from the 178's from the first one on.</source>
            <translation>Rosinのコンピューター探索による177手のグリッド2つのうちの1つで、記録にあと1手届きません。レイヤーは最初のレイヤーから178と異なります。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's second 177</source>
            <translation>Rosinの2つ目の177</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The other 177 of Rosin's searches: the same score as the first, reached by a different grid.</source>
            <translation>Rosinの探索によるもう1つの177。1つ目と同じスコアを別のグリッドで達成しています。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 172</source>
            <translation>Rosinの172</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 172 from Rosin's computer searches, two moves past Bruneau's hand-found 170.</source>
            <translation>Rosinのコンピューター探索による172で、Bruneauが手で見つけた170を2手上回ります。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 172</source>
            <translation>Tishchenkoの172</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 172 by Dimitri Tishchenko, whose blog introduced the layer code and the move-layering model this program is built on.</source>
            <translation>Dimitri Tishchenkoの172。彼のブログは、このプログラムの土台であるレイヤーコードと手のレイヤー化モデルを紹介しました。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 171</source>
            <translation>Tishchenkoの171</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 171 by Dimitri Tishchenko; its layer code begins with the same eleven characters as the 178's, so the two grids share their first layers.</source>
            <translation>Dimitri Tishchenkoの171。レイヤーコードが178のものと同じ11文字で始まるため、2つのグリッドは最初のレイヤーを共有しています。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 170</source>
            <translation>Rosinの170</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 170 from Rosin's computer searches: the score of Bruneau's hand-found record, on a different grid.</source>
            <translation>Rosinのコンピューター探索による170。Bruneauが手で見つけた記録と同じスコアを別のグリッドで達成しています。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bruneau's 170</source>
            <translation>Bruneauの170</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Found by hand in 1976, it stood as the record for 34 years, until computer searches passed it in 2010.</source>
            <translation>1976年に手で見つけられ、2010年にコンピューター探索に抜かれるまで34年間記録でした。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 160</source>
            <translation>Tishchenkoの160</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid of the move-layering model: 65 layers allow 6.45 × 10^39 move orders, and 270 bits (45 characters) replace a 231-character encoding.</source>
            <translation>手のレイヤー化モデルのグリッド。65のレイヤーで6.45 × 10^39通りの手の順序が可能になり、270ビット（45文字）が231文字の符号化に置き換わります。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Akiyama's 146</source>
            <translation>Akiyamaの146</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 146 by Akiyama from the record list of morpionsolitaire.com; it shares its first layers with Akiyama's 145.</source>
            <translation>morpionsolitaire.comの記録一覧にあるAkiyamaの146。最初のレイヤーをAkiyamaの145と共有しています。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Akiyama's 145</source>
            <translation>Akiyamaの145</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 145 by Akiyama, one move short of the 146 that grows from the same opening layers.</source>
            <translation>Akiyamaの145。同じ序盤のレイヤーから伸びる146に1手届きません。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An interesting 135</source>
            <translation>興味深い135</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid whose 59 layers Tishchenko listed candidate by candidate to introduce the layer code; he thought it a peak of his search.</source>
            <translation>Tishchenkoがレイヤーコードを紹介するために、59のレイヤーを候補ごとに列挙したグリッド。彼はこれを自分の探索の頂点と考えていました。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 82, the 5D record</source>
            <translation>Rosinの82、5Dの記録</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The record of the disjoint game since August 2010, found by computer search.</source>
            <translation>2010年8月からの分離ルールの記録。コンピューター探索で見つかりました。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hyyrö and Poranen's 62, the 4T optimum</source>
            <translation>HyyröとPoranenの62、4Tの最適解</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best 4T game, found in 2007 and later proved optimal (Quist, 2008): no 4T game is longer.</source>
            <translation>4Tの最良のゲーム。2007年に見つかり、のちに最適であることが証明されました（Quist、2008年）。これより長い4Tのゲームはありません。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Demaines and Langermans' 56</source>
            <translation>Demaine、Demaine、Langerman、Langermanの56</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 4T grid published in 2006 with the study of Morpion Solitaire's complexity by Demaine, Demaine, Langerman and Langerman; Hyyrö and Poranen passed it a year later with 62.</source>
            <translation>2006年にDemaine、Demaine、Langerman、LangermanによるMorpion Solitaireの計算量の研究とともに発表された4Tのグリッド。HyyröとPoranenが1年後に62で上回りました。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hyyrö and Poranen's 35, the 4D optimum</source>
            <translation>HyyröとPoranenの35、4Dの最適解</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best 4D game, found in 2007 and later proved optimal (Quist, 2008): no 4D game is longer.</source>
            <translation>4Dの最良のゲーム。2007年に見つかり、のちに最適であることが証明されました（Quist、2008年）。これより長い4Dのゲームはありません。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Demaines and Langermans' 31</source>
            <translation>Demaine、Demaine、Langerman、Langermanの31</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 4D grid published in 2006 with the same study of the game's complexity; Hyyrö and Poranen passed it a year later with 35.</source>
            <translation>2006年に同じゲームの計算量の研究とともに発表された4Dのグリッド。HyyröとPoranenが1年後に35で上回りました。</translation>
        </message>
        <message>
            <location filename="../core/formats/FamousGrids.cpp" line="+216" />
            <source>c. %1</source>
            <extracomment>A year known only roughly, as a famous grid's date ("c. 2010"): circa</extracomment>
            <translation>%1年頃</translation>
        </message>
    </context>
    <context>
        <name>NameList</name>
        <message>
            <location filename="../core/base/NameList.cpp" line="+21" />
            <source>%1 and %2</source>
            <translation>%1、%2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1, %2</source>
            <translation>%1、%2</translation>
        </message>
    </context>
    <context>
        <name>WebPage</name>
        <message>
            <location filename="../web/src/pagestrings.mjs" line="+7" />
            <source>Analysis table copied</source>
            <translation>解析の表をコピーしました</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not a %1 grid. Read as %2, it is a %3 of %4 moves.</source>
            <translation>%1 のグリッドではありません。%2 として読むと、%4 手の%3です。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open as %1</source>
            <translation>%1 として開く</translation>
        </message>
        <message>
            <location line="+2" />
            <source>As %1: %2</source>
            <translation>%1 として：%2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Link copied</source>
            <translation>リンクをコピーしました</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer code copied instead of a link: this page is a file on this computer, whose address opens nowhere else</source>
            <translation>リンクの代わりにレイヤーコードをコピーしました：このページはこのコンピューター上のファイルで、そのアドレスは他の場所では開けません</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Start a search with these settings</source>
            <translation>この設定で探索を開始します</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Best %1 after %2 in %3 s (%4 per second).</source>
            <translation>最良 %1（%2 回、%3 秒、毎秒 %4）。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The best grid so far: %1 moves</source>
            <translation>これまでの最良のグリッド: %1 手</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The solver visits every position after the open grid: the longest game it finds is the longest there is, when it finishes within its budget.</source>
            <translation>ソルバーは開いているグリッドの後のすべての局面を調べます。予算内に終われば、見つけた最長のゲームが存在する最長のゲームです。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve</source>
            <translation>解く</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solving…</source>
            <translation>解いています…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solving: %1 classes visited, the longest game so far %2 more moves, %3 s</source>
            <translation>解いています: %1 クラスを訪問、これまでの最長ゲームはあと %2 手、%3 秒</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stopped: nothing is proven.</source>
            <translation>停止しました: 何も証明されていません。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The solver could not run: %1</source>
            <translation>ソルバーを実行できませんでした: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Proven: the longest game from here has %1 moves, %2 more than the grid (%3 classes visited).</source>
            <translation>証明済み: ここからの最長ゲームは %1 手で、グリッドより %2 手多い（%3 クラスを訪問）。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not proven: the budget ran out after %1 classes; the longest game found has %2 moves, %3 more than the grid.</source>
            <translation>未証明: %1 クラスで予算が尽きました。見つかった最長ゲームは %2 手で、グリッドより %3 手多い。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: solving…</source>
            <translation>ヒント: 解いています…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: the longest game from here has %1 more moves (proven); one of its moves is marked.</source>
            <translation>ヒント: ここからの最長ゲームはあと %1 手（証明済み）。その手の一つに印を付けました。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: at least %1 more moves from here (not proven); one move of that game is marked.</source>
            <translation>ヒント: ここから少なくともあと %1 手（未証明）。そのゲームの一手に印を付けました。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open a grid file or a picture that carries its grid: MSR, MS1, Pentasol, a move list, PNG or SVG</source>
            <translation>グリッドファイル、またはグリッドを含む画像を開く：MSR、MS1、Pentasol、手のリスト、PNG、SVG</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Close</source>
            <translation>閉じる</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy</source>
            <translation>コピー</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Link</source>
            <translation>リンクをコピー</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The address of this page with the grid's code after the #: the code stays in the browser, it is never sent to a server</source>
            <translation># の後にグリッドのコードが付いたこのページのアドレス：コードはブラウザーの中にとどまり、サーバーには送られません</translation>
        </message>
        <message>
            <location line="+2" />
            <source>SVG Drawing</source>
            <translation>SVG 図面</translation>
        </message>
        <message>
            <location line="+2" />
            <source>PNG Image</source>
            <translation>PNG 画像</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal moves: choose one to play it</source>
            <translation>合法手：選ぶとその手を打ちます</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Several lines go through this point: choose the one to draw</source>
            <translation>この点を通る線が複数あります：引く線を選んでください</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Points close together: tap the one to play</source>
            <translation>点が近すぎます：打つ点をタップしてください</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Drop a grid file or picture to open it</source>
            <translation>グリッドファイルや画像をドロップすると開きます</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Positions searched at once, one per worker: the table is the same for any number</source>
            <translation>同時に探索する局面数（ワーカー1つに1局面）: 数によらず表は同じです</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The same seed, playouts and passes give the same table as morpion-cli analyse</source>
            <translation>同じシード・プレイアウト数・パス数なら morpion-cli analyse と同じ表になります</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Passes</source>
            <translation>パス数</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Searches per position: the first from scratch, the others warmed toward the better game of the move before</source>
            <translation>局面ごとの探索回数: 1回目は一から、以降は前の手のより良いゲームに向けてウォームスタート</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Iterations per level</source>
            <translation>レベルあたりの反復回数</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Table</source>
            <translation>表をコピー</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy the table as morpion-cli analyse prints it</source>
            <translation>morpion-cli analyse が出力する形で表をコピーします</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Iterations in all</source>
            <translation>総反復回数</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop after this many playouts (improve: neighbourhoods) over all threads; empty: no limit</source>
            <translation>全スレッド合計でこの回数のプレイアウト（improve: 近傍）の後に停止します。空欄: 制限なし</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Seconds</source>
            <translation>秒数</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop after this many seconds; empty: run until Stop</source>
            <translation>この秒数の後に停止します。空欄: 停止を押すまで</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the Best</source>
            <translation>最良を開く</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the best grid found as the page's grid</source>
            <translation>見つかった最良のグリッドをページのグリッドとして開きます</translation>
        </message>
        <message>
            <location line="+2" />
            <source>New bests: iteration, score, seconds, layer code</source>
            <translation>新しい最良: 反復、スコア、秒、レイヤーコード</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve from Here</source>
            <translation>ここから解く</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Classes per worker</source>
            <translation>ワーカーあたりのクラス数</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The most classes of positions each worker visits: the answer is proven only when every one was visited</source>
            <translation>各ワーカーが訪問する局面クラスの上限: すべてを訪問したときだけ答えが証明されます</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the Longest Game</source>
            <translation>最長のゲームを開く</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint while playing 4T or 4D: the solver marks a move of the longest game left</source>
            <translation>4T・4D のプレイ中のヒント: ソルバーが残る最長ゲームの一手に印を付けます</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <location filename="../app/main.cpp" line="+23" />
            <source>List the grids of a text of codes (a search log) or of a folder of record files in the collection panel.</source>
            <translation>コードのテキスト（探索ログ）または記録ファイルのフォルダーのグリッドをコレクションパネルに一覧表示します。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>file or folder</source>
            <translation>ファイルまたはフォルダー</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Morpion Solitaire grids, layer by layer.</source>
            <translation>モルピオン・ソリティアのグリッドをレイヤーごとに。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>grid</source>
            <extracomment>The name of the program's one argument in --help ("Usage: morpion-layers [options] [grid]"): one word.</extracomment>
            <translation>グリッド</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A grid file, a layer code or a game number to open.</source>
            <translation>開くグリッドファイル、レイヤーコード、またはゲーム番号。</translation>
        </message>
    </context>
    <context>
        <name>morpion::FileWrite</name>
        <message>
            <location filename="../app/common/WriteTarget.cpp" line="+36" />
            <source>it is a symbolic link that leads back to itself</source>
            <translation>自分自身に戻るシンボリックリンクです</translation>
        </message>
        <message>
            <location line="+20" />
            <source>it is a folder</source>
            <translation>フォルダーです</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it is a disk device, which is never written over</source>
            <translation>ディスクデバイスであり、上書きすることはありません</translation>
        </message>
        <message>
            <location line="+1" />
            <source>it is not a file (a socket or another special file)</source>
            <translation>ファイルではありません（ソケットなどの特殊ファイル）</translation>
        </message>
        <message>
            <location filename="../app/common/FileWrite.cpp" line="+73" />
            <location line="+45" />
            <source>nothing was written</source>
            <translation>何も書き込まれませんでした</translation>
        </message>
        <message>
            <location line="-28" />
            <source>no program reads from this pipe</source>
            <translation>このパイプから読み取るプログラムがありません</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AboutDialog</name>
        <message>
            <location filename="../app/gui/help/AboutDialog.cpp" line="+18" />
            <source>About Morpion Layers</source>
            <translation>Morpion Layers について</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Look at Morpion Solitaire grids layer by layer, play by hand, search for long games, and share grids as layer codes and game numbers.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence (below).&lt;br&gt;Project page: &lt;a href="%2"&gt;%2&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;モルピオン・ソリティアのグリッドをレイヤーごとに見たり、手で打ったり、長いゲームを探索したり、グリッドをレイヤーコードやゲーム番号として共有したりできます。&lt;/p&gt;&lt;p&gt;MIT ライセンス（下記）のフリーソフトウェアです。&lt;br&gt;プロジェクトページ：&lt;a href="%2"&gt;%2&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&lt;p&gt;Report a bug or ask for a feature: &lt;a href="%1"&gt;%1&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;不具合の報告や機能の要望はこちら：&lt;a href="%1"&gt;%1&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AnalysisChart</name>
        <message>
            <location filename="../app/gui/analysis/AnalysisChart.cpp" line="+18" />
            <source>Analysis chart</source>
            <translation>解析グラフ</translation>
        </message>
        <message>
            <location line="+31" />
            <source>%1: loss %2</source>
            <translation>%1：損失 %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1: loss %2 ✓</source>
            <translation>%1：損失 %2 ✓</translation>
        </message>
        <message>
            <location line="+66" />
            <source>Analyse Game draws here, move by move, the longest game the search still finds after it.</source>
            <translation>「ゲームを解析」を実行すると、各手の後に探索がまだ見つけられる最長のゲームを、手ごとにここに描きます。</translation>
        </message>
        <message>
            <location line="+32" />
            <source>played: %1</source>
            <translation>実戦: %1</translation>
        </message>
        <message>
            <location line="+63" />
            <source>best game found</source>
            <translation>見つかった最善のゲーム</translation>
        </message>
        <message>
            <location line="+2" />
            <source>proven exact; ✓ a proven loss</source>
            <translation>厳密に証明済み。✓ は証明済みの損失</translation>
        </message>
        <message>
            <location line="+55" />
            <source>Move %1: proven best before %2, after %3, loss %4 exactly</source>
            <translation>%1手目: 証明済みの最善 前 %2、後 %3、損失はちょうど %4</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move %1: best found before %2, after %3, loss %4</source>
            <translation>%1手目: 前の最善 %2、後の最善 %3、損失 %4</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AnalysisPanel</name>
        <message>
            <location filename="../app/gui/analysis/AnalysisPanel.cpp" line="+46" />
            <source>Analysis panel</source>
            <translation>解析パネル</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+270" />
            <source>&amp;Analyse Game</source>
            <translation>ゲームを解析(&amp;A)</translation>
        </message>
        <message>
            <location line="-268" />
            <source>How good was this game? Search on from every position of it, and see what each move lost</source>
            <translation>このゲームはどうだったか？ 各局面から探索を続け、各手が失ったものを確認します</translation>
        </message>
        <message>
            <location line="+95" />
            <source>NRPA playouts spent on each position of the game: more finds longer games and steadier losses, and takes longer</source>
            <translation>ゲームの各局面に使う NRPA のプレイアウト数：多いほど長いゲームが見つかり損失も安定しますが、時間がかかります</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Playouts per position:</source>
            <translation>局面あたりのプレイアウト数:</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Off</source>
            <translation>オフ</translation>
        </message>
        <message>
            <location line="+1" />
            <source> million nodes</source>
            <translation> 百万ノード</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Before the searches, the solver proves the positions from the game's end back, each within this many positions visited: there E is exact and a loss is proven</source>
            <translation>探索の前に、ソルバーがゲームの終わりから逆に局面を証明します。各局面で訪れる局面数はこの値までです。そこでは E は厳密で、損失は証明済みです</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Solver budget:</source>
            <translation>ソルバーの予算:</translation>
        </message>
        <message>
            <location line="-60" />
            <source>Analysis progress</source>
            <translation>解析の進行状況</translation>
        </message>
        <message>
            <location line="+79" />
            <source>No.</source>
            <translation>番号</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Move</source>
            <translation>手</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Loss</source>
            <translation>損失</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Moves of the game with what each lost</source>
            <translation>ゲームの手と各手の損失</translation>
        </message>
        <message>
            <location line="-69" />
            <source>Play the Better Line From Here</source>
            <translation>ここからより良い手順を打つ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the game back to before this move and play the better game found instead (one step that can be undone)</source>
            <translation>この手の前までゲームを戻し、代わりに見つかったより良い手順を打ちます（元に戻せる 1 ステップ）</translation>
        </message>
        <message numerus="yes">
            <location line="+107" />
            <source>Analysing the %n move(s) of the game…</source>
            <translation>
                <numerusform>ゲームの %n 手を解析しています…</numerusform>
            </translation>
        </message>
        <message>
            <location line="+16" />
            <source>Solving the endgame: position %1, %2 proven, %3 nodes, %4 s</source>
            <translation>終盤を解いています: 局面 %1、証明済み %2、%3 ノード、%4 秒</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Analysing: %1 of %2 searches, %3 s</source>
            <translation>解析中: 探索 %1 / %2、%3 秒</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The analysis could not run: %1</source>
            <translation>解析を実行できませんでした: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The grid changed: the analysis was dropped.</source>
            <translation>グリッドが変更されたため、解析は破棄されました。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The finished analysis is kept.</source>
            <translation>完了した解析はそのまま残します。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>What they found is shown.</source>
            <translation>見つかった分を表示しています。</translation>
        </message>
        <message numerus="yes">
            <location line="+96" />
            <source>The game: %n move(s).</source>
            <translation>
                <numerusform>このゲーム：%n 手。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>From the start the search found a game of %n move(s).</source>
            <translation>
                <numerusform>開始局面から、探索は %n 手のゲームを見つけました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n position(s) proven exact by the solver.</source>
            <translation>
                <numerusform>%n 局面がソルバーにより厳密に証明されました。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>The largest loss: move %1, %n move(s).</source>
            <translation>
                <numerusform>最大の損失：%1手目、%n 手。</numerusform>
            </translation>
        </message>
        <message>
            <location line="+25" />
            <source>move %1 (%2): proven best before %3, after %4, loss %5 exactly</source>
            <translation>%1手目 (%2): 証明済みの最善 前 %3、後 %4、損失はちょうど %5</translation>
        </message>
        <message numerus="yes">
            <location line="+41" />
            <source>Took the game back to before move %1 and played the better line: %n move(s)</source>
            <translation>
                <numerusform>%1手目の前までゲームを戻し、より良い手順を打ちました：%n 手</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="-162" />
            <source>Analysed the game: %n move(s)</source>
            <translation>
                <numerusform>ゲームを解析しました: %n 手</numerusform>
            </translation>
        </message>
        <message>
            <location line="+19" />
            <source>Cancelled: %1 of %2 positions searched.</source>
            <translation>キャンセルしました：%2 局面中 %1 局面を探索済み。</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Cancelled in the first of %n passes: %1 of %2 positions searched.</source>
            <translation>
                <numerusform>%n パスの最初のパスでキャンセルしました：%2 局面中 %1 局面を探索済み。</numerusform>
            </translation>
        </message>
        <message>
            <location line="+7" />
            <source>Cancelled in pass %1 of %2: every position searched in the passes before, %3 of %4 in this one.</source>
            <translation>%2 パス中パス %1 でキャンセルしました：それまでのパスで全局面を探索済み、このパスでは %4 局面中 %3 局面。</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Cancel &amp;Analysis</source>
            <extracomment>View menu, while an analysis runs, in place of Analyse Game (whose access key it can share)</extracomment>
            <translation>解析をキャンセル(&amp;A)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Analyse Game</source>
            <translation>ゲームを解析</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Play or open a game, then Analyse Game shows what each move lost.</source>
            <translation>手を打つかゲームを開くと、「ゲームを解析」で各手の損失を確認できます。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Analyse Game searches on from every position of this game and shows what each move lost.</source>
            <translation>「ゲームを解析」はこのゲームの各局面から探索を続け、各手の損失を表示します。</translation>
        </message>
        <message>
            <location line="+33" />
            <source>move %1 (%2): not analysed</source>
            <translation>%1手目 (%2): 未解析</translation>
        </message>
        <message>
            <location line="+8" />
            <source>move %1 (%2): best found before %3, after %4, loss %5</source>
            <translation>%1手目 (%2): 前の最善 %3、後の最善 %4、損失 %5</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Play the better line from move %1</source>
            <translation>%1手目からより良い手順を打つ</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::Autosave</name>
        <message>
            <location filename="../app/gui/document/Autosave.cpp" line="+85" />
            <source>cannot create the folder</source>
            <translation>フォルダーを作成できません</translation>
        </message>
        <message>
            <location line="+138" />
            <source>cannot create its lock file</source>
            <translation>ロックファイルを作成できません</translation>
        </message>
        <message>
            <location line="+40" />
            <source>Cannot keep a copy of the unsaved work in %1: %2. It is kept in %3 instead.</source>
            <translation>未保存の作業のコピーを %1 に保存できません：%2。代わりに %3 に保存しています。</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Cannot keep a copy of the unsaved work in %1: %2</source>
            <translation>未保存の作業のコピーを %1 に保存できません：%2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cannot keep a copy of the unsaved work in %1: %2 (nor in %3: %4)</source>
            <translation>未保存の作業のコピーを %1 に保存できません：%2（%3 にも保存できません：%4）</translation>
        </message>
        <message>
            <location line="+43" />
            <source>Morpion Layers found unsaved work from %1 in %2 that cannot be read: %3.</source>
            <translation>Morpion Layers は %2 に %1 の未保存の作業を見つけましたが、読み込めません：%3。</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>a %1 grid of %n move(s)</source>
            <translation>
                <numerusform>%n 手の %1 グリッド</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Morpion Layers ended on %1 without saving %2.</source>
            <translation>Morpion Layers は %1 に %2 を保存せずに終了しました。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Morpion Layers ended on %1 without saving %2, from %3.</source>
            <translation>Morpion Layers は %1 に %3 の %2 を保存せずに終了しました。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The copy is damaged (%1): moves may be missing.</source>
            <translation>コピーは壊れています（%1）：手が欠けている可能性があります。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>It was kept in %1 because %2 could not take it: %3.</source>
            <translation>%2 に保存できなかったため、%1 に保存されていました：%3。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Restore Unsaved Work</source>
            <translation>未保存の作業を復元</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Restore puts it on the board as one step that can be undone; it is not saved until you save it.</source>
            <translation>復元すると、元に戻せる 1 ステップとして盤上に置かれます。保存するまでは保存されません。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Restore</source>
            <translation>復元(&amp;R)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Discard</source>
            <translation>破棄(&amp;D)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep for &amp;Later</source>
            <translation>後で(&amp;L)</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Restore unsaved work</source>
            <translation>未保存の作業を復元</translation>
        </message>
        <message>
            <location filename="../app/gui/document/AutosaveCopy.cpp" line="+82" />
            <source>it is larger than any copy of a grid</source>
            <translation>グリッドのコピーとしては大きすぎます</translation>
        </message>
        <message>
            <location line="+9" />
            <source>it is empty</source>
            <translation>空です</translation>
        </message>
        <message>
            <location line="+1" />
            <source>it is not a copy this program can read</source>
            <translation>このプログラムが読めるコピーではありません</translation>
        </message>
        <message>
            <location filename="../app/gui/document/Autosave.cpp" line="-271" />
            <source>it is a symbolic link, not a folder of yours</source>
            <translation>シンボリックリンクであり、自分のフォルダーではありません</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it is not a folder</source>
            <translation>フォルダーではありません</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it belongs to another user</source>
            <translation>別のユーザーが所有しています</translation>
        </message>
        <message>
            <location line="+2" />
            <source>other users can write in it</source>
            <translation>他のユーザーが書き込めます</translation>
        </message>
        <message>
            <location line="+201" />
            <source>Copies of unsaved work in %1 are not read: %2.</source>
            <translation>%1 にある未保存の作業のコピーは読み込みません：%2。</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardDescription</name>
        <message>
            <location filename="../app/gui/board/BoardDescription.cpp" line="+12" />
            <source>%1 grid, score %2, finished.</source>
            <translation>%1 グリッド、スコア %2、終了。</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%1 grid, score %2, %n legal move(s).</source>
            <translation>
                <numerusform>%1 グリッド、スコア %2、合法手 %n。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+8" />
            <source>In play: %n move(s) played by hand, every legal move can be played.</source>
            <translation>
                <numerusform>対局中：手で %n 手を打ちました。どの合法手も打てます。</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>Layer %1 of %2: %3 taken, %4 not taken, %5 legal but left untaken in an earlier layer.</source>
            <extracomment>"taken": played in this layer (bit 1 of the layer code), not selected in the interface.</extracomment>
            <translation>レイヤー %1 / %2：打った %3、打たなかった %4、合法だが前のレイヤーで打たれなかった手 %5。</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Layer %1 of %2.</source>
            <translation>レイヤー %1 / %2。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>(%1, %2): no legal move.</source>
            <translation>(%1, %2)：合法手はありません。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>(%1, %2): Enter plays %3.</source>
            <translation>(%1, %2)：Enter で %3 を打ちます。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>(%1, %2): %3 lines, Enter plays line %4, %5; Tab: next line.</source>
            <translation>(%1, %2)：線 %3 本。Enter で線 %4（%5）を打ちます。Tab：次の線。</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardPrinter</name>
        <message>
            <location filename="../app/gui/files/BoardPrinter.cpp" line="+24" />
            <source>Morpion Solitaire grid</source>
            <translation>モルピオン・ソリティアのグリッド</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Print…</source>
            <translation>印刷(&amp;P)…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Print the grid as File &gt; Export Picture draws it</source>
            <translation>グリッドを「ファイル &gt; 画像をエクスポート」と同じように描いて印刷</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Print Pre&amp;view…</source>
            <translation>印刷プレビュー(&amp;V)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Page Set&amp;up…</source>
            <translation>ページ設定(&amp;U)…</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Print Grid</source>
            <translation>グリッドを印刷</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Print Preview</source>
            <translation>印刷プレビュー</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardView</name>
        <message>
            <location filename="../app/gui/board/BoardView.cpp" line="+258" />
            <location line="+136" />
            <source>Legend</source>
            <translation>凡例</translation>
        </message>
        <message>
            <location line="-126" />
            <source>Board, cursor at %1</source>
            <translation>盤、カーソル位置 %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cursor at %1</source>
            <translation>カーソル位置 %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Board</source>
            <translation>盤</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Enter: play with the keyboard. Left and right arrows: previous and next layer.</source>
            <translation>Enter：キーボードで打つ。左右の矢印キー：前後のレイヤー。</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardViewInput.cpp" line="+138" />
            <source>No playable point further in that direction.</source>
            <translation>その方向にはこれ以上打てる点がありません。</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Keyboard play ended. Enter starts it again; ←/→ step layers.</source>
            <translation>キーボード操作を終了しました。Enter で再開、←/→ でレイヤーを移動します。</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardView.cpp" line="+143" />
            <source>Tab: next line · Enter: play · Esc: end keyboard play</source>
            <translation>Tab：次の線 · Enter：打つ · Esc：キーボード操作を終了</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tab or wheel: next line · click: play · Esc: cancel</source>
            <translation>Tab またはホイール：次の線 · クリック：打つ · Esc：キャンセル</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 lines through (%2, %3), showing %4 — %5</source>
            <translation>(%2, %3) を通る線 %1 本、%4 を表示中 — %5</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardViewInput.cpp" line="+197" />
            <source>Keyboard play: arrows move, Shift+arrows jump to a playable point, Enter plays, Tab: next line, Esc: end. Ctrl+←/→, PgUp/PgDn: layers.</source>
            <translation>キーボード操作：矢印キーで移動、Shift+矢印キーで打てる点へジャンプ、Enter で打つ、Tab：次の線、Esc：終了。Ctrl+←/→、PgUp/PgDn：レイヤー。</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Board: ←/→ step layers, Enter plays with the keyboard.</source>
            <translation>盤：←/→ でレイヤーを移動、Enter でキーボードで打つ。</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CodeBar</name>
        <message>
            <location filename="../app/gui/panels/CodeBar.cpp" line="+40" />
            <source>The layer code of the grid: the set of its moves</source>
            <translation>グリッドのレイヤーコード：その手の集合</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game number: the moves in their exact order</source>
            <translation>ゲーム番号：手を正確な順序で</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the layer code</source>
            <translation>レイヤーコードをコピー</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the game number</source>
            <translation>ゲーム番号をコピー</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Paste a layer code, a game number or a move list, then press Enter</source>
            <translation>レイヤーコード、ゲーム番号、または手のリストを貼り付けて Enter を押してください</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Read codes as this variant (a prefix such as 5D: in the text wins)</source>
            <translation>コードをこのバリアントとして読む（テキスト中の 5D: のような接頭辞が優先）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open</source>
            <translation>開く</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the code typed on the left</source>
            <translation>左に入力したコードを開く</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Variant of the code</source>
            <translation>コードのバリアント</translation>
        </message>
        <message>
            <location line="-37" />
            <source>Codes</source>
            <translation>コード</translation>
        </message>
        <message>
            <location line="+46" />
            <source>Layer code:</source>
            <translation>レイヤーコード：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game number:</source>
            <translation>ゲーム番号：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open code:</source>
            <translation>コードを開く：</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Copy &amp;Layer Code</source>
            <translation>レイヤーコードをコピー(&amp;L)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy &amp;Game Number</source>
            <translation>ゲーム番号をコピー(&amp;G)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open &amp;Code…</source>
            <translation>コードを開く(&amp;C)…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Layer code copied</source>
            <translation>レイヤーコードをコピーしました</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Game number copied</source>
            <translation>ゲーム番号をコピーしました</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionActions</name>
        <message>
            <location filename="../app/gui/collection/CollectionActions.cpp" line="+24" />
            <source>Open &amp;Collection…</source>
            <translation>コレクションを開く(&amp;C)…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>List the grids of a text file of codes, with thumbnails, duplicates and problems</source>
            <translation>コードを含むテキストファイルのグリッドを、サムネイル・重複・問題とともに一覧表示</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open Collection &amp;Folder…</source>
            <translation>コレクションフォルダーを開く(&amp;F)…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)</source>
            <extracomment>"record files": files that hold a grid (MSR, Pentasol), not world records.</extracomment>
            <translation>記録ファイルのフォルダー（Pentasol、MSR、グリッド付きの画像）のグリッドを一覧表示</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Paste as Collec&amp;tion</source>
            <translation>コレクションとして貼り付け(&amp;T)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Open Collection</source>
            <translation>コレクションを開く</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Texts with codes (*.txt *.log *.md *.csv);;All files (*)</source>
            <translation>コードを含むテキスト (*.txt *.log *.md *.csv);;すべてのファイル (*)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Open Collection Folder</source>
            <translation>コレクションフォルダーを開く</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Collection: %1.</source>
            <extracomment>%1: what the collection panel's summary says, "codes without a variant read as 5T; 3 of them also decode as 5D".</extracomment>
            <translation>コレクション：%1。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Read All as %1</source>
            <translation>すべて %1 として読み込む</translation>
        </message>
        <message>
            <location line="+36" />
            <source>The clipboard holds no text to open.</source>
            <translation>クリップボードに開けるテキストがありません。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the clipboard</source>
            <translation>クリップボード</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Open %1 from the collection</source>
            <translation>コレクションから %1 を開く</translation>
        </message>
        <message>
            <location line="+2" />
            <source>#%1, %2: %3 %4 moves</source>
            <translation>#%1、%2：%3 %4 手</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionLoader</name>
        <message>
            <location filename="../app/gui/collection/CollectionData.cpp" line="+16" />
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+149" />
            <source>line %1</source>
            <extracomment>A line of the text file read as a collection, not a line of the game.</extracomment>
            <translation>%1 行目</translation>
        </message>
        <message>
            <location line="+3" />
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+1" />
            <source>%1, line %2</source>
            <extracomment>%1 is a file name; a line of that text file, not a line of the game.</extracomment>
            <translation>%1、%2 行目</translation>
        </message>
        <message>
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+46" />
            <source>%1 (%2)</source>
            <extracomment>A variant and how many codes were read in it: "5D (40)".</extracomment>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <location line="+3" />
            <source>codes without a variant read as %1</source>
            <extracomment>Codes of a collection whose line names no variant (5T, 5D, 4T, 4D); %1: "5D" or "5D (40), 4T (5)".</extracomment>
            <translation>バリアントのないコードを %1 として読み込みました</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n of them also decode as %1</source>
            <translation>
                <numerusform>そのうち %n 件は %1 としてもデコードできます</numerusform>
            </translation>
        </message>
        <message>
            <location line="+27" />
            <source>The folder %1 does not exist.</source>
            <translation>フォルダー %1 は存在しません。</translation>
        </message>
        <message>
            <location line="+144" />
            <source>Cannot open %1: %2.</source>
            <translation>%1 を開けません：%2。</translation>
        </message>
        <message>
            <location line="-19" />
            <source>The text is too large to read as a collection (%1 MB; at most %2 MB).</source>
            <translation>テキストが大きすぎてコレクションとして読めません（%1 MB、上限 %2 MB）。</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionModel</name>
        <message>
            <location filename="../app/gui/collection/CollectionModel.cpp" line="+68" />
            <source>Grid</source>
            <translation>グリッド</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Found at</source>
            <translation>場所</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Score</source>
            <translation>スコア</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Variant</source>
            <translation>バリアント</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layers</source>
            <translation>レイヤー</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Length</source>
            <translation>長さ</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Same grid</source>
            <translation>同じグリッド</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Same points</source>
            <translation>同じ点</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Code</source>
            <translation>コード</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Where the grid was found: a line of the text, or a file of the folder</source>
            <translation>グリッドが見つかった場所：テキストの行、またはフォルダー内のファイル</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layers that take at least one move</source>
            <translation>少なくとも 1 手が選ばれたレイヤーの数</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Characters of the layer code</source>
            <translation>レイヤーコードの文字数</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rows with the same grid up to rotation and reflection share a group, named by its first row</source>
            <translation>回転・鏡映を除いて同じグリッドを持つ行は一つのグループになり、最初の行の名前が付きます</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Rows with the same points up to rotation and reflection, whatever their lines, share a group</source>
            <translation>回転・鏡映を除いて同じ点を持つ行は、線が違っても一つのグループになります</translation>
        </message>
        <message>
            <location line="+30" />
            <location line="+3" />
            <source>#%1 (×%2)</source>
            <translation>#%1（×%2）</translation>
        </message>
        <message numerus="yes">
            <location line="+22" />
            <source>%n other row(s) hold this grid, rotated or mirrored</source>
            <translation>
                <numerusform>ほかに %n 行がこのグリッドを回転または鏡映して含んでいます</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same grid as row #%1, up to rotation and reflection</source>
            <translation>回転・鏡映を除いて行 #%1 と同じグリッド</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>%n other row(s) have these points (up to symmetry), some with other lines</source>
            <translation>
                <numerusform>ほかに %n 行がこれらの点を（対称を除いて）別の線で持っています</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>The same points as row #%1, up to rotation and reflection</source>
            <translation>回転・鏡映を除いて行 #%1 と同じ点</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionPanel</name>
        <message>
            <location filename="../app/gui/collection/CollectionPanel.cpp" line="+43" />
            <source>The grid of the row picked is shown here; Enter or a double-click opens it.</source>
            <translation>選んだ行のグリッドがここに表示されます。Enter またはダブルクリックで開きます。</translation>
        </message>
        <message>
            <location line="+38" />
            <source>All variants</source>
            <translation>すべてのバリアント</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Show only the grids of one variant</source>
            <translation>一つのバリアントのグリッドだけを表示</translation>
        </message>
        <message>
            <location line="-29" />
            <source>Collection panel</source>
            <translation>コレクションパネル</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Score ≥ </source>
            <translation>スコア ≥ </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show only the grids with at least this score</source>
            <translation>このスコア以上のグリッドだけを表示</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Filter by code or text</source>
            <translation>コードまたはテキストで絞り込み</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Show only the rows whose code, place or line holds this text</source>
            <translation>コード、場所、または行にこのテキストを含む行だけを表示</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Preview of the row picked</source>
            <translation>選んだ行のプレビュー</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid of the row picked, not opened: the open grid does not change. Enter or a double-click opens it as one undo step.</source>
            <translation>選んだ行のグリッド（まだ開いていません）：開いているグリッドは変わりません。Enter またはダブルクリックで、1 回の取り消し単位として開きます。</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Open a collection: File &gt; Open Collection…, or paste a list of codes with Edit &gt; Paste as Collection.</source>
            <translation>コレクションを開くには：ファイル &gt; コレクションを開く…、または 編集 &gt; コレクションとして貼り付け でコードの一覧を貼り付けます。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%v of %m</source>
            <translation>%v / %m</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop reading; the grids read so far stay</source>
            <translation>読み込みを中止します。ここまでに読んだグリッドは残ります</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sorting…</source>
            <translation>並べ替え中…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The list is being sorted and filtered; it stays usable meanwhile</source>
            <translation>一覧を並べ替え・絞り込み中です。その間も一覧は使えます</translation>
        </message>
        <message>
            <location line="+61" />
            <source>&amp;Open</source>
            <translation>開く(&amp;O)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Compare with the Open Grid</source>
            <translation>開いているグリッドと比較(&amp;C)</translation>
        </message>
        <message>
            <location line="+34" />
            <source>#%1, %2: %3 %4 moves · Enter opens it</source>
            <translation>#%1、%2：%3 %4 手 · Enter で開く</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Reading…</source>
            <translation>読み込み中…</translation>
        </message>
        <message numerus="yes">
            <location line="+47" />
            <source>%n grid(s)</source>
            <translation>
                <numerusform>%n 個のグリッド</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n problem(s)</source>
            <translation>
                <numerusform>%n 件の問題</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n group(s) of the same grid</source>
            <translation>
                <numerusform>同じグリッドのグループ %n 個</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n group(s) of the same points with other lines</source>
            <translation>
                <numerusform>同じ点で線の違うグループ %n 個</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n line(s) without a code</source>
            <translation>
                <numerusform>コードのない行 %n 行</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n other file(s) skipped</source>
            <translation>
                <numerusform>ほかに %n 個のファイルをスキップ</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1: %2</source>
            <translation>%1：%2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>(%1 s)</source>
            <translation>（%1 秒）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Cancelled; what was read so far: %1</source>
            <translation>キャンセルしました。ここまでに読んだもの：%1</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Not read (%n):</source>
            <translation>
                <numerusform>読めなかったもの（%n）：</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+12" />
            <source>%1 of %n grid(s) shown · %2</source>
            <translation>
                <numerusform>%n 件中 %1 件のグリッドを表示 · %2</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionProblemModel</name>
        <message>
            <location filename="../app/gui/collection/CollectionProblemModel.cpp" line="+36" />
            <source>Found at</source>
            <translation>場所</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Code</source>
            <translation>コード</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Why it was not read</source>
            <translation>読めなかった理由</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CompareDialog</name>
        <message>
            <location filename="../app/gui/compare/CompareDialog.cpp" line="+25" />
            <source>Compare With</source>
            <translation>別のグリッドと比較</translation>
        </message>
        <message>
            <location line="+38" />
            <source>A &amp;layer code, game number, move list or record:</source>
            <translation>レイヤーコード、ゲーム番号、手のリスト、記録(&amp;L)：</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Grid to compare with</source>
            <translation>比較するグリッド</translation>
        </message>
        <message>
            <location line="+10" />
            <source>A &amp;file:</source>
            <translation>ファイル(&amp;F)：</translation>
        </message>
        <message>
            <location line="+2" />
            <source>File to compare with</source>
            <translation>比較するファイル</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The path of a grid file</source>
            <translation>グリッドファイルのパス</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Browse…</source>
            <translation>参照(&amp;B)…</translation>
        </message>
        <message numerus="yes">
            <location line="+14" />
            <source>Grid &amp;number of the collection (%1, %n grid(s)):</source>
            <translation>
                <numerusform>コレクションのグリッド番号（%1、%n 個のグリッド）(&amp;N)：</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>Grid number in the collection</source>
            <translation>コレクション内のグリッド番号</translation>
        </message>
        <message>
            <location line="-58" />
            <source>&amp;Compare</source>
            <translation>比較(&amp;C)</translation>
        </message>
        <message>
            <location line="+132" />
            <source>%1, %2 moves, %3</source>
            <translation>%1、%2 手、%3</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Compare With a File</source>
            <translation>ファイルと比較</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::Document</name>
        <message>
            <location filename="../app/gui/document/Document.cpp" line="+100" />
            <location line="+183" />
            <source>New %1 game</source>
            <translation>新しい %1 ゲーム</translation>
        </message>
        <message numerus="yes">
            <location line="-182" />
            <source>%1 grid, %n move(s)</source>
            <translation>
                <numerusform>%1 グリッド、%n 手</numerusform>
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
            <translation>ゲームを解析</translation>
        </message>
        <message>
            <location filename="../app/gui/document/PlayMoveCommand.cpp" line="+9" />
            <source>Play %1</source>
            <translation>%1 を打つ</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::EditGridInfoCommand</name>
        <message>
            <location filename="../app/gui/document/EditGridInfoCommand.cpp" line="+8" />
            <source>Edit %1</source>
            <translation>%1 を編集</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ExportDialog</name>
        <message>
            <location filename="../app/gui/files/ExportDialog.cpp" line="+55" />
            <location line="+176" />
            <location line="+12" />
            <source>Export Picture</source>
            <translation>画像のエクスポート</translation>
        </message>
        <message>
            <location line="-157" />
            <source>As on screen</source>
            <translation>画面どおり</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Clean print style</source>
            <translation>すっきりした印刷スタイル</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Move &amp;numbers</source>
            <translation>手番号(&amp;N)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Highlight layer %1</source>
            <translation>レイヤー %1 を強調(&amp;H)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Legend</source>
            <translation>凡例(&amp;L)</translation>
        </message>
        <message>
            <location line="+5" />
            <source> px</source>
            <translation> px</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Width of a PNG in pixels, of an SVG or PDF in points</source>
            <translation>PNG はピクセル、SVG と PDF はポイントでの幅</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A4</source>
            <translation>A4</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Letter</source>
            <translation>レター</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fit the picture, with a margin</source>
            <translation>画像に合わせる（余白あり）</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The page of a PDF or SVG: the picture is scaled to the paper, or the page fits the picture at its width</source>
            <translation>PDF または SVG のページ：画像を用紙に合わせて拡大縮小するか、ページを画像の幅に合わせます</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Capt&amp;ion line: author, variant, score and code</source>
            <translation>キャプション行：作者、バリアント、スコア、コード(&amp;I)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A line under the grid: %1</source>
            <translation>グリッドの下の行：%1</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Look:</source>
            <translation>外観：</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Width:</source>
            <translation>幅：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>PDF/SVG &amp;page:</source>
            <translation>PDF/SVG ページ(&amp;P)：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Size:</source>
            <translation>サイズ：</translation>
        </message>
        <message>
            <location line="-73" />
            <source>&amp;Save As…</source>
            <translation>名前を付けて保存(&amp;S)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Copy Picture</source>
            <translation>画像をコピー(&amp;C)</translation>
        </message>
        <message>
            <location line="+116" />
            <source>%1 · score %2 · %3</source>
            <translation>%1 · スコア %2 · %3</translation>
        </message>
        <message>
            <location line="+6" />
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <location line="+10" />
            <source>PNG %1 × %2 px; PDF/SVG page %3 × %4 mm</source>
            <translation>PNG %1 × %2 px、PDF/SVG ページ %3 × %4 mm</translation>
        </message>
        <message>
            <location line="+41" />
            <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
            <translation>PNG 画像 (*.png);;SVG 図形 (*.svg);;PDF 文書 (*.pdf)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::FamousGridsMenu</name>
        <message>
            <location filename="../app/gui/files/FamousGridsMenu.cpp" line="+13" />
            <source>Famous &amp;Grids</source>
            <translation>有名なグリッド(&amp;G)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The built-in list does not read: %1</source>
            <translation>組み込みの一覧を読めません：%1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>%1 %2 moves — %3</source>
            <translation>%1 %2 手 — %3</translation>
        </message>
        <message>
            <location line="+26" />
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <location line="+19" />
            <source>%1 — %2: %3</source>
            <translation>%1 — %2：%3</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 — %2, %3: %4</source>
            <translation>%1 — %2、%3：%4</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::FileActions</name>
        <message>
            <location filename="../app/gui/files/FileActions.cpp" line="+65" />
            <source>&amp;Open…</source>
            <translation>開く(&amp;O)…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open a grid file (MSR JSON, Pentasol, a code or a move list)</source>
            <translation>グリッドファイルを開く（MSR JSON、Pentasol、コード、または手のリスト）</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+29" />
            <source>&amp;Save</source>
            <translation>保存(&amp;S)</translation>
        </message>
        <message>
            <location line="-27" />
            <source>Save &amp;As…</source>
            <translation>名前を付けて保存(&amp;A)…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open &amp;Recent</source>
            <translation>最近使ったファイル(&amp;R)</translation>
        </message>
        <message>
            <location line="+16" />
            <source>The game's analysis is not saved (it is kept in the grid's file). Save it first?</source>
            <translation>ゲームの解析は保存されていません（解析はグリッドのファイルに保存されます）。先に保存しますか？</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The grid has changes that are not saved, the game's analysis among them. Save them first?</source>
            <translation>グリッドに保存されていない変更があります（ゲームの解析を含みます）。先に保存しますか？</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Unsaved Grid</source>
            <translation>未保存のグリッド</translation>
        </message>
        <message>
            <location line="-2" />
            <source>The grid has changes that are not saved. Save them first?</source>
            <translation>グリッドに保存されていない変更があります。先に保存しますか？</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Open Grid</source>
            <translation>グリッドを開く</translation>
        </message>
        <message>
            <location line="-62" />
            <source>Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)</source>
            <translation>グリッド (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR 記録 (*.json *.msr);;Pentasol ファイル (*.txt);;MS1 テキスト (*.txt *.ms1);;グリッド付きの画像 (*.png *.svg);;すべてのファイル (*)</translation>
        </message>
        <message>
            <location line="+98" />
            <source>%1 was not reopened: it is no longer there</source>
            <translation>%1を開き直せませんでした：ファイルがもうありません</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 was not reopened: %2</source>
            <translation>%1を開き直せませんでした：%2</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Cannot open %1: %2</source>
            <translation>%1 を開けません：%2</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Cannot open %1: %2.</source>
            <translation>%1 を開けません：%2。</translation>
        </message>
        <message>
            <location line="-105" />
            <source>&amp;New Game</source>
            <translation>新しいゲーム(&amp;N)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 game</source>
            <translation>%1 ゲーム</translation>
        </message>
        <message>
            <location line="+38" />
            <source>&amp;Discard</source>
            <translation>破棄(&amp;D)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Cancel</source>
            <translation>キャンセル(&amp;C)</translation>
        </message>
        <message>
            <location line="+68" />
            <source>Open %1</source>
            <translation>%1 を開く</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Save Grid</source>
            <translation>グリッドを保存</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MSR record (*.msr.json);;Pentasol file (*.pentasol.txt);;MS1 text, the compact MSR record (*.ms1)</source>
            <translation>MSR 記録 (*.msr.json);;Pentasol ファイル (*.pentasol.txt);;MS1 テキスト、コンパクトな MSR 記録 (*.ms1)</translation>
        </message>
        <message>
            <location line="+38" />
            <location line="+6" />
            <source>Cannot save %1: %2</source>
            <translation>%1 を保存できません：%2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Saved %1</source>
            <translation>%1 を保存しました</translation>
        </message>
        <message>
            <location line="+29" />
            <source>&amp;Clear List</source>
            <translation>一覧を消去(&amp;C)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridClipboard</name>
        <message>
            <location filename="../app/gui/files/GridClipboard.cpp" line="+40" />
            <source>The clipboard is empty.</source>
            <translation>クリップボードは空です。</translation>
        </message>
        <message>
            <location line="+18" />
            <source>The clipboard holds a picture without a grid in it: only pictures that Morpion Layers saved or copied carry their grid.</source>
            <translation>クリップボードにはグリッドを含まない画像があります。グリッドを持つのは Morpion Layers が保存またはコピーした画像だけです。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The clipboard holds no text to open.</source>
            <translation>クリップボードに開けるテキストがありません。</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridCompare</name>
        <message>
            <location filename="../app/gui/compare/GridCompare.cpp" line="+28" />
            <source>Co&amp;mpare With…</source>
            <translation>別のグリッドと比較(&amp;M)…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw another grid over this one: the moves both have, and the moves each has alone</source>
            <translation>別のグリッドをこのグリッドに重ねて描きます：共通の手と、それぞれにしかない手</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;End Comparison</source>
            <translation>比較を終了(&amp;E)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop drawing the other grid over this one</source>
            <translation>もう一方のグリッドをこのグリッドに重ねて描くのをやめる</translation>
        </message>
        <message>
            <location line="+57" />
            <source>Cannot read %1 to compare with: %2</source>
            <translation>比較のために %1 を読み込めません：%2</translation>
        </message>
        <message>
            <location line="+16" />
            <source>That is a %1 grid; the open grid is %2</source>
            <translation>それは %1 のグリッドですが、開いているグリッドは %2 です</translation>
        </message>
        <message>
            <location line="+57" />
            <source> · %1 moves in both, %2 only played, %3 only in the better line</source>
            <translation> · 両方にある手 %1、実戦のみ %2、より良い手順のみ %3</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Comparing: %1 moves in both, %2 only in this grid, %3 only in the other</source>
            <translation>比較中：共通 %1 手、このグリッドだけ %2 手、もう一方だけ %3 手</translation>
        </message>
        <message>
            <location line="+5" />
            <source> · the grids are the same</source>
            <translation> · 2 つのグリッドは同じです</translation>
        </message>
        <message>
            <location line="+2" />
            <source> · the other grid is this one transformed: %1</source>
            <translation> · もう一方のグリッドはこのグリッドを変換したものです：%1</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the same points, with other lines</source>
            <translation> · 点は同じで、線が異なります</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the other grid seen through “%1”, where the two have the most moves in common</source>
            <extracomment>%1: a command of the Transform menu without its access key, such as "Flip Left–Right".</extracomment>
            <translation> · もう一方のグリッドを「%1」で見ています（共通の手が最も多くなる向き）</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the other grid as it is</source>
            <translation> · もう一方のグリッドはそのままの向きです</translation>
        </message>
        <message>
            <location line="-24" />
            <location line="+25" />
            <source> · Esc leaves the comparison</source>
            <translation> · Esc で比較を終了</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Align the Other Grid</source>
            <translation>もう一方のグリッドの向きを合わせる</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Compare As It Is</source>
            <translation>そのままの向きで比較</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridEditActions</name>
        <message>
            <location filename="../app/gui/edit/GridEditActions.cpp" line="+25" />
            <source>Remo&amp;ve Move</source>
            <translation>手を削除(&amp;V)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Remove the move under the pointer (or the one picked in the layer panel) with every move that needs it</source>
            <translation>ポインターの下の手（またはレイヤーパネルで選んだ手）を、それを必要とするすべての手とともに削除</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The move picked in the layer panel is not in the grid, so there is nothing to remove</source>
            <translation>レイヤーパネルで選んだ手はグリッドにないため、削除するものはありません</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Point at a move on the board, or pick one in the layer panel, to remove it</source>
            <translation>削除する手を盤上で指すか、レイヤーパネルで選んでください</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Remove move %1</source>
            <translation>%1手目を削除</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Removed move %1</source>
            <translation>%1手目を削除しました</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Removed move %1 and the %n move(s) that need it</source>
            <translation>
                <numerusform>%1手目と、それを必要とする %n 手を削除しました</numerusform>
            </translation>
        </message>
        <message>
            <location line="+10" />
            <source>No move has its point in (%1, %2)–(%3, %4)</source>
            <translation>(%1, %2)–(%3, %4) の範囲に点を持つ手はありません</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Remove region</source>
            <translation>範囲を削除</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Removed %n move(s) from the region and what needs them</source>
            <translation>
                <numerusform>範囲内の %n 手と、それを必要とする手を削除しました</numerusform>
            </translation>
        </message>
        <message>
            <location line="+9" />
            <source>Take back to move %1</source>
            <translation>%1手目まで戻す</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <location line="+10" />
            <source>Took back %n move(s)</source>
            <translation>
                <numerusform>%n 手戻しました</numerusform>
            </translation>
        </message>
        <message>
            <location line="-1" />
            <source>Take back to layer %1</source>
            <translation>レイヤー %1 まで戻す</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Take this one instead</source>
            <translation>代わりにこの手を打つ</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Took the move, removed %n move(s) in its way and what needs them</source>
            <translation>
                <numerusform>この手を打ち、邪魔になる %n 手とそれを必要とする手を削除しました</numerusform>
            </translation>
        </message>
        <message>
            <location line="+11" />
            <source>Take %1 Instead</source>
            <translation>代わりに %1 を打つ</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Take This One Instead and Remove %n Move(s)</source>
            <translation>
                <numerusform>代わりにこの手を打ち、%n 手を削除</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Take %1 Instead and Remove %n Move(s)</source>
            <translation>
                <numerusform>代わりに %1 を打ち、%n 手を削除</numerusform>
            </translation>
        </message>
        <message>
            <location line="+19" />
            <location line="+19" />
            <source>Remove Move %1</source>
            <translation>%1手目を削除</translation>
        </message>
        <message numerus="yes">
            <location line="-18" />
            <source>Remove Move %1 and the %n Move(s) That Need It</source>
            <translation>
                <numerusform>%1手目とそれを必要とする %n 手を削除</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Take Back to Move %1</source>
            <translation>%1手目まで戻す</translation>
        </message>
        <message>
            <location line="+3" />
            <location line="+21" />
            <source>Take Back to Layer %1</source>
            <translation>レイヤー %1 まで戻す</translation>
        </message>
        <message>
            <location line="-7" />
            <source>Take Back to Here</source>
            <translation>ここまで戻す</translation>
        </message>
        <message>
            <location line="-41" />
            <source>Take This One Instead</source>
            <translation>代わりにこの手を打つ</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridInfoPanel</name>
        <message>
            <location filename="../app/gui/panels/GridInfoPanel.cpp" line="+77" />
            <source>Grid Information</source>
            <translation>グリッド情報</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Title:</source>
            <translation>タイトル：</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Author:</source>
            <translation>作者：</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Source:</source>
            <translation>出典：</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Date:</source>
            <translation>日付：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Comment:</source>
            <translation>コメント：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>What the grid is called</source>
            <translation>グリッドの名前</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Who found it</source>
            <translation>見つけた人</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Where it was published</source>
            <translation>発表された場所</translation>
        </message>
        <message>
            <location line="+0" />
            <source>When, e.g. 2011-08</source>
            <translation>時期（例：2011-08）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Anything worth keeping with the grid</source>
            <translation>グリッドと一緒に残しておきたいこと</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Title</source>
            <translation>タイトル</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Author</source>
            <translation>作者</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Source</source>
            <translation>出典</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Date</source>
            <translation>日付</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Comment</source>
            <translation>コメント</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 grid of %2 moves</source>
            <translation>%2 手の %1 グリッド</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 by %2</source>
            <translation>%1（%2）</translation>
        </message>
        <message numerus="yes">
            <location line="+36" />
            <source>%1 · %n move(s) · %2</source>
            <translation>
                <numerusform>%1 · %n 手 · %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n layer(s)</source>
            <translation>
                <numerusform>%n レイヤー</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>unfinished, %n legal move(s) left</source>
            <translation>
                <numerusform>未完了、残りの合法手 %n</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>Based on %1</source>
            <translation>元：%1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>the game's analysis, shown in the Analysis panel</source>
            <translation>ゲームの解析（解析パネルに表示）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>an analysis of another game, dropped when saved</source>
            <translation>別のゲームの解析（保存時に破棄）</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Other fields of the record (kept when saved):</source>
            <translation>記録のその他の項目（保存時に保持）：</translation>
        </message>
        <message>
            <location line="-6" />
            <source>an analysis that does not read (%1), kept as it is</source>
            <translation>読み込めない解析（%1）、そのまま保持</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridOpener</name>
        <message>
            <location filename="../app/gui/files/GridOpener.cpp" line="+22" />
            <source>&amp;Paste Code</source>
            <translation>コードを貼り付け(&amp;P)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the layer code, game number or move list on the clipboard</source>
            <translation>クリップボードのレイヤーコード、ゲーム番号、または手のリストを開く</translation>
        </message>
        <message>
            <location line="+65" />
            <source>Open %1</source>
            <translation>%1 を開く</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Opened (%1): %2 %3 moves in %n layer(s)</source>
            <translation>
                <numerusform>%1を開きました：%2、%3 手、%n レイヤー</numerusform>
            </translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+16" />
            <source>the pasted text</source>
            <translation>貼り付けたテキスト</translation>
        </message>
        <message>
            <location line="-13" />
            <source>The text holds %1 characters, too many for one grid: it is read as a collection of codes.</source>
            <translation>テキストが %1 文字あり、一つのグリッドには多すぎるため、コードのコレクションとして読みます。</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The text holds several codes: they are listed in the collection panel.</source>
            <translation>テキストに複数のコードがあります：コレクションパネルに一覧表示します。</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridTransformActions</name>
        <message>
            <location filename="../app/gui/edit/GridTransformActions.cpp" line="+19" />
            <source>&amp;Rotate / Flip Grid</source>
            <translation>グリッドの回転・反転(&amp;R)</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Changes the grid and its codes; Undo turns it back</source>
            <translation>グリッドとそのコードを変えます。元に戻すで戻せます</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Canonical Orient&amp;ation</source>
            <translation>正準の向き(&amp;A)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Turn the grid so that its layer code is its canonical code, the smallest of its 8 images</source>
            <translation>レイヤーコードが正準コード（8 通りの像の中で最小のコード）になるようにグリッドを回す</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy Ca&amp;nonical Code</source>
            <translation>正準コードをコピー(&amp;N)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the smallest layer code over the 8 rotations and mirror images of the grid, the same for every image: a name for the grid up to symmetry</source>
            <translation>グリッドの 8 通りの回転・鏡像の中で最小のレイヤーコードをコピーします。どの像でも同じなので、対称を除いたグリッドの名前になります</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&amp;Unchanged</source>
            <translation>そのまま(&amp;U)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip &amp;Left–Right</source>
            <translation>左右反転(&amp;L)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip &amp;Top–Bottom</source>
            <translation>上下反転(&amp;T)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate &amp;180°</source>
            <translation>180° 回転(&amp;1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip Along the &amp;Main Diagonal</source>
            <translation>主対角線で反転(&amp;M)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate 90° &amp;Clockwise</source>
            <translation>時計回りに 90° 回転(&amp;C)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate 90° Cou&amp;nter-Clockwise</source>
            <translation>反時計回りに 90° 回転(&amp;N)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip Along the &amp;Other Diagonal</source>
            <translation>もう一方の対角線で反転(&amp;O)</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Canonical code copied: the grid is in its canonical orientation</source>
            <translation>正準コードをコピーしました：グリッドは正準の向きです</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Canonical code copied: the code of the grid after “%1”</source>
            <translation>正準コードをコピーしました：「%1」後のグリッドのコード</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The grid is already in its canonical orientation</source>
            <translation>グリッドはすでに正準の向きです</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Turned to the canonical orientation (%1)</source>
            <translation>正準の向きに回しました（%1）</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::HandPlay</name>
        <message>
            <location filename="../app/gui/board/PlayLinks.cpp" line="+16" />
            <source>Game over: no legal move is left. Score: %1.</source>
            <translation>ゲーム終了：合法な手はもうありません。スコア：%1。</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::HelpMenu</name>
        <message>
            <location filename="../app/gui/help/HelpMenu.cpp" line="+17" />
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>How to Read the &amp;Layer View</source>
            <translation>レイヤー表示の読み方(&amp;L)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Rules of the Four Variants</source>
            <translation>4 つのバリアントのルール(&amp;R)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Keyboard Shortcuts</source>
            <translation>キーボードショートカット(&amp;K)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Report a &amp;Bug…</source>
            <translation>不具合を報告(&amp;B)…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the project's issue tracker in the web browser: %1</source>
            <translation>プロジェクトの課題管理ページをウェブブラウザーで開きます：%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;About Morpion Layers</source>
            <translation>Morpion Layers について(&amp;A)</translation>
        </message>
        <message>
            <location line="+5" />
            <source>About &amp;Qt</source>
            <translation>Qt について(&amp;Q)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerBar</name>
        <message>
            <location filename="../app/gui/panels/LayerBar.cpp" line="+37" />
            <source>%1 (%2)</source>
            <translation>%1（%2）</translation>
        </message>
        <message>
            <location line="+29" />
            <source>&amp;First Layer</source>
            <translation>最初のレイヤー(&amp;F)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Previous Layer</source>
            <translation>前のレイヤー(&amp;P)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Next Layer</source>
            <translation>次のレイヤー(&amp;N)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Last Layer</source>
            <translation>最後のレイヤー(&amp;L)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Animate Layers</source>
            <translation>レイヤーをアニメーション(&amp;A)</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Drag to move through the layers</source>
            <translation>ドラッグしてレイヤーを移動</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Layer shown</source>
            <translation>表示中のレイヤー</translation>
        </message>
        <message>
            <location line="-5" />
            <source>Layers</source>
            <translation>レイヤー</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The layer shown</source>
            <translation>表示中のレイヤー</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Slow</source>
            <translation>遅い</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Normal</source>
            <translation>普通</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Fast</source>
            <translation>速い</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Animation speed</source>
            <translation>アニメーションの速さ</translation>
        </message>
        <message>
            <location line="+3" />
            <source>By layer</source>
            <translation>レイヤーごと</translation>
        </message>
        <message>
            <location line="+0" />
            <source>By move</source>
            <translation>手ごと</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Animate the layers one by one, or replay the moves in their order</source>
            <translation>レイヤーを一つずつアニメーションするか、手をその順に再生します</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Animation mode</source>
            <translation>アニメーションモード</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerChart</name>
        <message>
            <location filename="../app/gui/panels/LayerChart.cpp" line="+20" />
            <source>Moves taken per layer; click a bar to show that layer</source>
            <translation>レイヤーごとの打った手の数。バーをクリックするとそのレイヤーを表示します</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Moves taken per layer</source>
            <translation>レイヤーごとの打った手</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No layers.</source>
            <translation>レイヤーなし。</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>%n layer(s), at most %1 moves taken in one.</source>
            <translation>
                <numerusform>%n レイヤー、1 レイヤーで最大 %1 手を打った。</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer %1: %2 taken.</source>
            <translation>レイヤー %1：%2 手を打った。</translation>
        </message>
        <message>
            <location line="+31" />
            <source>max %1 per layer</source>
            <translation>1 レイヤー最大 %1</translation>
        </message>
        <message>
            <location line="+0" />
            <source>no move taken yet</source>
            <translation>まだ打った手はありません</translation>
        </message>
        <message numerus="yes">
            <location line="+64" />
            <source>Layer %1: %n move(s) taken</source>
            <translation>
                <numerusform>レイヤー %1：%n 手を打った</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerPanel</name>
        <message>
            <location filename="../app/gui/panels/LayerPanel.cpp" line="+70" />
            <source>Move</source>
            <translation>手</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Bit</source>
            <translation>ビット</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Code No.</source>
            <translation>コード番号</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Loss</source>
            <translation>損失</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The candidate's number in the layer code's order, which is not the order of play that the status bar gives</source>
            <translation>レイヤーコードの順序での候補の番号（ステータスバーが示す打った順序とは異なります）</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Candidates of the layer</source>
            <translation>レイヤーの候補</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each candidate of the layer with its number and its bit: 1 taken, 0 not taken; then the moves legal at this layer but left untaken in an earlier one.</source>
            <translation>レイヤーの各候補とその番号・ビット（1：打った、0：打たなかった）。続いて、このレイヤーで合法だが前のレイヤーで打たれなかった手。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer panel</source>
            <translation>レイヤーパネル</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Moves taken per layer</source>
            <translation>レイヤーごとの打った手</translation>
        </message>
        <message>
            <location line="+86" />
            <source>No layers</source>
            <translation>レイヤーなし</translation>
        </message>
        <message numerus="yes">
            <location line="+29" />
            <source>&lt;b&gt;In play&lt;/b&gt;: every one of the %n legal move(s) can be played.</source>
            <translation>
                <numerusform>&lt;b&gt;対局中&lt;/b&gt;：%n 個の合法手のどれも打てます。</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>Listed: the moves open at the end, whose 0 bits end the layer code.</source>
            <translation>一覧：終了時に開いている手。その 0 ビットでレイヤーコードが終わります。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&lt;b&gt;Layer %1&lt;/b&gt; / %2&lt;br&gt;%3 of %4 candidates taken</source>
            <translation>&lt;b&gt;レイヤー %1&lt;/b&gt; / %2&lt;br&gt;候補 %4 手のうち %3 手を打った</translation>
        </message>
        <message>
            <location line="+6" />
            <source>; %1 legal, but left untaken in an earlier layer</source>
            <translation>；合法だが前のレイヤーで打たれなかった手 %1</translation>
        </message>
        <message numerus="yes">
            <location line="+30" />
            <source>What this move lost, proven by the solver: the longest game before it was exactly %n move(s) longer than the longest after it</source>
            <translation>
                <numerusform>ソルバーが証明した、この手が失ったもの：この手の前の最長のゲームは、後の最長のゲームよりちょうど %n 手長いものでした</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>What this move lost in the game's analysis: the best game found before it was %n move(s) longer than any found after it</source>
            <translation>
                <numerusform>ゲームの解析でこの手が失ったもの：この手の前に見つかった最善のゲームは、この手の後に見つかったどのゲームよりも %n 手長いものでした</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>Not taken in this layer (bit 0): it stays legal, left for later</source>
            <translation>このレイヤーで打たなかった（ビット 0）：合法のまま、後に残されます</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Left untaken earlier (%1)</source>
            <translation>前に打たれなかった手（%1）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal at this layer, but left untaken in an earlier layer</source>
            <translation>このレイヤーで合法だが、前のレイヤーで打たれなかった手</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Legal at this layer, but it was a candidate of an earlier layer and was not taken there (the layer code calls it taboo: it has no bit of its own)</source>
            <translation>このレイヤーで合法ですが、前のレイヤーの候補でそこで打たれなかった手です（レイヤーコードではタブーと呼び、独自のビットを持ちません）</translation>
        </message>
        <message>
            <location line="-27" />
            <source>Taken in this layer (bit 1)</source>
            <translation>このレイヤーで打った（ビット 1）</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerSpinBox</name>
        <message>
            <location filename="../app/gui/panels/LayerSpinBox.cpp" line="+26" />
            <location line="+6" />
            <location line="+9" />
            <source>In play</source>
            <translation>対局中</translation>
        </message>
        <message>
            <location line="-14" />
            <source>Layer %1 / %2</source>
            <translation>レイヤー %1 / %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerViewGuide</name>
        <message>
            <location filename="../app/gui/help/LayerViewGuide.cpp" line="+150" />
            <source>How to Read the Layer View</source>
            <translation>レイヤー表示の読み方</translation>
        </message>
        <message>
            <location line="+37" />
            <source>&lt;p&gt;The picture is the 135 of the Famous Grids menu at layer %1. A layer is the set of moves that became possible through the layers before it; the layer bar and the Layers menu step through them.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Earlier layers&lt;/b&gt;: moves already made, in the plain line colour.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Taken in this layer&lt;/b&gt;: the moves of the layer that the game made, in the highlight colour. They can be played in any order.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Not taken&lt;/b&gt;: moves that were possible in this layer and that the game left. They are never played later.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Taboo&lt;/b&gt;: legal here, but left untaken in an earlier layer, so not a move of this game. Shown so that the layer can be read whole.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Later layers&lt;/b&gt;: drawn faintly (View › Ghost Later Layers) or hidden.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;The layer panel lists the layer's possible moves in the fixed order of the code. Its &lt;b&gt;Bit&lt;/b&gt; column is the layer code itself: 1 for a move taken, 0 for one left. Taboo moves get no bit: the code already said 0 for them. Six bits make one character of the code.&lt;/p&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;th&gt;No.&lt;/th&gt;&lt;th&gt;Move&lt;/th&gt;&lt;th&gt;Bit&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</source>
            <translation>&lt;p&gt;この図は「有名なグリッド」メニューの 135 をレイヤー %1 で表示したものです。レイヤーとは、それより前のレイヤーによって打てるようになった手の集まりです。レイヤーバーと「レイヤー」メニューで順に移動できます。&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;前のレイヤー&lt;/b&gt;：すでに打たれた手。通常の線の色で描かれます。&lt;/li&gt;&lt;li&gt;&lt;b&gt;このレイヤーで打った&lt;/b&gt;：このレイヤーの手のうち、ゲームで打たれたもの。強調色で描かれます。どの順番で打ってもかまいません。&lt;/li&gt;&lt;li&gt;&lt;b&gt;打たなかった&lt;/b&gt;：このレイヤーで打てたのに、ゲームが打たなかった手。後で打たれることはありません。&lt;/li&gt;&lt;li&gt;&lt;b&gt;タブー&lt;/b&gt;：ここでは合法ですが、前のレイヤーで打たれずに残された手なので、このゲームの手ではありません。レイヤー全体を読めるように表示しています。&lt;/li&gt;&lt;li&gt;&lt;b&gt;後のレイヤー&lt;/b&gt;：薄く描かれる（表示 › 後のレイヤーを薄く表示）か、隠されます。&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;レイヤーパネルには、そのレイヤーで打てる手がコードの決まった順序で並びます。&lt;b&gt;ビット&lt;/b&gt;列はレイヤーコードそのものです：打った手は 1、残した手は 0。タブーの手にはビットがありません：コードがすでに 0 としているからです。6 ビットでコードの 1 文字になります。&lt;/p&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;th&gt;番号&lt;/th&gt;&lt;th&gt;手&lt;/th&gt;&lt;th&gt;ビット&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LossBadgeDelegate</name>
        <message>
            <location filename="../app/gui/common/LossBadge.cpp" line="+27" />
            <source>Loss: how many moves shorter the best game found after the move is than the best found before it.</source>
            <translation>損失：その手の後に見つかった最善のゲームが、前に見つかった最善のゲームより何手短いか。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 1–2: can be the search's noise, another run may not find it; %2 3–9; %3 10 or more.</source>
            <translation>%1 1–2：探索のばらつきかもしれません（別の実行では見つからないことがあります）。%2 3–9。%3 10 以上。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>✓ a proven loss: exact, the solver visited every game from both positions.</source>
            <translation>✓ は証明済みの損失：厳密で、ソルバーが両方の局面からのすべてのゲームを訪れました。</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::MainWindow</name>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+104" />
            <source>Layers</source>
            <translation>レイヤー</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Codes</source>
            <translation>コード</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="+105" />
            <source>Layer</source>
            <translation>レイヤー</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Collection</source>
            <translation>コレクション</translation>
        </message>
        <message>
            <location line="-46" />
            <location line="+47" />
            <source>Search</source>
            <translation>探索</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowSignals.cpp" line="+145" />
            <source>The search's best grid: %1 moves</source>
            <translation>探索の最良グリッド：%1 手</translation>
        </message>
        <message>
            <location line="-31" />
            <source>Printed on %1</source>
            <translation>%1 に印刷</translation>
        </message>
        <message>
            <location line="-43" />
            <source>needs %1, needed by %2</source>
            <translation>この手が必要とする手 %1、この手を必要とする手 %2</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+33" />
            <source>&amp;File</source>
            <translation>ファイル(&amp;F)</translation>
        </message>
        <message>
            <location line="+18" />
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Edit</source>
            <translation>編集(&amp;E)</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="-2" />
            <source>La&amp;yer Panel</source>
            <translation>レイヤーパネル(&amp;Y)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Coll&amp;ection Panel</source>
            <translation>コレクションパネル(&amp;E)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Search &amp;Panel</source>
            <translation>探索パネル(&amp;P)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solver</source>
            <translation>ソルバー</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Sol&amp;ver Panel</source>
            <translation>ソルバーパネル(&amp;V)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Grid Infor&amp;mation</source>
            <translation>グリッド情報(&amp;M)</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+17" />
            <source>Pre&amp;ferences…</source>
            <translation>設定(&amp;F)…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;View</source>
            <translation>表示(&amp;V)</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="+8" />
            <source>Search for high-scoring grids with NRPA or the hill climb, on every core</source>
            <translation>NRPA または山登り法で高得点のグリッドを全コアで探索</translation>
        </message>
        <message>
            <location line="-10" />
            <source>Analysis</source>
            <translation>解析</translation>
        </message>
        <message>
            <location line="+0" />
            <source>A&amp;nalysis Panel</source>
            <translation>解析パネル(&amp;N)</translation>
        </message>
        <message>
            <location line="+9" />
            <source>What each move of the game lost: the analysis and its chart</source>
            <translation>ゲームの各手が失ったもの：解析とそのグラフ</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+20" />
            <source>&amp;Layers</source>
            <translation>レイヤー(&amp;L)</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Main</source>
            <translation>メイン</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowSignals.cpp" line="+118" />
            <source>This grid is now an edit of “%1”: its record says so, and keeps no title of its own.</source>
            <translation>このグリッドは「%1」を編集したものになりました。記録にはそう記され、独自のタイトルはありません。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>This grid is now an edit of “%1”: its record says so, and does not name %2 as its author.</source>
            <translation>このグリッドは「%1」を編集したものになりました。記録にはそう記され、%2 は作者として記されません。</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Keep %1 as Author</source>
            <translation>%1 を作者として残す(&amp;K)</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+21" />
            <source>%1[*] — Morpion Layers</source>
            <translation>%1[*] — Morpion Layers</translation>
        </message>
        <message>
            <location line="+56" />
            <source>Open %1</source>
            <translation>%1 を開く</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::MessageBanner</name>
        <message>
            <location filename="../app/gui/common/MessageBanner.cpp" line="+18" />
            <location line="+68" />
            <source>Note</source>
            <translation>お知らせ</translation>
        </message>
        <message>
            <location line="-57" />
            <source>What the message offers</source>
            <translation>このメッセージでできる操作</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Close this message</source>
            <translation>このメッセージを閉じる</translation>
        </message>
        <message>
            <location line="+52" />
            <source>Error</source>
            <translation>エラー</translation>
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
            <translation>morpion-layers：ウィンドウを開くディスプレイがありません（DISPLAY も WAYLAND_DISPLAY も設定されていません）。
コマンドラインツールにはディスプレイは不要です。たとえば起動時のグリッド：
  %1 info %2
  %1 render %2 -o grid.png</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::PictureActions</name>
        <message>
            <location filename="../app/gui/files/PictureActions.cpp" line="+19" />
            <source>&amp;Export Picture…</source>
            <translation>画像をエクスポート(&amp;E)…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Grid and P&amp;icture</source>
            <translation>グリッドと画像をコピー(&amp;I)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy the grid as a picture (carrying its record), its layer code and its record: Paste opens it again</source>
            <translation>グリッドを画像（記録付き）、レイヤーコード、記録としてコピーします。貼り付けで再び開けます</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Picture saved to %1</source>
            <translation>画像を %1 に保存しました</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Grid copied: its picture, layer code and record</source>
            <translation>グリッドをコピーしました：画像、レイヤーコード、記録</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::PreferencesDialog</name>
        <message>
            <location filename="../app/gui/window/PreferencesDialog.cpp" line="+18" />
            <source>Preferences</source>
            <translation>設定</translation>
        </message>
        <message>
            <location line="+2" />
            <source>System language</source>
            <translation>システムの言語</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Follow the system</source>
            <translation>システムに従う</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Light</source>
            <translation>ライト</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dark</source>
            <translation>ダーク</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Reopen the last grid at start</source>
            <translation>起動時に最後のグリッドを開き直す(&amp;R)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid file last opened or saved; unsaved work a crash left behind is offered first</source>
            <translation>最後に開いたか保存したグリッドのファイル。クラッシュで残った未保存の作業が先に提示されます</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Language:</source>
            <translation>言語(&amp;L)：</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Board &amp;colours:</source>
            <translation>盤の配色(&amp;C)：</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ReadFeedback</name>
        <message>
            <location filename="../app/gui/common/ReadFeedback.cpp" line="+23" />
            <source>picture</source>
            <translation>画像</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Not a valid %1: %2.</source>
            <translation>有効な %1 ではありません：%2。</translation>
        </message>
        <message>
            <location line="+15" />
            <location line="+5" />
            <source>Read as %1</source>
            <translation>%1 として読み込む</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::RulesDialog</name>
        <message>
            <location filename="../app/gui/help/RulesDialog.cpp" line="+13" />
            <source>Rules of the Four Variants</source>
            <translation>4 つのバリアントのルール</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&lt;h3&gt;Morpion Solitaire&lt;/h3&gt;&lt;p&gt;The game starts from a cross of points on squared paper: 36 points for the 5-point games, 24 for the 4-point games. A &lt;b&gt;move&lt;/b&gt; adds one new point and draws a straight line through it: horizontal, vertical or diagonal, covering 5 points (4 in the 4-point games), all of them already on the board but the new one. The game ends when no move is left; the &lt;b&gt;score&lt;/b&gt; is the number of moves. There is no opponent: the aim is the longest game.&lt;/p&gt;&lt;h3&gt;The four variants&lt;/h3&gt;&lt;table cellspacing="6"&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5-point lines, &lt;i&gt;touching&lt;/i&gt;: two lines of the same direction may share an end point, never a stretch between two points. The classic game; the record is 178 moves.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5-point lines, &lt;i&gt;disjoint&lt;/i&gt;: two lines of the same direction may not share any point. Harder; the record is 82 moves.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;4-point lines on the small cross, touching allowed. The best game, 62 moves, is proved optimal.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;4-point lines on the small cross, disjoint. The best game, 35 moves, is proved optimal.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Lines of different directions may always cross. Every game legal in a D variant is legal in the T variant of the same length, not the other way round.&lt;/p&gt;&lt;h3&gt;Layers&lt;/h3&gt;&lt;p&gt;The program shows a finished grid in &lt;b&gt;layers&lt;/b&gt;: layer 0 holds the moves that could be played at the start and were; each later layer, the moves that became possible through the layers before it. Moves of one layer can be played in any order. A move that was possible in a layer but left untaken stays untaken for good: it is shown as &lt;i&gt;taboo&lt;/i&gt; in the later layers where it is still legal. The layer code writes one bit per possible move, layer by layer: 1 taken, 0 left. Help &amp;gt; How to Read the Layer View shows it on a grid.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;モルピオン・ソリティア&lt;/h3&gt;&lt;p&gt;ゲームは方眼紙の上に並べた点の十字から始まります。5 点のゲームでは 36 点、4 点のゲームでは 24 点です。&lt;b&gt;手&lt;/b&gt;は新しい点を 1 つ加え、その点を通る直線を 1 本引きます。線は水平・垂直・斜めのいずれかで 5 点（4 点のゲームでは 4 点）を覆い、新しい点以外はすべてすでに盤上にある点でなければなりません。打てる手がなくなるとゲーム終了で、&lt;b&gt;スコア&lt;/b&gt;は手の数です。相手はいません。目標はできるだけ長いゲームです。&lt;/p&gt;&lt;h3&gt;4 つのバリアント&lt;/h3&gt;&lt;table cellspacing="6"&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5 点の線、&lt;i&gt;接触あり&lt;/i&gt;：同じ向きの 2 本の線は端点を共有できますが、2 点の間の区間を共有することはできません。古典的なゲームで、記録は 178 手です。&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5 点の線、&lt;i&gt;分離&lt;/i&gt;：同じ向きの 2 本の線はどの点も共有できません。より難しく、記録は 82 手です。&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;小さい十字の上の 4 点の線で、接触あり。最良のゲームは 62 手で、最適であることが証明されています。&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;小さい十字の上の 4 点の線で、分離。最良のゲームは 35 手で、最適であることが証明されています。&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;向きの異なる線はいつでも交差できます。D バリアントで合法なゲームはすべて同じ長さの T バリアントでも合法ですが、その逆は成り立ちません。&lt;/p&gt;&lt;h3&gt;レイヤー&lt;/h3&gt;&lt;p&gt;このプログラムは終わったグリッドを&lt;b&gt;レイヤー&lt;/b&gt;に分けて表示します。レイヤー 0 には最初から打てて実際に打たれた手が入り、それ以降の各レイヤーには、それより前のレイヤーによって打てるようになった手が入ります。1 つのレイヤーの手はどの順番で打ってもかまいません。あるレイヤーで打てたのに打たれなかった手は、その後もずっと打たれません。その手がまだ合法な後のレイヤーでは、&lt;i&gt;タブー&lt;/i&gt;として表示されます。レイヤーコードは、打てる手 1 つにつき 1 ビットをレイヤーごとに書きます：1 は打った手、0 は残した手です。「ヘルプ &amp;gt; レイヤー表示の読み方」で、グリッド上の例を見られます。&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchChart</name>
        <message>
            <location filename="../app/gui/search/SearchChart.cpp" line="+30" />
            <source>%1 h</source>
            <translation>%1 時間</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 min</source>
            <translation>%1 分</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+1" />
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Best score over time</source>
            <translation>最高スコアの推移</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best score found so far, over the time the search has run</source>
            <translation>これまでに見つかった最高スコアの、探索時間に沿った推移</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchChart.h" line="+36" />
            <source>best score</source>
            <translation>最高スコア</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchChart.cpp" line="+86" />
            <source>The best score over time is drawn here while a search runs.</source>
            <translation>探索中は、最高スコアの推移がここに描かれます。</translation>
        </message>
        <message>
            <location line="+54" />
            <source>Best %1 at %2 s</source>
            <translation>%2 秒で最高 %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchFigures</name>
        <message>
            <location filename="../app/gui/search/SearchFigures.cpp" line="+43" />
            <source>neighbourhoods/s</source>
            <translation>近傍/秒</translation>
        </message>
        <message>
            <location line="+1" />
            <source>playouts/s</source>
            <translation>プレイアウト/秒</translation>
        </message>
        <message>
            <location line="+0" />
            <source>iterations/s</source>
            <translation>反復/秒</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The search's best score, time and speed</source>
            <translation>探索の最高スコア・経過時間・速度</translation>
        </message>
        <message>
            <location line="+3" />
            <source>best score</source>
            <translation>最高スコア</translation>
        </message>
        <message>
            <location line="+1" />
            <source>elapsed</source>
            <translation>経過時間</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1 s</source>
            <translation>%1 秒</translation>
        </message>
        <message>
            <location line="+28" />
            <source>%1 in all</source>
            <translation>合計 %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchLogList</name>
        <message>
            <location filename="../app/gui/search/SearchLogList.cpp" line="+26" />
            <source>Search log</source>
            <translation>探索ログ</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Each new best: iteration. score (seconds) layer code. Click a line to preview its grid, double-click to load it</source>
            <translation>新しい最高ごとに：反復. スコア（秒）レイヤーコード。行をクリックでグリッドをプレビュー、ダブルクリックで読み込み</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchPanel</name>
        <message>
            <location filename="../app/gui/search/SearchParameters.cpp" line="+77" />
            <source>NRPA (nested rollout policy adaptation)</source>
            <translation>NRPA（入れ子ロールアウト方策適応）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hill climb (the seeds' DNA search)</source>
            <translation>山登り法（元の DNA 探索）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Improve the open grid (large neighbourhood search)</source>
            <translation>開いているグリッドを改良（大近傍探索）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds' search, quick to rise and then slow</source>
            <translation>NRPA（Rosin 2011）は 178 の記録を見つけました。山登り法は元の探索で、上昇は速いがその後は遅くなります</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Algorithm</source>
            <translation>アルゴリズム(&amp;A)</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Nesting level L: one search of level L plays about iterations^L playouts</source>
            <translation>入れ子レベル L：レベル L の探索は約 反復回数^L 回のプレイアウトを行います</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Iterations of each level (N in the paper)</source>
            <translation>各レベルの反復回数（論文の N）</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Adaptation step: how far the policy moves toward the best game at each iteration</source>
            <translation>適応の歩幅：各反復で方策が最良のゲームへどれだけ近づくか</translation>
        </message>
        <message>
            <location line="+6" />
            <source>How strongly the open grid's moves are preferred at first: about 1 barely, 3 keeps a good part of the grid, 5 and more nearly replay it</source>
            <translation>開いているグリッドの手を最初にどれだけ優先するか：1 程度でわずか、3 でグリッドの大部分を保ち、5 以上ではほぼ再現します</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Iterations</source>
            <translation>反復回数(&amp;I)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Al&amp;pha</source>
            <translation>アルファ(&amp;P)</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Lines of the current game left out at each step of the climb (the seeds use 3)</source>
            <translation>山登りの各段階で現在のゲームから外す線の数（元の探索は 3）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Blacklist</source>
            <translation>ブラックリスト(&amp;B)</translation>
        </message>
        <message>
            <location line="+22" />
            <source>The whole grid</source>
            <translation>グリッド全体</translation>
        </message>
        <message>
            <location line="+88" />
            <source>Region (%1, %2)–(%3, %4)</source>
            <translation>範囲 (%1, %2)–(%3, %4)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Region (none selected)</source>
            <translation>範囲（未選択）</translation>
        </message>
        <message>
            <location line="-89" />
            <source>Wor&amp;k on</source>
            <translation>対象(&amp;K)</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Independent searches run side by side, one per core; the best of them is shown</source>
            <translation>独立した探索をコアごとに並行して実行し、最良のものを表示します</translation>
        </message>
        <message>
            <location line="+4" />
            <source>random</source>
            <translation>ランダム</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same seed, threads and parameters search the same games again (with an iteration budget, exactly); "random" picks a new seed at each start</source>
            <translation>同じシード、スレッド、パラメーターなら同じゲームを再び探索します（反復回数を指定すれば完全に同じ）。「ランダム」は開始ごとに新しいシードを選びます</translation>
        </message>
        <message>
            <location line="+3" />
            <source>New</source>
            <translation>新規</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pick a new fixed seed</source>
            <translation>新しい固定シードを選ぶ</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&amp;Threads</source>
            <translation>スレッド(&amp;T)</translation>
        </message>
        <message>
            <location line="+10" />
            <source> s</source>
            <translation> 秒</translation>
        </message>
        <message>
            <location line="+1" />
            <source>no limit</source>
            <translation>制限なし</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop after this many seconds (0: run until Stop)</source>
            <translation>この秒数で停止（0：停止を押すまで）</translation>
        </message>
        <message>
            <location line="+4" />
            <source>none</source>
            <translation>なし</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop as soon as a game reaches this score (0: no target)</source>
            <translation>ゲームがこのスコアに達したらすぐ停止（0：目標なし）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop after</source>
            <translation>停止まで</translation>
        </message>
        <message>
            <location line="+2" />
            <source>or at s&amp;core</source>
            <translation>またはスコア(&amp;C)</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchPanel.cpp" line="+86" />
            <source>Pick an algorithm and press Start; the search runs beside your work.</source>
            <translation>アルゴリズムを選んで開始を押してください。探索は作業と並行して実行されます。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Res&amp;ume</source>
            <translation>再開(&amp;U)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Go on with the stopped search exactly where it stopped (Stop pauses it)</source>
            <translation>停止した探索を、止まったところからそのまま続けます（停止で一時停止します）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open State…</source>
            <translation>状態を開く…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open a search state saved here or by morpion-cli search --checkpoint; Resume goes on with it</source>
            <translation>ここで、または morpion-cli search --checkpoint で保存した探索状態を開きます。再開でその続きを実行します</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Save State…</source>
            <translation>状態を保存…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save the stopped search's state to a file, to go on with it later here or with morpion-cli search --checkpoint</source>
            <translation>停止した探索の状態をファイルに保存し、後でここまたは morpion-cli search --checkpoint で続けられるようにします</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchParameters.cpp" line="-154" />
            <source>Search settings</source>
            <translation>探索の設定</translation>
        </message>
        <message>
            <location line="+59" />
            <source>&amp;Nesting level</source>
            <translation>入れ子レベル(&amp;N)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Warm wei&amp;ght</source>
            <translation>初期重み(&amp;G)</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Start f&amp;rom</source>
            <translation>開始状態(&amp;R)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The whole grid, or only the region last dragged on the board with Shift: then each neighbourhood is the moves whose points lie in it, with the moves that need them, and every other move stays</source>
            <translation>グリッド全体、または盤上で最後に Shift を押しながらドラッグした範囲だけ：範囲の場合、各近傍はその中に点がある手と、それを必要とする手で、ほかの手はすべてそのまま残ります</translation>
        </message>
        <message>
            <location line="+32" />
            <source>See&amp;d</source>
            <extracomment>The seed of the random generator (a number), as in the status line and the log.</extracomment>
            <translation>シード(&amp;D)</translation>
        </message>
        <message>
            <location line="+107" />
            <source>The empty cross</source>
            <translation>空の十字</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every game starts from the cross of the variant</source>
            <translation>すべてのゲームはバリアントの十字から始まります</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The open grid, kept as the start</source>
            <translation>開いているグリッドを開始局面として保持</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The open grid, kept (NRPA only)</source>
            <translation>開いているグリッドを保持（NRPA のみ）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every game begins with the moves of the open grid and goes on from its end</source>
            <translation>すべてのゲームは開いているグリッドの手から始まり、その終わりから続きます</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The open grid, improved</source>
            <translation>開いているグリッドを改良</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Improve takes neighbourhoods out of the open grid and refills them</source>
            <translation>改良は、開いているグリッドから近傍を取り除いて埋め直します</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Around the open grid (warm start)</source>
            <translation>開いているグリッドの周辺（ウォームスタート）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The policy first prefers the open grid's moves (see Warm weight), so the search explores grids near it</source>
            <translation>方策はまず開いているグリッドの手を優先する（初期重みを参照）ので、探索はその近くのグリッドを調べます</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Climb from the open grid</source>
            <translation>開いているグリッドから山登り</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The climb's first game is the open grid, finished at random when it is not</source>
            <translation>山登りの最初のゲームは開いているグリッドで、終わっていなければランダムに最後まで打ちます</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchPanel.cpp" line="+89" />
            <source>Searching %1 grids</source>
            <translation>%1 のグリッドを探索中</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A %1 search, stopped: Resume goes on with it</source>
            <translation>停止中の %1 探索：再開で続けます</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Searches %1 grids, the variant of the open grid</source>
            <translation>開いているグリッドのバリアントである %1 のグリッドを探索します</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Improve works on the open grid, which has no move yet: open or play a grid first.</source>
            <translation>改良は開いているグリッドに対して行いますが、まだ手がありません。先にグリッドを開くか、打ってください。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The open grid is finished: no move is left after it, so there is nothing to search from its end. Start from the empty cross, or search around the open grid.</source>
            <translation>開いているグリッドは終わっています：後に打てる手がないので、その終わりから探索するものはありません。空の十字から始めるか、開いているグリッドの周辺を探索してください。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The target score %1 is not above the open grid's score %2: every game would reach it at once.</source>
            <translation>目標スコア %1 が開いているグリッドのスコア %2 を超えていません：どのゲームもすぐに達してしまいます。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>These settings cannot be used: %1.</source>
            <translation>この設定は使えません：%1。</translation>
        </message>
        <message>
            <location line="+40" />
            <source>&amp;Stop</source>
            <translation>停止(&amp;S)</translation>
        </message>
        <message>
            <location line="+0" />
            <source>&amp;Start</source>
            <translation>開始(&amp;S)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop the search; its log and best grid stay</source>
            <translation>探索を停止します。ログと最良のグリッドは残ります</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start a search with these settings (F5)</source>
            <translation>この設定で探索を開始（F5）</translation>
        </message>
        <message>
            <location line="-219" />
            <source>Search panel</source>
            <translation>探索パネル</translation>
        </message>
        <message>
            <location line="+166" />
            <source>No region is selected: drag a rectangle on the board with Shift held (its moves are removed), or improve the whole grid.</source>
            <translation>範囲が選択されていません。盤上で Shift を押しながら長方形をドラッグするか（その範囲の手は削除されます）、グリッド全体を改良してください。</translation>
        </message>
        <message>
            <location line="+56" />
            <source>&amp;Start Search</source>
            <translation>探索を開始(&amp;S)</translation>
        </message>
        <message>
            <location line="+0" />
            <source>&amp;Stop Search</source>
            <extracomment>View menu, while a search runs, in place of Start Search (whose access key it can share)</extracomment>
            <translation>探索を停止(&amp;S)</translation>
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
            <translation>改良</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+84" />
            <source>Hill climb</source>
            <translation>山登り法</translation>
        </message>
        <message numerus="yes">
            <location line="-83" />
            <source>%1 searching on %n thread(s), seed %2…</source>
            <translation>
                <numerusform>%1 が %n スレッドで探索中、シード %2…</numerusform>
            </translation>
        </message>
        <message>
            <location line="+22" />
            <source>Going on from %1 %2, best %3…</source>
            <translation>%1 %2 から続行中、最高 %3…</translation>
        </message>
        <message>
            <location line="+0" />
            <source>playouts</source>
            <translation>プレイアウト</translation>
        </message>
        <message>
            <location line="+0" />
            <source>iterations</source>
            <translation>反復</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Search state saved to %1</source>
            <translation>探索状態を %1 に保存しました</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Save Search State</source>
            <translation>探索状態を保存</translation>
        </message>
        <message>
            <location line="+36" />
            <source>Opened the %1 search of %2 grids (seed %3) at %4 in %5, best %6: Resume goes on with it.</source>
            <translation>%2 グリッドの %1 探索（シード %3）を開きました：%5 で %4、最高 %6。再開で続けます。</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Open Search State</source>
            <translation>探索状態を開く</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Stopping…</source>
            <translation>停止中…</translation>
        </message>
        <message>
            <location line="+27" />
            <source>The search could not run: %1</source>
            <translation>探索を実行できませんでした：%1</translation>
        </message>
        <message>
            <location line="+32" />
            <source>the search finished its work</source>
            <translation>探索が仕事を終えました</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the time limit was reached</source>
            <translation>制限時間に達しました</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the target score was reached</source>
            <translation>目標スコアに達しました</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the iteration budget was spent</source>
            <translation>反復回数の予算を使い切りました</translation>
        </message>
        <message>
            <location line="+1" />
            <source>stopped</source>
            <translation>停止しました</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 playouts</source>
            <translation>%1 プレイアウト</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 neighbourhoods</source>
            <translation>%1 近傍</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 iterations</source>
            <translation>%1 反復</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ended (%1): best %2 after %3 in %4, seed %5.</source>
            <translation>終了（%1）：%4 で %3 後に最高 %2、シード %5。</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Ended (%1) before the first game was over.</source>
            <translation>最初のゲームが終わる前に終了しました（%1）。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Resume goes on from here.</source>
            <translation>再開するとここから続きます。</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchPreview</name>
        <message>
            <location filename="../app/gui/search/SearchPreview.cpp" line="+11" />
            <source>Search Preview</source>
            <translation>探索プレビュー</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Best grid of the search</source>
            <translation>探索の最良グリッド</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A preview of a grid the search found: the document does not change. Double-click, or Load, to open it as one undo step.</source>
            <translation>探索で見つかったグリッドのプレビューです。文書は変わりません。ダブルクリックまたは「読み込む」で、元に戻す 1 回分として開きます。</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The best grid is shown here.</source>
            <translation>最良のグリッドがここに表示されます。</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchResults</name>
        <message>
            <location filename="../app/gui/search/SearchResults.cpp" line="+25" />
            <source>What the search found</source>
            <translation>探索で見つかったもの</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Previe&amp;w best</source>
            <translation>最良をプレビュー(&amp;W)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Show the best grid (or the log line picked) in a picture below: the document does not change</source>
            <translation>最良のグリッド（または選んだログ行）を下の図に表示します。文書は変わりません</translation>
        </message>
        <message>
            <location line="+2" />
            <source>L&amp;oad best</source>
            <translation>最良を読み込む(&amp;O)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the best grid so far on the board as one undo step; the search goes on</source>
            <translation>これまでの最良のグリッドを盤上に開きます（元に戻す 1 回分）。探索は続きます</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Co&amp;mpare best</source>
            <translation>最良と比較(&amp;M)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Draw the best grid (or the log line picked) over the open grid: the moves both have, and the moves each has alone</source>
            <translation>最良のグリッド（または選んだログ行）を開いているグリッドに重ねて描きます：共通の手と、それぞれにしかない手</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy code</source>
            <translation>コードをコピー</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the layer code of the best grid</source>
            <translation>最良のグリッドのレイヤーコードをコピー</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy log</source>
            <translation>ログをコピー</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the log, one line per new best, in the seeds' form</source>
            <translation>ログを元の形式で、新しい最高ごとに 1 行ずつコピー</translation>
        </message>
        <message>
            <location line="-24" />
            <source>Load &amp;Best Search Grid</source>
            <translation>探索の最良グリッドを読み込む(&amp;B)</translation>
        </message>
        <message>
            <location line="+127" />
            <source>Preview, not loaded: the best so far, %1</source>
            <translation>プレビュー（未読み込み）：これまでの最良、%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Preview, not loaded: %1 at %2 s</source>
            <translation>プレビュー（未読み込み）：%2 秒時点の %1</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Load search result %1</source>
            <translation>探索結果 %1 を読み込む</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Loaded the search's grid of %1 moves; Undo brings back the previous grid.</source>
            <translation>探索で見つかった %1 手のグリッドを読み込みました。元に戻すで前のグリッドに戻ります。</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Layer code of the best grid copied</source>
            <translation>最良のグリッドのレイヤーコードをコピーしました</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Search log copied</source>
            <translation>探索ログをコピーしました</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchStateFile</name>
        <message>
            <location filename="../app/gui/search/SearchStateFile.cpp" line="+21" />
            <source>Cannot save the search state to %1: %2</source>
            <translation>探索状態を %1 に保存できません：%2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cannot open %1: %2</source>
            <translation>%1 を開けません：%2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is too large to be a search state.</source>
            <translation>%1 は探索状態としては大きすぎます。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 is not a search state Morpion Layers can go on from: %2</source>
            <translation>%1 は Morpion Layers が続きを実行できる探索状態ではありません：%2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Search states (*.checkpoint);;All files (*)</source>
            <translation>探索状態 (*.checkpoint);;すべてのファイル (*)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ShortcutsDialog</name>
        <message>
            <location filename="../app/gui/help/ShortcutsDialog.cpp" line="+46" />
            <source>Keyboard Shortcuts</source>
            <translation>キーボードショートカット</translation>
        </message>
        <message>
            <location line="+19" />
            <source>&lt;h3&gt;Menu commands&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;メニューコマンド&lt;/h3&gt;</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&lt;h3&gt;On the board&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Click&lt;/td&gt;&lt;td&gt;play the highlighted move&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab, Shift+Tab, mouse wheel&lt;/td&gt;&lt;td&gt;where a point has several lines: choose the line&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;cancel the move under the pointer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Mouse wheel (Ctrl + wheel while choosing a line)&lt;/td&gt;&lt;td&gt;zoom&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Drag&lt;/td&gt;&lt;td&gt;pan&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;h3&gt;盤上の操作&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;クリック&lt;/td&gt;&lt;td&gt;強調表示された手を打つ&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab、Shift+Tab、マウスホイール&lt;/td&gt;&lt;td&gt;1 つの点に複数の線があるとき：線を選ぶ&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;ポインターの下の手を取り消す&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;マウスホイール（線を選んでいるときは Ctrl + ホイール）&lt;/td&gt;&lt;td&gt;ズーム&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;ドラッグ&lt;/td&gt;&lt;td&gt;移動&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
        <message>
            <location line="+8" />
            <source>&lt;h3&gt;Editing on the board&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Shift + drag&lt;/td&gt;&lt;td&gt;remove the moves in a rectangle, with the moves that need them; the rectangle stays selected as the region Improve can work on&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Right click&lt;/td&gt;&lt;td&gt;remove a move, take back, or take an untaken move of the shown layer instead&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;leave a comparison; else drop the selected region&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;h3&gt;盤上での編集&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Shift + ドラッグ&lt;/td&gt;&lt;td&gt;長方形の中の手を、それを必要とする手とともに削除します。長方形は改良の対象にできる範囲として打ったされたまま残ります&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;右クリック&lt;/td&gt;&lt;td&gt;手を削除する、戻す、または表示中のレイヤーで打たれなかった手を代わりに打つ&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;比較を終える。比較中でなければ打ったした範囲を解除する&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SignalQuit</name>
        <message>
            <location filename="../app/gui/window/SignalQuit.cpp" line="+93" />
            <source>Not quitting on signal %1: %2. Save the grid, or send the signal again to quit without it.</source>
            <translation>シグナル %1 では終了しません：%2。グリッドを保存するか、もう一度シグナルを送ると保存せずに終了します。</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Quitting on signal %1 without the unsaved work: %2</source>
            <translation>シグナル %1 により未保存の作業を残さずに終了します：%2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The unsaved work is kept in %1, because %2 could not take it: %3</source>
            <translation>%2 に保存できなかったため、未保存の作業を %1 に保存しています：%3</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SolvePanel</name>
        <message>
            <location filename="../app/gui/analysis/SolvePanel.cpp" line="+43" />
            <source>Solver panel</source>
            <translation>ソルバーパネル</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+227" />
            <location line="+2" />
            <source>Solve from Here</source>
            <translation>ここから解く</translation>
        </message>
        <message>
            <location line="-227" />
            <source>Prove the longest game from the position on the board, and light the moves that keep it</source>
            <translation>盤上の局面からの最長のゲームを証明し、それを保つ手を光らせます</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Millions of positions the solver may visit from here (and again after each legal move): a position with more is not proven, and the best game found is shown</source>
            <translation>ソルバーがここから（そして各合法手の後にも）訪れてよい局面数（百万単位）：それより多い局面は証明されず、見つかった最善のゲームが表示されます</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Million nodes:</source>
            <translation>百万ノード:</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Live hint while playing 4T and 4D</source>
            <translation>4T と 4D のプレイ中にライブヒント</translation>
        </message>
        <message>
            <location line="+2" />
            <source>After each move, solve the new position in the background and light the moves that keep the best score, once positions are small enough to answer at once</source>
            <translation>各手の後、新しい局面をバックグラウンドで解き、局面がすぐに答えられるほど小さくなったら最善スコアを保つ手を光らせます</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Solver progress</source>
            <translation>ソルバーの進行状況</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Play the game the solver found from this position (one step that can be undone)</source>
            <translation>ソルバーがこの局面から見つけたゲームを打ちます（元に戻せる 1 ステップ）</translation>
        </message>
        <message>
            <location line="+56" />
            <source>The position changed: Solve from Here was cancelled.</source>
            <translation>局面が変わりました: ここから解くはキャンセルされました。</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Solving…</source>
            <translation>解いています…</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Proven: %1. Checking which moves keep it: %2 of %3, %4 nodes, %5 s</source>
            <translation>証明済み: %1。それを保つ手を確認中: %2 / %3、%4 ノード、%5 秒</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Solving: %1 nodes, %2 s</source>
            <translation>解いています: %1 ノード、%2 秒</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Solve from Here could not run: %1</source>
            <translation>ここから解くを実行できませんでした: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cancelled: the best game found so far scores %1, not proven.</source>
            <translation>キャンセルしました: これまでに見つかった最善のゲームは %1、証明されていません。</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Solved: the longest game from here scores %1</source>
            <translation>解けました: ここからの最長のゲームは %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not proven: the best game found scores %1</source>
            <translation>証明されていません: 見つかった最善のゲームは %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cancel Solving</source>
            <translation>解くのをキャンセル</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Proven: the game is over here, at %1.</source>
            <translation>証明済み: ゲームはここで終わり、%1 です。</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Proven: the longest game from here scores %1, %n move(s) more.</source>
            <translation>
                <numerusform>証明済み: ここからの最長のゲームは %1、あと %n 手です。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n move(s) keep it reachable: lit on the board.</source>
            <translation>
                <numerusform>%n 手がそれを到達可能に保ちます: 盤上で光っています。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Lit on the board: the %n move(s) proven to keep it; the others were not proven within the budget.</source>
            <translation>
                <numerusform>盤上で光っているのは、それを保つと証明された %n 手です。その他の手は予算内で証明されませんでした。</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>Live hint: this position has more than %1 nodes to walk; the hint comes back once fewer moves are left.</source>
            <translation>ライブヒント: この局面には %1 ノードより多くの探索が必要です。残りの手が少なくなるとヒントが戻ります。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Not proven within %1 nodes: best found %2.</source>
            <translation>%1 ノード以内で証明されませんでした: 見つかった最善は %2。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Live hint on: the moves that keep the best score light up once the position is small enough to solve at once.</source>
            <translation>ライブヒントオン: 局面がすぐに解けるほど小さくなると、最善スコアを保つ手が光ります。</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve from Here proves the longest game from the position on the board.</source>
            <translation>ここから解くは、盤上の局面からの最長のゲームを証明します。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Play the Optimal Line</source>
            <translation>最適な手順を打つ</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Play the Best Line Found</source>
            <translation>見つかった最善の手順を打つ</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Play the optimal line</source>
            <translation>最適な手順を打つ</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Play the best line found</source>
            <translation>見つかった最善の手順を打つ</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Played the optimal line: %n move(s)</source>
            <translation>
                <numerusform>最適な手順を打ちました: %n 手</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Played the best line found: %n move(s)</source>
            <translation>
                <numerusform>見つかった最善の手順を打ちました: %n 手</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::StatusFields</name>
        <message>
            <location filename="../app/gui/window/StatusFields.cpp" line="+28" />
            <source>Variant</source>
            <translation>バリアント</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The point under the pointer</source>
            <translation>ポインターの下の点</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Score %1, finished</source>
            <translation>スコア %1、終了</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Score %1, %n legal</source>
            <translation>
                <numerusform>スコア %1、合法手 %n</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n layer(s)</source>
            <translation>
                <numerusform>%n レイヤー</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layer %1</source>
            <translation>レイヤー %1</translation>
        </message>
        <message>
            <location line="+0" />
            <source>In play</source>
            <translation>対局中</translation>
        </message>
        <message>
            <location line="+9" />
            <source>(%1, %2)</source>
            <translation>(%1, %2)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>(%1, %2): move %3 in the order of play, layer %4</source>
            <translation>(%1, %2)：打った順で %3 手目、レイヤー %4</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Move %1 / %2</source>
            <translation>%1手目 / %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::UndoActions</name>
        <message>
            <location filename="../app/gui/edit/UndoActions.cpp" line="+28" />
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>元に戻す(&amp;U)</translation>
        </message>
        <message>
            <location line="-1" />
            <source>&amp;Undo %1</source>
            <translation>元に戻す：%1(&amp;U)</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+1" />
            <source>&amp;Redo</source>
            <translation>やり直す(&amp;R)</translation>
        </message>
        <message>
            <location line="-1" />
            <source>&amp;Redo %1</source>
            <translation>やり直す：%1(&amp;R)</translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>Undone: %1 (%n move(s) on the board)</source>
            <translation>
                <numerusform>元に戻しました：%1（盤上に %n 手）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>Redone: %1 (%n move(s) on the board)</source>
            <translation>
                <numerusform>やり直しました：%1（盤上に %n 手）</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ViewActions</name>
        <message>
            <location filename="../app/gui/board/ViewActions.cpp" line="+20" />
            <source>Zoom &amp;In</source>
            <translation>拡大(&amp;I)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Zoom &amp;Out</source>
            <translation>縮小(&amp;O)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Fit Grid</source>
            <translation>グリッドに合わせる(&amp;F)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Focus on the Boar&amp;d</source>
            <translation>盤に移動(&amp;D)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Move the keyboard to the board: arrows step layers, Enter plays</source>
            <translation>キーボード操作を盤に移す：矢印でレイヤーを移動、Enter で打つ</translation>
        </message>
        <message>
            <location line="+10" />
            <source>&amp;Highlight Current Layer</source>
            <translation>現在のレイヤーを強調(&amp;H)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Ghost Later Layers</source>
            <translation>後のレイヤーを薄く表示(&amp;G)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show later layers faintly instead of hiding them</source>
            <translation>後のレイヤーを隠さずに薄く表示する</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move N&amp;umbers</source>
            <translation>手番号(&amp;U)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Legend</source>
            <translation>凡例(&amp;L)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hin&amp;ts: All Legal Moves</source>
            <translation>ヒント：すべての合法手(&amp;T)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Colours</source>
            <translation>配色(&amp;C)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Follow the &amp;System</source>
            <translation>システムに従う(&amp;S)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Light</source>
            <translation>ライト(&amp;L)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Dark</source>
            <translation>ダーク(&amp;D)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::WebPageExport</name>
        <message>
            <location filename="../app/gui/files/WebPageExport.cpp" line="+23" />
            <source>Export &amp;Web Page…</source>
            <translation>Web ページとしてエクスポート(&amp;W)…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The grid as one web page that any browser opens, with no network and nothing installed</source>
            <translation>どのブラウザーでも開ける 1 つの Web ページとしてグリッドを保存します（ネットワークもインストールも不要）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This installation has no web page: it is built when Emscripten and esbuild are installed</source>
            <translation>このインストールには Web ページがありません：Emscripten と esbuild がインストールされているとビルドされます</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Export Web Page</source>
            <translation>Web ページのエクスポート</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Web page (*.html)</source>
            <translation>Web ページ (*.html)</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Web page saved to %1</source>
            <translation>Web ページを %1 に保存しました</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cannot write %1: this installation has no web page.</source>
            <translation>%1 に書き込めません：このインストールには Web ページがありません。</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+3" />
            <source>Cannot write %1: %2</source>
            <translation>%1 に書き込めません：%2</translation>
        </message>
    </context>
    <context>
        <name>morpion::paint::BoardLegend</name>
        <message>
            <location filename="../app/paint/BoardScene.cpp" line="+167" />
            <source>In both grids (%1)</source>
            <translation>両方のグリッドにある手（%1）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Only in this grid (%1)</source>
            <translation>このグリッドだけにある手（%1）</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Only in the other grid (%1)</source>
            <translation>もう一方のグリッドだけにある手（%1）</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Needs (%1)</source>
            <translation>この手が必要とする手（%1）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Needed by (%1)</source>
            <translation>この手を必要とする手（%1）</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The grid as opened (%1)</source>
            <translation>開いたときのグリッド（%1）</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your moves (%1)</source>
            <translation>あなたの手（%1）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal moves: click to play (%1)</source>
            <translation>合法手：クリックで打つ（%1）</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Earlier layers</source>
            <translation>前のレイヤー</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layer %1: taken (%2)</source>
            <translation>レイヤー %1：打った（%2）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer %1: not taken (%2)</source>
            <translation>レイヤー %1：打たなかった（%2）</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Legal, but left untaken in an earlier layer (%1)</source>
            <translation>合法だが前のレイヤーで打たれなかった手（%1）</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Later layers</source>
            <translation>後のレイヤー</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Hint: keeps the proven best, %2, reachable (%1)</source>
            <translation>ヒント：証明済みの最善 %2 を到達可能に保つ（%1）</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Hint: a legal move (%1)</source>
            <translation>ヒント：合法手（%1）</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Last move</source>
            <translation>最後の手</translation>
        </message>
    </context>
    <context>
        <name>morpion::paint::PictureExport</name>
        <message>
            <location filename="../app/paint/PictureExport.cpp" line="+148" />
            <source>Unknown picture type “%1”: use .png, .svg or .pdf.</source>
            <translation>不明な画像形式「%1」：.png、.svg、.pdf のいずれかを使ってください。</translation>
        </message>
        <message>
            <location line="+12" />
            <location line="+43" />
            <source>Cannot write %1: %2</source>
            <translation>%1 に書き込めません：%2</translation>
        </message>
        <message>
            <location line="-33" />
            <location line="+12" />
            <source>Morpion Solitaire grid</source>
            <translation>モルピオン・ソリティアのグリッド</translation>
        </message>
        <message>
            <location line="-11" />
            <source>Drawn by Morpion Layers</source>
            <translation>Morpion Layers で描画</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the SVG drawing did not start.</source>
            <translation>%1 に書き込めません：SVG の描画を開始できませんでした。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the SVG drawing did not finish.</source>
            <translation>%1 に書き込めません：SVG の描画を完了できませんでした。</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Cannot write %1: the PDF drawing did not start.</source>
            <translation>%1 に書き込めません：PDF の描画を開始できませんでした。</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the PDF drawing did not finish.</source>
            <translation>%1 に書き込めません：PDF の描画を完了できませんでした。</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Cannot write %1: the picture came out empty.</source>
            <translation>%1 に書き込めません：画像が空になりました。</translation>
        </message>
    </context>
</TS>
