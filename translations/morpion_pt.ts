<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt">
    <context>
        <name>ErrorDetail</name>
        <message>
            <location filename="../core/codes/Alphabet.cpp" line="+50" />
            <location filename="../core/formats/Json.cpp" line="+187" />
            <source>byte 0x%1</source>
            <translation>byte 0x%1</translation>
        </message>
        <message>
            <location filename="../core/formats/BestCode.cpp" line="+70" />
            <source>%1 holds no %2 grid</source>
            <translation>%1 não contém nenhuma grade %2</translation>
        </message>
        <message>
            <location filename="../core/formats/CodeCollection.cpp" line="+263" />
            <source>a code of %1 characters is longer than any grid needs (limit %2)</source>
            <translation>um código de %1 caracteres é mais longo do que qualquer grade precisa (limite %2)</translation>
        </message>
        <message>
            <location line="+84" />
            <source>no variant decodes it; as %1: %2</source>
            <translation>nenhuma variante o decodifica; como %1: %2</translation>
        </message>
        <message>
            <location filename="../core/rules/Dependencies.cpp" line="+47" />
            <source>%1 adds a point that is already on the board</source>
            <translation>%1 acrescenta um ponto que já está no tabuleiro</translation>
        </message>
        <message>
            <location filename="../core/codes/LayerCoder.cpp" line="+303" />
            <location filename="../core/formats/Pentasol.cpp" line="+326" />
            <location filename="../core/rules/Dependencies.cpp" line="+17" />
            <location filename="../core/rules/MoveText.cpp" line="+218" />
            <source>the point is not on its line</source>
            <translation>o ponto não está na sua linha</translation>
        </message>
        <message>
            <location filename="../core/rules/Dependencies.cpp" line="+12" />
            <source>its line passes through %1, %2, which no move of the grid adds</source>
            <translation>sua linha passa por %1, %2, que nenhuma jogada da grade acrescenta</translation>
        </message>
        <message>
            <location filename="../core/codes/GameNumber.cpp" line="+123" />
            <source>no game number</source>
            <translation>nenhum número de partida</translation>
        </message>
        <message>
            <location line="+22" />
            <source>%1 digits; a %2 game number has at most %3</source>
            <translation>%1 dígitos; um número de partida %2 tem no máximo %3</translation>
        </message>
        <message>
            <location line="+30" />
            <source>the game ends after %1 moves</source>
            <translation>a partida termina após %1 jogadas</translation>
        </message>
        <message>
            <location filename="../core/codes/GridEdit.cpp" line="+63" />
            <source>move %1 is not in the grid of %2 moves</source>
            <translation>a jogada %1 não está na grade de %2 jogadas</translation>
        </message>
        <message>
            <location line="+66" />
            <source>%1 is already in the grid</source>
            <translation>%1 já está na grade</translation>
        </message>
        <message>
            <location filename="../core/codes/GridEdit.h" line="+27" />
            <source>grid move %1 cannot be played there: %2</source>
            <translation>a jogada %1 da grade não pode ser jogada ali: %2</translation>
        </message>
        <message>
            <location filename="../core/formats/GridFile.cpp" line="+60" />
            <source>is a directory, not a grid file</source>
            <translation>é uma pasta, não um arquivo de grade</translation>
        </message>
        <message>
            <location line="+2" />
            <source>not a regular file (a device, pipe or socket is not read)</source>
            <translation>não é um arquivo comum (dispositivos, pipes e sockets não são lidos)</translation>
        </message>
        <message>
            <location line="+57" />
            <source>%1 is larger than %2 MiB</source>
            <translation>%1 ocupa mais de %2 MiB</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is larger than %2 bytes</source>
            <translation>%1 ocupa mais de %2 bytes</translation>
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
            <translation>nada depois do prefixo de variante</translation>
        </message>
        <message>
            <location line="-18" />
            <source>not in the code alphabet</source>
            <translation>não está no alfabeto dos códigos</translation>
        </message>
        <message>
            <location line="+5" />
            <source>more than %1 characters, the most a layer code or a game number can have</source>
            <translation>mais de %1 caracteres, o máximo que um código de camadas ou um número de partida pode ter</translation>
        </message>
        <message>
            <location line="+114" />
            <source>not a layer code, nor a game number: %1</source>
            <translation>nem um código de camadas nem um número de partida: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>as one it runs out after move %1 and the rest of the game would be guessed</source>
            <translation>como tal se esgota após a jogada %1 e o resto da partida seria adivinhado</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1; %2</source>
            <translation>%1; %2</translation>
        </message>
        <message>
            <location filename="../core/formats/GridReader.cpp" line="-268" />
            <source>no variant replays the whole list; as %1: %2</source>
            <translation>nenhuma variante reproduz a lista inteira; como %1: %2</translation>
        </message>
        <message>
            <location line="+104" />
            <source>in the picture's record: %1</source>
            <translation>no registro da imagem: %1</translation>
        </message>
        <message>
            <location line="+73" />
            <source>the most a game number's text can take (a game number has at most %1 digits)</source>
            <translation>o máximo que o texto de um número de partida pode ocupar (um número de partida tem no máximo %1 dígitos)</translation>
        </message>
        <message>
            <location line="+63" />
            <source>%1 bytes, more than %2</source>
            <translation>%1 bytes, mais que %2</translation>
        </message>
        <message>
            <location line="+117" />
            <source>auto is for reading only</source>
            <translation>auto serve apenas para leitura</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="+90" />
            <source>improve region radius %1 is outside %2..%3</source>
            <translation>o raio de região da melhoria (%1) está fora de %2..%3</translation>
        </message>
        <message>
            <location line="+2" />
            <source>improve layer span %1 is outside %2..%3</source>
            <translation>a extensão de camadas da melhoria (%1) está fora de %2..%3</translation>
        </message>
        <message>
            <location line="+2" />
            <source>improve largest removal %1 is outside %2..%3</source>
            <translation>a maior remoção da melhoria (%1) está fora de %2..%3</translation>
        </message>
        <message>
            <location filename="../core/formats/Msr.cpp" line="+346" />
            <source>cannot start zlib</source>
            <translation>não é possível iniciar o zlib</translation>
        </message>
        <message>
            <location filename="../core/formats/Inflate.cpp" line="+80" />
            <source>a block of the reserved type 3</source>
            <translation>um bloco do tipo reservado 3</translation>
        </message>
        <message>
            <location line="+42" />
            <source>a code that stands for no symbol</source>
            <translation>um código que não representa nenhum símbolo</translation>
        </message>
        <message>
            <location line="+17" />
            <source>a stored block whose length does not match its complement</source>
            <translation>um bloco armazenado cujo comprimento não confere com o seu complemento</translation>
        </message>
        <message>
            <location line="+38" />
            <source>more codes than DEFLATE has symbols</source>
            <translation>mais códigos do que símbolos que o DEFLATE tem</translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+45" />
            <source>code lengths that do not form a prefix code</source>
            <translation>comprimentos de código que não formam um código de prefixo</translation>
        </message>
        <message>
            <location line="-29" />
            <source>a repeat of a code length before the first one</source>
            <translation>uma repetição de comprimento de código antes do primeiro</translation>
        </message>
        <message>
            <location line="+11" />
            <source>code lengths that run past their count</source>
            <translation>comprimentos de código além da sua contagem</translation>
        </message>
        <message>
            <location line="+7" />
            <source>no code for the end of the block</source>
            <translation>nenhum código para o fim do bloco</translation>
        </message>
        <message>
            <location line="+34" />
            <source>a length symbol out of range</source>
            <translation>um símbolo de comprimento fora do intervalo</translation>
        </message>
        <message>
            <location line="+8" />
            <source>a distance symbol out of range</source>
            <translation>um símbolo de distância fora do intervalo</translation>
        </message>
        <message>
            <location line="+7" />
            <source>a distance back past the start of the data</source>
            <translation>uma distância para trás além do início dos dados</translation>
        </message>
        <message>
            <location line="+19" />
            <source>the compressed data inflates to more than %1 MiB</source>
            <translation>os dados comprimidos se descomprimem em mais de %1 MiB</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the compressed data inflates to more than %1 bytes</source>
            <translation>os dados comprimidos se descomprimem em mais de %1 bytes</translation>
        </message>
        <message>
            <location line="+14" />
            <source>bad DEFLATE data at byte %1: %2</source>
            <translation>dados DEFLATE inválidos no byte %1: %2</translation>
        </message>
        <message>
            <location line="+38" />
            <source>the zlib header is not that of a DEFLATE stream</source>
            <translation>o cabeçalho zlib não é o de um fluxo DEFLATE</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the zlib stream needs a preset dictionary</source>
            <translation>o fluxo zlib precisa de um dicionário predefinido</translation>
        </message>
        <message>
            <location line="+15" />
            <source>the zlib checksum does not match the inflated data</source>
            <translation>a soma de verificação zlib não confere com os dados descomprimidos</translation>
        </message>
        <message>
            <location line="+4" />
            <source>data after the end of the DEFLATE stream</source>
            <translation>dados após o fim do fluxo DEFLATE</translation>
        </message>
        <message>
            <location line="-66" />
            <location line="+42" />
            <location line="+15" />
            <source>the DEFLATE data is cut short</source>
            <translation>os dados DEFLATE estão truncados</translation>
        </message>
        <message>
            <location filename="../core/formats/Json.cpp" line="-48" />
            <source>no JSON value</source>
            <translation>nenhum valor JSON</translation>
        </message>
        <message>
            <location line="+6" />
            <source>unexpected text after the JSON value</source>
            <translation>texto inesperado após o valor JSON</translation>
        </message>
        <message>
            <location line="+49" />
            <source>more than %1 JSON values</source>
            <translation>mais de %1 valores JSON</translation>
        </message>
        <message>
            <location line="+4" />
            <source>unexpected end of the text, expected a value</source>
            <translation>fim do texto inesperado; esperava-se um valor</translation>
        </message>
        <message>
            <location line="+21" />
            <source>expected '%1'</source>
            <translation>esperava-se “%1”</translation>
        </message>
        <message>
            <location line="+22" />
            <source>expected a digit</source>
            <translation>esperava-se um dígito</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected a value, found %1</source>
            <translation>esperava-se um valor, encontrado %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>a number cannot have a leading zero</source>
            <translation>um número não pode começar com zero</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected a digit after '.'</source>
            <translation>esperava-se um dígito após “.”</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected a digit in the exponent</source>
            <translation>esperava-se um dígito no expoente</translation>
        </message>
        <message>
            <location line="+66" />
            <location line="+22" />
            <source>unterminated string</source>
            <translation>cadeia não terminada</translation>
        </message>
        <message>
            <location line="-14" />
            <source>control character %1 in a string (write it as an escape)</source>
            <translation>caractere de controle %1 em uma cadeia (escreva-o como sequência de escape)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>invalid UTF-8 %1 in a string</source>
            <translation>UTF-8 inválido %1 em uma cadeia</translation>
        </message>
        <message>
            <location line="+23" />
            <source>expected four hex digits after \u</source>
            <translation>esperavam-se quatro dígitos hexadecimais após \u</translation>
        </message>
        <message>
            <location line="+2" />
            <source>lone low surrogate in \u escape</source>
            <translation>substituto baixo isolado em um escape \u</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+5" />
            <source>high surrogate without its low surrogate</source>
            <translation>substituto alto sem o seu substituto baixo</translation>
        </message>
        <message>
            <location line="+8" />
            <source>unknown escape \%1</source>
            <translation>escape desconhecido \%1</translation>
        </message>
        <message>
            <location line="+10" />
            <location line="+35" />
            <source>nested deeper than %1 levels</source>
            <translation>aninhado além de %1 níveis</translation>
        </message>
        <message>
            <location line="-19" />
            <source>unterminated array, expected ',' or ']'</source>
            <translation>array não terminado; esperava-se “,” ou “]”</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ',' or ']' in an array, found %1</source>
            <translation>esperava-se “,” ou “]” em um array, encontrado %1</translation>
        </message>
        <message>
            <location line="+25" />
            <source>unterminated object, expected a key</source>
            <translation>objeto não terminado; esperava-se uma chave</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected a key in double quotes, found %1</source>
            <translation>esperava-se uma chave entre aspas duplas, encontrado %1</translation>
        </message>
        <message>
            <location line="+19" />
            <source>duplicate key "%1"</source>
            <translation>chave "%1" repetida</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ':' after the key</source>
            <translation>esperava-se “:” após a chave</translation>
        </message>
        <message>
            <location line="+9" />
            <source>unterminated object, expected ',' or '}'</source>
            <translation>objeto não terminado; esperava-se “,” ou “}”</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ',' or '}' in an object, found %1</source>
            <translation>esperava-se “,” ou “}” em um objeto, encontrado %1</translation>
        </message>
        <message>
            <location filename="../core/codes/LayerCoder.cpp" line="-228" />
            <source>the game ends at bit %1</source>
            <translation>a partida termina no bit %1</translation>
        </message>
        <message>
            <location line="+216" />
            <source>%1 (also at index %2)</source>
            <translation>%1 (também no índice %2)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 and %2 draw the same line</source>
            <translation>%1 e %2 traçam a mesma linha</translation>
        </message>
        <message>
            <location line="+58" />
            <source>%1 is never a candidate (%2 moves are never reached)</source>
            <translation>%1 nunca é candidata (%2 jogadas nunca são alcançadas)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is never a candidate</source>
            <translation>%1 nunca é candidata</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 and %2</source>
            <translation>%1 e %2</translation>
        </message>
        <message>
            <location filename="../core/rules/MoveText.cpp" line="-70" />
            <source>expected the point's x coordinate</source>
            <translation>esperava-se a coordenada x do ponto</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' after x</source>
            <translation>esperava-se “,” após x</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the point's y coordinate</source>
            <translation>esperava-se a coordenada y do ponto</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected '-' or '–' before the line</source>
            <translation>esperava-se “-” ou “–” antes da linha</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected '(' to open the line</source>
            <translation>esperava-se “(” para abrir a linha</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the line's x coordinate</source>
            <translation>esperava-se a coordenada x da linha</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' in the line</source>
            <translation>esperava-se “,” na linha</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the line's y coordinate</source>
            <translation>esperava-se a coordenada y da linha</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' before the direction</source>
            <translation>esperava-se “,” antes da direção</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a direction: ne, e, se or s</source>
            <translation>esperava-se uma direção: ne, e, se ou s</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ')' to close the line</source>
            <translation>esperava-se “)” para fechar a linha</translation>
        </message>
        <message>
            <location line="+3" />
            <source>unexpected text after the move</source>
            <translation>texto inesperado após a jogada</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the point %1, %2 is not on the line %3</source>
            <translation>o ponto %1, %2 não está na linha %3</translation>
        </message>
        <message>
            <location line="+52" />
            <source>the point %1, %2 is already on the board</source>
            <translation>o ponto %1, %2 já está no tabuleiro</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the line needs the point %1, %2, which is not on the board</source>
            <translation>a linha precisa do ponto %1, %2, que não está no tabuleiro</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the line touches the line %1 of move %2</source>
            <translation>a linha toca a linha %1 da jogada %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the line overlaps the line %1 of move %2</source>
            <translation>a linha se sobrepõe à linha %1 da jogada %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the move is not legal here</source>
            <translation>a jogada não é legal aqui</translation>
        </message>
        <message>
            <location filename="../core/formats/Msr.cpp" line="-264" />
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <location line="+1" />
            <source>boolean</source>
            <translation>booleano</translation>
        </message>
        <message>
            <location line="+1" />
            <source>number</source>
            <translation>número</translation>
        </message>
        <message>
            <location line="+1" />
            <source>string</source>
            <translation>cadeia</translation>
        </message>
        <message>
            <location line="+1" />
            <source>array</source>
            <translation>array</translation>
        </message>
        <message>
            <location line="+1" />
            <source>object</source>
            <translation>objeto</translation>
        </message>
        <message>
            <location line="+8" />
            <source>move %1: %2</source>
            <translation>jogada %1: %2</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+27" />
            <source>no "%1" field</source>
            <translation>nenhum campo "%1"</translation>
        </message>
        <message>
            <location line="-23" />
            <source>"%1" must be an integer, found %2</source>
            <translation>"%1" deve ser um inteiro; encontrado: %2</translation>
        </message>
        <message>
            <location line="+4" />
            <source>"%1" is out of range: %2</source>
            <translation>"%1" está fora do intervalo: %2</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected an object, found %1</source>
            <translation>esperava-se um objeto; encontrado: %1</translation>
        </message>
        <message>
            <location line="+13" />
            <location line="+299" />
            <source>"%1" must be a string, found %2</source>
            <translation>"%1" deve ser uma cadeia; encontrado: %2</translation>
        </message>
        <message>
            <location line="-294" />
            <source>unknown "dir" "%1" (expected H, V, DP or DN)</source>
            <translation>"dir" desconhecido "%1" (esperava-se H, V, DP ou DN)</translation>
        </message>
        <message>
            <location line="+7" />
            <source>"pos" must be 0..%1, found %2</source>
            <translation>"pos" deve estar entre 0 e %1; encontrado: %2</translation>
        </message>
        <message>
            <location line="+17" />
            <location line="+11" />
            <location line="+18" />
            <source>"%1" is %2, the moves give %3</source>
            <translation>"%1" é %2; as jogadas dão %3</translation>
        </message>
        <message>
            <location line="-7" />
            <source>"bbox" differs, the moves give %1</source>
            <translation>"bbox" difere; as jogadas dão %1</translation>
        </message>
        <message>
            <location line="+22" />
            <location line="+260" />
            <location filename="../core/formats/Pentasol.cpp" line="-1" />
            <source>move %1, %2: %3</source>
            <translation>jogada %1, %2: %3</translation>
        </message>
        <message>
            <location line="-162" />
            <source>'=' inside the base64 data</source>
            <translation>“=” dentro dos dados base64</translation>
        </message>
        <message>
            <location line="+13" />
            <source>'%1' is not URL-safe base64 (A-Z a-z 0-9 - _)</source>
            <translation>“%1” não é base64 seguro para URL (A-Z a-z 0-9 - _)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>byte %1 is not URL-safe base64</source>
            <translation>o byte %1 não é base64 seguro para URL</translation>
        </message>
        <message>
            <location line="+15" />
            <source>the base64 data is cut short (its length leaves a lone character)</source>
            <translation>os dados base64 estão truncados (seu comprimento deixa um caractere solto)</translation>
        </message>
        <message>
            <location line="+27" />
            <source>zlib could not compress the record</source>
            <translation>o zlib não conseguiu comprimir o registro</translation>
        </message>
        <message>
            <location line="+12" />
            <source>writing MS1 needs zlib, which this build does not have</source>
            <translation>escrever MS1 requer zlib, que esta compilação não tem</translation>
        </message>
        <message>
            <location line="+41" />
            <source>an MSR record of %1 bytes is over the limit of %2 MiB</source>
            <translation>um registro MSR de %1 bytes ultrapassa o limite de %2 MiB</translation>
        </message>
        <message>
            <location line="+14" />
            <source>an MSR record is a JSON object, found %1</source>
            <translation>um registro MSR é um objeto JSON; encontrado: %1</translation>
        </message>
        <message>
            <location line="+14" />
            <source>the record has no "variant" field</source>
            <translation>o registro não tem campo "variant"</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the record has no "moves" field</source>
            <translation>o registro não tem campo "moves"</translation>
        </message>
        <message>
            <location line="+3" />
            <source>"moves" must be an array, found %1</source>
            <translation>"moves" deve ser um array; encontrado: %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 moves, more than the limit of %2</source>
            <translation>%1 jogadas, mais que o limite de %2</translation>
        </message>
        <message>
            <location line="+38" />
            <source>a compact MSR record starts with "MS1:"</source>
            <translation>um registro MSR compacto começa com "MS1:"</translation>
        </message>
        <message>
            <location line="+8" />
            <source>the MS1 text is over %1 MiB</source>
            <translation>o texto MS1 ultrapassa %1 MiB</translation>
        </message>
        <message>
            <location line="+9" />
            <source>no data after "MS1:"</source>
            <translation>nenhum dado após "MS1:"</translation>
        </message>
        <message>
            <location line="+9" />
            <source>in the inflated JSON: %1</source>
            <translation>no JSON descomprimido: %1</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="-48" />
            <source>NRPA level %1 is outside 1..10</source>
            <translation>o nível NRPA %1 está fora de 1..10</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA iterations %1 are outside 1..1000000</source>
            <translation>as iterações NRPA (%1) estão fora de 1..1000000</translation>
        </message>
        <message>
            <location line="+3" />
            <source>NRPA alpha must be above 0 and at most 10</source>
            <translation>o alfa NRPA deve ser maior que 0 e no máximo 10</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA stabilization %1 is outside 1..1000</source>
            <translation>a estabilização NRPA %1 está fora de 1..1000</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA repetitions %1 are outside 0..1000000</source>
            <translation>as repetições NRPA (%1) estão fora de 0..1000000</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA warm-start weight must be between -50 and 50</source>
            <translation>o peso de partida a quente NRPA deve estar entre -50 e 50</translation>
        </message>
        <message>
            <location filename="../core/search/Nrpa.cpp" line="+35" />
            <source>prefix move %1 cannot be played there: %2</source>
            <translation>a jogada de prefixo %1 não pode ser jogada ali: %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>warm-start move %1 does not lie on its line</source>
            <translation>a jogada de partida a quente %1 não está na sua linha</translation>
        </message>
        <message>
            <location filename="../core/formats/Pentasol.cpp" line="-224" />
            <source>expected '(' to open the reference point</source>
            <translation>esperava-se “(” para abrir o ponto de referência</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected '(' to open the move's point</source>
            <translation>esperava-se “(” para abrir o ponto da jogada</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected the reference point's column</source>
            <translation>esperava-se a coluna do ponto de referência</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected the move's point's column</source>
            <translation>esperava-se a coluna do ponto da jogada</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' between column and row</source>
            <translation>esperava-se “,” entre coluna e linha</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the reference point's row</source>
            <translation>esperava-se a linha do ponto de referência</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected the move's point's row</source>
            <translation>esperava-se a linha do ponto da jogada</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ')' to close the reference point</source>
            <translation>esperava-se “)” para fechar o ponto de referência</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected ')' to close the move's point</source>
            <translation>esperava-se “)” para fechar o ponto da jogada</translation>
        </message>
        <message>
            <location line="+53" />
            <source>unexpected text after the reference point</source>
            <translation>texto inesperado após o ponto de referência</translation>
        </message>
        <message>
            <location line="+8" />
            <source>more than %1 moves</source>
            <translation>mais de %1 jogadas</translation>
        </message>
        <message>
            <location line="+10" />
            <source>expected a direction: '-', '|', '/' or '\'</source>
            <translation>esperava-se uma direção: “-”, “|”, “/” ou “\”</translation>
        </message>
        <message>
            <location line="+6" />
            <source>expected an offset -2..+2</source>
            <translation>esperava-se um deslocamento -2..+2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>offset %1 is out of range -2..+2</source>
            <translation>o deslocamento %1 está fora de -2..+2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>unexpected text after the offset</source>
            <translation>texto inesperado após o deslocamento</translation>
        </message>
        <message>
            <location line="+10" />
            <source>no reference point line "(col,row)"</source>
            <translation>nenhuma linha de ponto de referência "(col,row)"</translation>
        </message>
        <message>
            <location line="+26" />
            <source>offset %1 is out of range +2..-1 for %2 (4-point lines)</source>
            <translation>o deslocamento %1 está fora de +2..-1 para %2 (linhas de 4 pontos)</translation>
        </message>
        <message>
            <location line="+57" />
            <source>no variant replays the whole file; as %1: %2</source>
            <translation>nenhuma variante reproduz o arquivo inteiro; como %1: %2</translation>
        </message>
        <message>
            <location filename="../core/base/Phrase.h" line="+93" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../core/formats/PictureRecord.cpp" line="+29" />
            <source>the picture's record is over %1 MiB</source>
            <translation>o registro da imagem ultrapassa %1 MiB</translation>
        </message>
        <message>
            <location line="+27" />
            <source>the PNG's zTXt "msr" chunk has an unknown compression method</source>
            <translation>o bloco zTXt "msr" do PNG tem um método de compressão desconhecido</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+8" />
            <source>the PNG's iTXt "msr" chunk is cut short</source>
            <translation>o bloco iTXt "msr" do PNG está truncado</translation>
        </message>
        <message>
            <location line="-5" />
            <source>the PNG's iTXt "msr" chunk has an unknown compression method</source>
            <translation>o bloco iTXt "msr" do PNG tem um método de compressão desconhecido</translation>
        </message>
        <message>
            <location line="+21" />
            <location filename="../core/formats/PictureRecordWrite.cpp" line="+143" />
            <source>the PNG is cut short in its %1 chunk</source>
            <translation>o PNG está truncado no seu bloco %1</translation>
        </message>
        <message>
            <location line="+81" />
            <source>the SVG drawing is not well formed: %1</source>
            <translation>o desenho SVG está malformado: %1</translation>
        </message>
        <message>
            <location line="+28" />
            <source>a comment that never ends</source>
            <translation>um comentário que nunca termina</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+19" />
            <source>a CDATA section that never ends</source>
            <translation>uma seção CDATA que nunca termina</translation>
        </message>
        <message>
            <location line="-17" />
            <source>a processing instruction that never ends</source>
            <translation>uma instrução de processamento que nunca termina</translation>
        </message>
        <message>
            <location line="+4" />
            <source>a DOCTYPE that never ends</source>
            <translation>um DOCTYPE que nunca termina</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a declaration that never ends</source>
            <translation>uma declaração que nunca termina</translation>
        </message>
        <message>
            <location line="+41" />
            <source>a '&lt;' that starts no tag</source>
            <translation>um “&lt;” que não abre nenhuma tag</translation>
        </message>
        <message>
            <location line="+10" />
            <source>a '&lt;' inside the tag &lt;%1&gt;</source>
            <translation>um “&lt;” dentro da tag &lt;%1&gt;</translation>
        </message>
        <message>
            <location line="+7" />
            <source>the tag &lt;%1&gt; never ends</source>
            <translation>a tag &lt;%1&gt; nunca termina</translation>
        </message>
        <message>
            <location line="+7" />
            <source>an end tag &lt;/%1&gt; without its start tag</source>
            <translation>uma tag de fechamento &lt;/%1&gt; sem a sua tag de abertura</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the end tag &lt;/%1&gt; where &lt;/%2&gt; was due</source>
            <translation>a tag de fechamento &lt;/%1&gt; onde se esperava &lt;/%2&gt;</translation>
        </message>
        <message>
            <location line="+39" />
            <source>the "msr" element never ends</source>
            <translation>o elemento "msr" nunca termina</translation>
        </message>
        <message>
            <location line="+8" />
            <source>a '&amp;' that starts no entity</source>
            <translation>um “&amp;” que não abre nenhuma entidade</translation>
        </message>
        <message>
            <location line="+17" />
            <source>the character reference &amp;%1; has no digits</source>
            <translation>a referência de caractere &amp;%1; não tem dígitos</translation>
        </message>
        <message>
            <location line="+10" />
            <source>the character reference &amp;%1; is not a number</source>
            <translation>a referência de caractere &amp;%1; não é um número</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the character reference &amp;%1; names no character</source>
            <translation>a referência de caractere &amp;%1; não designa nenhum caractere</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the entity &amp;%1; is not one of XML's own</source>
            <translation>a entidade &amp;%1; não é uma das próprias do XML</translation>
        </message>
        <message>
            <location line="+141" />
            <source>not a PNG or SVG picture</source>
            <translation>não é uma imagem PNG nem SVG</translation>
        </message>
        <message>
            <location filename="../core/search/SearchLimits.cpp" line="+10" />
            <source>threads %1 are outside 1..1024</source>
            <translation>as threads (%1) estão fora de 1..1024</translation>
        </message>
        <message>
            <location line="+2" />
            <source>search times must be numbers, the progress interval above 0</source>
            <translation>os tempos de busca devem ser números e o intervalo de progresso maior que 0</translation>
        </message>
        <message>
            <location line="+3" />
            <source>an iteration budget above %1</source>
            <translation>um orçamento de iterações acima de %1</translation>
        </message>
        <message>
            <location filename="../core/search/SearchOptions.cpp" line="+50" />
            <source>the first board window %1 is outside 0..%2</source>
            <translation>a primeira janela do tabuleiro %1 está fora de 0..%2</translation>
        </message>
        <message>
            <location line="+19" />
            <source>the grid is finished (no legal move left): there is nothing to search after it</source>
            <translation>a grade está terminada (nenhuma jogada legal restante): não há nada a buscar depois dela</translation>
        </message>
        <message>
            <location line="-13" />
            <source>improve needs a grid to improve</source>
            <translation>a melhoria precisa de uma grade para melhorar</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="+19" />
            <source>hill-climb blacklist %1 is outside 0..1000</source>
            <translation>a lista negra da escalada (%1) está fora de 0..1000</translation>
        </message>
        <message>
            <location filename="../core/search/SearchOptions.cpp" line="+3" />
            <source>the hill climb cannot keep a prefix fixed: start it from the grid instead</source>
            <translation>a escalada não pode manter um prefixo fixo: inicie-a a partir da grade</translation>
        </message>
        <message>
            <location filename="../core/rules/CheckpointReader.cpp" line="+212" />
            <location filename="../core/search/SearchCheckpointParse.cpp" line="+298" />
            <source>checkpoint: %1</source>
            <translation>ponto de retomada: %1</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpoint.cpp" line="+48" />
            <source>checkpoint: a root-parallel NRPA search cannot be resumed (its threads share each search)</source>
            <translation>ponto de retomada: uma busca NRPA paralela na raiz não pode ser retomada (suas threads compartilham cada busca)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>checkpoint: an improver cannot be resumed (start it again from its best grid)</source>
            <translation>ponto de retomada: uma melhoria não pode ser retomada (inicie-a de novo a partir da sua melhor grade)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>checkpoint: %1 thread states for %2 threads</source>
            <translation>ponto de retomada: %1 estados de thread para %2 threads</translation>
        </message>
        <message>
            <location line="+16" />
            <source>checkpoint: thread %1</source>
            <translation>ponto de retomada: thread %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>its best game does not replay</source>
            <translation>sua melhor partida não pode ser reproduzida</translation>
        </message>
        <message>
            <location line="+3" />
            <source>its best score is not its best game's move count</source>
            <translation>sua melhor pontuação não é o número de jogadas da sua melhor partida</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the game it climbs from does not replay</source>
            <translation>a partida de onde parte a escalada não pode ser reproduzida</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the game it climbs from is not finished</source>
            <translation>a partida de onde parte a escalada não está terminada</translation>
        </message>
        <message>
            <location filename="../core/formats/SearchLog.cpp" line="+99" />
            <source>the end of the line</source>
            <translation>o fim da linha</translation>
        </message>
        <message>
            <location line="+19" />
            <source>expected the iteration number, found %1</source>
            <translation>esperava-se o número da iteração; encontrado: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>iteration number with more than 18 digits</source>
            <translation>número da iteração com mais de 18 dígitos</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected '.' after the iteration number, found %1</source>
            <translation>esperava-se “.” após o número da iteração; encontrado: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a space before the score, found %1</source>
            <translation>esperava-se um espaço antes da pontuação; encontrado: %1</translation>
        </message>
        <message>
            <location line="+10" />
            <source>expected the score, found %1</source>
            <translation>esperava-se a pontuação; encontrado: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>score with more than 6 digits</source>
            <translation>pontuação com mais de 6 dígitos</translation>
        </message>
        <message>
            <location line="+3" />
            <source>expected a space after the score, found %1</source>
            <translation>esperava-se um espaço após a pontuação; encontrado: %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected '(' before the elapsed seconds, found %1</source>
            <translation>esperava-se “(” antes dos segundos decorridos; encontrado: %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected the elapsed seconds, found %1</source>
            <translation>esperavam-se os segundos decorridos; encontrado: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>expected digits after the decimal point, found %1</source>
            <translation>esperavam-se dígitos após o ponto decimal; encontrado: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>elapsed seconds with too many digits</source>
            <translation>segundos decorridos com dígitos demais</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected ')' after the elapsed seconds, found %1</source>
            <translation>esperava-se “)” após os segundos decorridos; encontrado: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a space before the code, found %1</source>
            <translation>esperava-se um espaço antes do código; encontrado: %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected the layer code, found %1</source>
            <translation>esperava-se o código de camadas; encontrado: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>layer code longer than %1 characters</source>
            <translation>código de camadas com mais de %1 caracteres</translation>
        </message>
        <message>
            <location line="+34" />
            <source>unexpected %1 after the code</source>
            <translation>%1 inesperado após o código</translation>
        </message>
        <message>
            <location line="+89" />
            <source>a log line cannot hold a line break</source>
            <translation>uma linha do registro não pode conter uma quebra de linha</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the log is not open</source>
            <translation>o registro não está aberto</translation>
        </message>
        <message>
            <location line="+13" />
            <source>nothing written</source>
            <translation>nada foi escrito</translation>
        </message>
        <message>
            <location line="+13" />
            <source>a line was written in pieces and may be mixed with a line that another program appended to the same log</source>
            <extracomment>"another program": another search process appending to the same log file at the same time (jobs of a cluster), never a person. A "line" here is a line of text of the log.</extracomment>
            <translation>uma linha foi escrita em pedaços e pode estar misturada com uma linha que outro programa acrescentou ao mesmo registro</translation>
        </message>
        <message>
            <location line="+11" />
            <source>write error</source>
            <translation>erro de escrita</translation>
        </message>
        <message>
            <location filename="../core/base/ThreadStart.cpp" line="+16" />
            <source>cannot start thread %1 of %2</source>
            <translation>não é possível iniciar a thread %1 de %2</translation>
        </message>
        <message>
            <location filename="../core/formats/AnalysisRecord.cpp" line="+22" />
            <source>the record's analysis</source>
            <translation>a análise do registro</translation>
        </message>
        <message>
            <location line="+14" />
            <source>"%1" must be a whole number from %2 to %3</source>
            <translation>«%1» deve ser um número inteiro de %2 a %3</translation>
        </message>
        <message>
            <location line="+142" />
            <source>it must be an object, not %1</source>
            <translation>deve ser um objeto, não %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>"game" must be the game number of the game analysed</source>
            <translation>«game» deve ser o número de partida da partida analisada</translation>
        </message>
        <message>
            <location line="+3" />
            <source>it is the analysis of another game</source>
            <translation>é a análise de outra partida</translation>
        </message>
        <message>
            <location line="-128" />
            <source>"reuse" must be true or false</source>
            <translation>«reuse» deve ser true ou false</translation>
        </message>
        <message>
            <location line="+7" />
            <source>"seed" must be a whole number from 0 to 2^64 - 1, as text</source>
            <translation>a semente («seed») deve ser um número inteiro de 0 a 2^64 - 1, como texto</translation>
        </message>
        <message>
            <location line="+11" />
            <source>"found" must list the %1 positions of the game</source>
            <translation>«found» deve listar as %1 posições da partida</translation>
        </message>
        <message>
            <location line="+5" />
            <source>"found" must hold whole numbers from -1 on</source>
            <translation>«found» deve conter números inteiros a partir de -1</translation>
        </message>
        <message>
            <location line="+11" />
            <source>"proven" must list positions from 0 to %1, each once, in order</source>
            <translation>"proven" deve listar as posições de 0 a %1, cada uma uma vez, em ordem</translation>
        </message>
        <message>
            <location line="+20" />
            <location line="+10" />
            <location line="+9" />
            <source>"games" must be a list of layer codes</source>
            <translation>«games» deve ser uma lista de códigos de camadas</translation>
        </message>
        <message>
            <location filename="../core/search/GameAnalyser.cpp" line="+220" />
            <source>analysis budget %1 is outside %2..1000000000</source>
            <translation>o orçamento de análise %1 está fora de %2..1000000000</translation>
        </message>
        <message>
            <location line="+5" />
            <source>an analysis takes a budget per position, not an iteration budget or a target</source>
            <translation>uma análise leva um orçamento por posição, não um orçamento de iterações nem um objetivo</translation>
        </message>
        <message>
            <location line="+2" />
            <source>analysis nodes %1 are outside 0..%2</source>
            <translation>os nós de análise %1 estão fora de 0..%2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>analysis chain %1 is outside 1..1000</source>
            <translation>a cadeia de análise %1 está fora de 1..1000</translation>
        </message>
        <message>
            <location line="+2" />
            <source>analysis passes %1 are outside 1..100</source>
            <translation>as %1 passagens de análise estão fora de 1..100</translation>
        </message>
        <message>
            <location filename="../core/codes/GameAnalysis.cpp" line="+30" />
            <location line="+8" />
            <source>an analysis of %1 moves has %2 positions, not %3</source>
            <translation>uma análise de %1 jogadas tem %2 posições, não %3</translation>
        </message>
        <message>
            <location line="-4" />
            <source>the analysis of position %1 found fewer moves than it has</source>
            <translation>a análise da posição %1 encontrou menos jogadas do que as que tem</translation>
        </message>
        <message>
            <location line="+8" />
            <source>the analysis proves position %1 without a score for it</source>
            <translation>a análise prova a posição %1 sem uma pontuação para ela</translation>
        </message>
        <message>
            <location line="+14" />
            <source>game %1 of the analysis is not a legal game</source>
            <translation>a partida %1 da análise não é uma partida legal</translation>
        </message>
        <message>
            <location line="+84" />
            <source>the analysis has no game for the score of position %1</source>
            <translation>a análise não tem nenhuma partida para a pontuação da posição %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the analysis proves position %1 but holds a longer game from it</source>
            <translation>a análise prova a posição %1 mas contém uma partida mais longa a partir dela</translation>
        </message>
        <message>
            <location filename="../core/formats/LineReader.cpp" line="+108" />
            <source>a line longer than %1 MiB, skipped</source>
            <translation>uma linha com mais de %1 MiB, ignorada</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpointParse.cpp" line="-10" />
            <source>checkpoint: versions 1 to %1 are the ones this program reads</source>
            <translation>ponto de retomada: este programa lê as versões 1 a %1</translation>
        </message>
        <message>
            <location filename="../core/formats/GridPage.cpp" line="+11" />
            <source>the web page has no place for a grid: it is not the viewer this program builds</source>
            <translation>a página web não tem lugar para uma grade: não é o visualizador que este programa constrói</translation>
        </message>
        <message>
            <location filename="../core/formats/PictureRecordWrite.cpp" line="-16" />
            <source>not a PNG picture</source>
            <translation>não é uma imagem PNG</translation>
        </message>
        <message>
            <location line="+24" />
            <source>the PNG ends inside a chunk's header</source>
            <translation>o PNG termina dentro do cabeçalho de um bloco</translation>
        </message>
        <message>
            <location line="+19" />
            <source>not an SVG drawing: it has no &lt;svg&gt; tag</source>
            <translation>não é um desenho SVG: não tem etiqueta &lt;svg&gt;</translation>
        </message>
        <message>
            <location filename="../core/formats/AnalysisRecord.cpp" line="-3" />
            <source>"games" lists more games than the game has positions (%1)</source>
            <translation>"games" lista mais partidas do que a partida tem posições (%1)</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpoint.cpp" line="-25" />
            <source>checkpoint: seconds must be from 0 to %1</source>
            <translation>ponto de retomada: os segundos devem ir de 0 a %1</translation>
        </message>
        <message>
            <location filename="../core/solver/SolverRun.cpp" line="+45" />
            <source>the grid reaches past the solver's board of %1 × %1 points around the cross</source>
            <translation>a grade ultrapassa o tabuleiro do solucionador, de %1 × %1 pontos em volta da cruz</translation>
        </message>
        <message>
            <location line="+58" />
            <source>the checkpoint is of another grid, variant or depth</source>
            <translation>o ponto de retomada é de outra grade, variante ou profundidade</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the checkpoint is of another part of the work</source>
            <translation>o ponto de retomada é de outra parte do trabalho</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the checkpoint cuts the work otherwise (another version of the program?)</source>
            <translation>o ponto de retomada divide o trabalho de outra forma (outra versão do programa?)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the checkpoint names an item outside its part</source>
            <translation>o ponto de retomada cita um item fora da sua parte</translation>
        </message>
        <message>
            <location line="+304" />
            <source>the start grid does not replay</source>
            <translation>a grade inicial não pode ser reproduzida</translation>
        </message>
        <message>
            <location filename="../core/formats/GridReader.cpp" line="-172" />
            <source>layer code</source>
            <translation>código de camadas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>game number</source>
            <translation>número de partida</translation>
        </message>
        <message>
            <location line="+1" />
            <source>move list</source>
            <translation>lista de jogadas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pentasol record</source>
            <translation>registro Pentasol</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MSR record</source>
            <translation>registro MSR</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MS1 record</source>
            <translation>registro MS1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>grid</source>
            <translation>grade</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The grid does not name its variant: it was read as %1, the strictest variant under which it is legal. It is also legal as %2.</source>
            <translation>A grade não indica a sua variante: foi lida como %1, a variante mais estrita em que é legal. Também é legal como %2.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The file says it is a %1 grid, but it is not legal as %1 (%2): it was read as %3.</source>
            <translation>O arquivo diz que é uma grade %1, mas ela não é legal como %1 (%2): foi lida como %3.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The text was read as a %1; it is also a valid %2.</source>
            <translation>O texto foi lido como %1; também é válido como %2.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The record's stored value does not match its moves (%1); the moves were used.</source>
            <translation>O valor guardado no registro não corresponde às suas jogadas (%1); foram usadas as jogadas.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The record says it is a %1 grid: it was read as %1, not as %2.</source>
            <translation>O registro diz que é uma grade %1: foi lido como %1, não como %2.</translation>
        </message>
        <message>
            <location line="-13" />
            <source>The text was read as a game number, as it is not a layer code (%1). The number runs out before the game ends: its last move is the first legal move.</source>
            <translation>O texto foi lido como número de partida, pois não é um código de camadas (%1). O número acaba uma jogada antes do fim da partida: essa jogada é a primeira jogada legal.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The text was read as a game number, as it is not a layer code (%1). The number runs out before the game ends: its last %2 moves are each the first legal move.</source>
            <translation>O texto foi lido como número de partida, pois não é um código de camadas (%1). O número acaba %2 jogadas antes do fim da partida: cada uma delas é a primeira jogada legal.</translation>
        </message>
    </context>
    <context>
        <name>ErrorText</name>
        <message>
            <location filename="../core/base/ErrorText.cpp" line="+17" />
            <source> on line %1, column %2</source>
            <translation> na linha %1, coluna %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source> on line %1</source>
            <translation> na linha %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source> at position %1</source>
            <translation> na posição %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location line="+23" />
            <source>there is nothing to read</source>
            <translation>não há nada para ler</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bad character%1</source>
            <translation>caractere inválido%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>conflicting moves in layer %1%2</source>
            <translation>jogadas em conflito na camada %1%2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bits left after the end of the game%1</source>
            <translation>sobram bits depois do fim da partida%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>number too large: digits are left after the end of the game</source>
            <translation>número grande demais: sobram dígitos depois do fim da partida</translation>
        </message>
        <message>
            <location line="+1" />
            <source>syntax error%1</source>
            <translation>erro de sintaxe%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>illegal move%1</source>
            <translation>jogada ilegal%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a move cannot be reached from the cross</source>
            <translation>uma jogada não pode ser alcançada a partir da cruz</translation>
        </message>
        <message>
            <location line="+1" />
            <source>duplicate move%1</source>
            <translation>jogada duplicada%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>unknown variant (expected 5T, 5D, 4T or 4D)</source>
            <translation>variante desconhecida (esperado 5T, 5D, 4T ou 4D)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>input too large</source>
            <translation>entrada grande demais</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a stored value does not match the moves</source>
            <translation>um valor guardado não corresponde às jogadas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cannot read or write the file</source>
            <translation>não é possível ler ou gravar o arquivo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the picture carries no grid (it has no “msr” record)</source>
            <translation>a imagem não traz nenhuma grade (não tem registro “msr”)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the system is out of resources</source>
            <translation>o sistema está sem recursos</translation>
        </message>
    </context>
    <context>
        <name>FamousGrids</name>
        <message>
            <location filename="../resources/famous-grids.strings.mjs" line="+6" />
            <source>Rosin's 178, the 5T world record</source>
            <translation>O 178 de Rosin, o recorde mundial do 5T</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The world record since August 2011, found by computer with Rosin's Nested Rollout Policy Adaptation search.</source>
            <translation>O recorde mundial desde agosto de 2011, encontrado por computador com a busca Nested Rollout Policy Adaptation de Rosin.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's first 177</source>
            <translation>O primeiro 177 de Rosin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One of two 177-move grids from Rosin's computer searches, a single move short of the record; its layers differ from the 178's from the first one on.</source>
            <translation>Uma das duas grades de 177 jogadas das buscas por computador de Rosin, a uma só jogada do recorde; suas camadas diferem das do 178 desde a primeira.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's second 177</source>
            <translation>O segundo 177 de Rosin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The other 177 of Rosin's searches: the same score as the first, reached by a different grid.</source>
            <translation>O outro 177 das buscas de Rosin: a mesma pontuação do primeiro, alcançada com outra grade.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 172</source>
            <translation>O 172 de Rosin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 172 from Rosin's computer searches, two moves past Bruneau's hand-found 170.</source>
            <translation>Um 172 das buscas por computador de Rosin, duas jogadas além do 170 que Bruneau encontrou à mão.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 172</source>
            <translation>O 172 de Tishchenko</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 172 by Dimitri Tishchenko, whose blog introduced the layer code and the move-layering model this program is built on.</source>
            <translation>Um 172 de Dimitri Tishchenko, cujo blog apresentou o código de camadas e o modelo de jogadas em camadas em que este programa se baseia.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 171</source>
            <translation>O 171 de Tishchenko</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 171 by Dimitri Tishchenko; its layer code begins with the same eleven characters as the 178's, so the two grids share their first layers.</source>
            <translation>Um 171 de Dimitri Tishchenko; seu código de camadas começa com os mesmos onze caracteres do código do 178, então as duas grades compartilham suas primeiras camadas.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 170</source>
            <translation>O 170 de Rosin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 170 from Rosin's computer searches: the score of Bruneau's hand-found record, on a different grid.</source>
            <translation>Um 170 das buscas por computador de Rosin: a pontuação do recorde que Bruneau encontrou à mão, com outra grade.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bruneau's 170</source>
            <translation>O 170 de Bruneau</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Found by hand in 1976, it stood as the record for 34 years, until computer searches passed it in 2010.</source>
            <translation>Encontrado à mão em 1976, foi o recorde por 34 anos, até que buscas por computador o superaram em 2010.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 160</source>
            <translation>O 160 de Tishchenko</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid of the move-layering model: 65 layers allow 6.45 × 10^39 move orders, and 270 bits (45 characters) replace a 231-character encoding.</source>
            <translation>A grade do modelo de jogadas em camadas: 65 camadas permitem 6,45 × 10^39 ordens de jogadas, e 270 bits (45 caracteres) substituem uma codificação de 231 caracteres.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Akiyama's 146</source>
            <translation>O 146 de Akiyama</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 146 by Akiyama from the record list of morpionsolitaire.com; it shares its first layers with Akiyama's 145.</source>
            <translation>Um 146 de Akiyama da lista de recordes de morpionsolitaire.com; compartilha suas primeiras camadas com o 145 de Akiyama.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Akiyama's 145</source>
            <translation>O 145 de Akiyama</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 145 by Akiyama, one move short of the 146 that grows from the same opening layers.</source>
            <translation>Um 145 de Akiyama, a uma jogada do 146 que cresce das mesmas camadas iniciais.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An interesting 135</source>
            <translation>Um 135 interessante</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid whose 59 layers Tishchenko listed candidate by candidate to introduce the layer code; he thought it a peak of his search.</source>
            <translation>A grade cujas 59 camadas Tishchenko listou candidato por candidato para apresentar o código de camadas; ele a considerava um auge de sua busca.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 82, the 5D record</source>
            <translation>O 82 de Rosin, o recorde do 5D</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The record of the disjoint game since August 2010, found by computer search.</source>
            <translation>O recorde do jogo disjunto desde agosto de 2010, encontrado por busca em computador.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hyyrö and Poranen's 62, the 4T optimum</source>
            <translation>O 62 de Hyyrö e Poranen, o ótimo do 4T</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best 4T game, found in 2007 and later proved optimal (Quist, 2008): no 4T game is longer.</source>
            <translation>A melhor partida de 4T, encontrada em 2007 e depois provada ótima (Quist, 2008): nenhuma partida de 4T é mais longa.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Demaines and Langermans' 56</source>
            <translation>O 56 dos Demaine e dos Langerman</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 4T grid published in 2006 with the study of Morpion Solitaire's complexity by Demaine, Demaine, Langerman and Langerman; Hyyrö and Poranen passed it a year later with 62.</source>
            <translation>A grade 4T publicada em 2006 com o estudo de Demaine, Demaine, Langerman e Langerman sobre a complexidade do Morpion Solitaire; Hyyrö e Poranen a superaram um ano depois com 62.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hyyrö and Poranen's 35, the 4D optimum</source>
            <translation>O 35 de Hyyrö e Poranen, o ótimo do 4D</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best 4D game, found in 2007 and later proved optimal (Quist, 2008): no 4D game is longer.</source>
            <translation>A melhor partida de 4D, encontrada em 2007 e depois provada ótima (Quist, 2008): nenhuma partida de 4D é mais longa.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Demaines and Langermans' 31</source>
            <translation>O 31 dos Demaine e dos Langerman</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 4D grid published in 2006 with the same study of the game's complexity; Hyyrö and Poranen passed it a year later with 35.</source>
            <translation>A grade 4D publicada em 2006 com o mesmo estudo sobre a complexidade do jogo; Hyyrö e Poranen a superaram um ano depois com 35.</translation>
        </message>
        <message>
            <location filename="../core/formats/FamousGrids.cpp" line="+216" />
            <source>c. %1</source>
            <extracomment>A year known only roughly, as a famous grid's date ("c. 2010"): circa</extracomment>
            <translation>por volta de %1</translation>
        </message>
    </context>
    <context>
        <name>NameList</name>
        <message>
            <location filename="../core/base/NameList.cpp" line="+21" />
            <source>%1 and %2</source>
            <translation>%1 e %2</translation>
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
            <translation>Tabela da análise copiada</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not a %1 grid. Read as %2, it is a %3 of %4 moves.</source>
            <translation>Não é uma grade %1. Lida como %2, é um %3 de %4 jogadas.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open as %1</source>
            <translation>Abrir como %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>As %1: %2</source>
            <translation>Como %1: %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Link copied</source>
            <translation>Link copiado</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer code copied instead of a link: this page is a file on this computer, whose address opens nowhere else</source>
            <translation>Código de camadas copiado em vez de um link: esta página é um arquivo deste computador, cujo endereço não abre em nenhum outro lugar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Start a search with these settings</source>
            <translation>Iniciar uma busca com estas configurações</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Best %1 after %2 in %3 s (%4 per second).</source>
            <translation>Melhor %1 após %2 em %3 s (%4 por segundo).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The best grid so far: %1 moves</source>
            <translation>A melhor grade até agora: %1 lances</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The solver visits every position after the open grid: the longest game it finds is the longest there is, when it finishes within its budget.</source>
            <translation>O solucionador visita cada posição após a grade aberta: o jogo mais longo que encontra é o mais longo que existe, se terminar dentro do seu orçamento.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve</source>
            <translation>Resolver</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solving…</source>
            <translation>Resolvendo…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solving: %1 classes visited, the longest game so far %2 more moves, %3 s</source>
            <translation>Resolvendo: %1 classes visitadas, o jogo mais longo até agora %2 lances a mais, %3 s</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stopped: nothing is proven.</source>
            <translation>Parado: nada está provado.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The solver could not run: %1</source>
            <translation>O solucionador não pôde rodar: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Proven: the longest game from here has %1 moves, %2 more than the grid (%3 classes visited).</source>
            <translation>Provado: o jogo mais longo daqui tem %1 lances, %2 a mais que a grade (%3 classes visitadas).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not proven: the budget ran out after %1 classes; the longest game found has %2 moves, %3 more than the grid.</source>
            <translation>Não provado: o orçamento acabou após %1 classes; o jogo mais longo encontrado tem %2 lances, %3 a mais que a grade.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: solving…</source>
            <translation>Dica: resolvendo…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: the longest game from here has %1 more moves (proven); one of its moves is marked.</source>
            <translation>Dica: o jogo mais longo daqui tem %1 lances a mais (provado); um de seus lances está marcado.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: at least %1 more moves from here (not proven); one move of that game is marked.</source>
            <translation>Dica: pelo menos %1 lances a mais daqui (não provado); um lance desse jogo está marcado.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open a grid file or a picture that carries its grid: MSR, MS1, Pentasol, a move list, PNG or SVG</source>
            <translation>Abrir um arquivo de grade ou uma imagem que traz a sua grade: MSR, MS1, Pentasol, uma lista de jogadas, PNG ou SVG</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Close</source>
            <translation>Fechar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Link</source>
            <translation>Copiar link</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The address of this page with the grid's code after the #: the code stays in the browser, it is never sent to a server</source>
            <translation>O endereço desta página com o código da grade depois do #: o código fica no navegador, nunca é enviado a um servidor</translation>
        </message>
        <message>
            <location line="+2" />
            <source>SVG Drawing</source>
            <translation>Desenho SVG</translation>
        </message>
        <message>
            <location line="+2" />
            <source>PNG Image</source>
            <translation>Imagem PNG</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal moves: choose one to play it</source>
            <translation>Jogadas legais: escolha uma para jogá-la</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Several lines go through this point: choose the one to draw</source>
            <translation>Passam várias linhas por este ponto: escolha a que quer traçar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Points close together: tap the one to play</source>
            <translation>Pontos muito próximos: toque no que quer jogar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Drop a grid file or picture to open it</source>
            <translation>Solte um arquivo de grade ou uma imagem para abri-lo</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Positions searched at once, one per worker: the table is the same for any number</source>
            <translation>Posições buscadas ao mesmo tempo, uma por worker: a tabela é a mesma com qualquer número</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The same seed, playouts and passes give the same table as morpion-cli analyse</source>
            <translation>A mesma semente, simulações e passadas dão a mesma tabela que morpion-cli analyse</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Passes</source>
            <translation>Passadas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Searches per position: the first from scratch, the others warmed toward the better game of the move before</source>
            <translation>Buscas por posição: a primeira do zero, as outras orientadas para o jogo melhor do lance anterior</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Iterations per level</source>
            <translation>Iterações por nível</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Table</source>
            <translation>Copiar tabela</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy the table as morpion-cli analyse prints it</source>
            <translation>Copiar a tabela como morpion-cli analyse a imprime</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Iterations in all</source>
            <translation>Iterações no total</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop after this many playouts (improve: neighbourhoods) over all threads; empty: no limit</source>
            <translation>Parar após tantas simulações (improve: vizinhanças) somando todas as threads; vazio: sem limite</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Seconds</source>
            <translation>Segundos</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop after this many seconds; empty: run until Stop</source>
            <translation>Parar após tantos segundos; vazio: até Parar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the Best</source>
            <translation>Abrir a melhor</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the best grid found as the page's grid</source>
            <translation>Abrir a melhor grade encontrada como a grade da página</translation>
        </message>
        <message>
            <location line="+2" />
            <source>New bests: iteration, score, seconds, layer code</source>
            <translation>Novos melhores: iteração, pontuação, segundos, código de camadas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve from Here</source>
            <translation>Resolver daqui</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Classes per worker</source>
            <translation>Classes por worker</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The most classes of positions each worker visits: the answer is proven only when every one was visited</source>
            <translation>O máximo de classes de posições que cada worker visita: a resposta só é provada quando todas foram visitadas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the Longest Game</source>
            <translation>Abrir o jogo mais longo</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint while playing 4T or 4D: the solver marks a move of the longest game left</source>
            <translation>Dica ao jogar 4T ou 4D: o solucionador marca um lance do jogo mais longo que resta</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <location filename="../app/main.cpp" line="+23" />
            <source>List the grids of a text of codes (a search log) or of a folder of record files in the collection panel.</source>
            <translation>Lista no painel da coleção as grades de um texto de códigos (um registro de busca) ou de uma pasta de arquivos de registro.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>file or folder</source>
            <translation>arquivo ou pasta</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Morpion Solitaire grids, layer by layer.</source>
            <translation>Grades de Morpion Solitaire, camada por camada.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>grid</source>
            <extracomment>The name of the program's one argument in --help ("Usage: morpion-layers [options] [grid]"): one word.</extracomment>
            <translation>grade</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A grid file, a layer code or a game number to open.</source>
            <translation>Um arquivo de grade, um código de camadas ou um número de partida para abrir.</translation>
        </message>
    </context>
    <context>
        <name>morpion::FileWrite</name>
        <message>
            <location filename="../app/common/WriteTarget.cpp" line="+36" />
            <source>it is a symbolic link that leads back to itself</source>
            <translation>é um link simbólico que leva de volta a si mesmo</translation>
        </message>
        <message>
            <location line="+20" />
            <source>it is a folder</source>
            <translation>é uma pasta</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it is a disk device, which is never written over</source>
            <translation>é um dispositivo de disco, que nunca é sobrescrito</translation>
        </message>
        <message>
            <location line="+1" />
            <source>it is not a file (a socket or another special file)</source>
            <translation>não é um arquivo (um socket ou outro arquivo especial)</translation>
        </message>
        <message>
            <location filename="../app/common/FileWrite.cpp" line="+73" />
            <location line="+45" />
            <source>nothing was written</source>
            <translation>nada foi escrito</translation>
        </message>
        <message>
            <location line="-28" />
            <source>no program reads from this pipe</source>
            <translation>nenhum programa lê deste pipe</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AboutDialog</name>
        <message>
            <location filename="../app/gui/help/AboutDialog.cpp" line="+18" />
            <source>About Morpion Layers</source>
            <translation>Sobre o Morpion Layers</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Look at Morpion Solitaire grids layer by layer, play by hand, search for long games, and share grids as layer codes and game numbers.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence (below).&lt;br&gt;Project page: &lt;a href="%2"&gt;%2&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Veja grades de Morpion Solitaire camada por camada, jogue à mão, busque partidas longas e compartilhe grades como códigos de camadas e números de partida.&lt;/p&gt;&lt;p&gt;Software livre sob a licença MIT (abaixo).&lt;br&gt;Página do projeto: &lt;a href="%2"&gt;%2&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&lt;p&gt;Report a bug or ask for a feature: &lt;a href="%1"&gt;%1&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;Relatar um erro ou pedir um recurso: &lt;a href="%1"&gt;%1&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AnalysisChart</name>
        <message>
            <location filename="../app/gui/analysis/AnalysisChart.cpp" line="+18" />
            <source>Analysis chart</source>
            <translation>Gráfico da análise</translation>
        </message>
        <message>
            <location line="+31" />
            <source>%1: loss %2</source>
            <translation>%1: perda %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1: loss %2 ✓</source>
            <translation>%1: perda %2 ✓</translation>
        </message>
        <message>
            <location line="+66" />
            <source>Analyse Game draws here, move by move, the longest game the search still finds after it.</source>
            <translation>Analisar partida desenha aqui, jogada a jogada, a partida mais longa que a pesquisa ainda encontra depois dela.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>played: %1</source>
            <translation>jogada: %1</translation>
        </message>
        <message>
            <location line="+63" />
            <source>best game found</source>
            <translation>melhor partida encontrada</translation>
        </message>
        <message>
            <location line="+2" />
            <source>proven exact; ✓ a proven loss</source>
            <translation>provado exato; ✓ uma perda provada</translation>
        </message>
        <message>
            <location line="+55" />
            <source>Move %1: proven best before %2, after %3, loss %4 exactly</source>
            <translation>Jogada %1: melhor provada antes %2, depois %3, perda exata %4</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move %1: best found before %2, after %3, loss %4</source>
            <translation>Jogada %1: melhor encontrada antes %2, depois %3, perda %4</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AnalysisPanel</name>
        <message>
            <location filename="../app/gui/analysis/AnalysisPanel.cpp" line="+46" />
            <source>Analysis panel</source>
            <translation>Painel de análise</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+270" />
            <source>&amp;Analyse Game</source>
            <translation>Analisa&amp;r partida</translation>
        </message>
        <message>
            <location line="-268" />
            <source>How good was this game? Search on from every position of it, and see what each move lost</source>
            <translation>Quão boa foi esta partida? Continue pesquisando a partir de cada uma de suas posições e veja o que cada jogada perdeu</translation>
        </message>
        <message>
            <location line="+95" />
            <source>NRPA playouts spent on each position of the game: more finds longer games and steadier losses, and takes longer</source>
            <translation>Simulações NRPA dedicadas a cada posição da partida: quanto mais, mais longas as partidas encontradas e mais estáveis as perdas, mas demora mais</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Playouts per position:</source>
            <translation>Simulações por posição:</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Off</source>
            <translation>Desligado</translation>
        </message>
        <message>
            <location line="+1" />
            <source> million nodes</source>
            <translation> milhões de nós</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Before the searches, the solver proves the positions from the game's end back, each within this many positions visited: there E is exact and a loss is proven</source>
            <translation>Antes das pesquisas, o solucionador prova as posições do fim da partida para trás, cada uma dentro deste número de posições visitadas: ali E é exato e uma perda é provada</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Solver budget:</source>
            <translation>Orçamento do solucionador:</translation>
        </message>
        <message>
            <location line="-60" />
            <source>Analysis progress</source>
            <translation>Progresso da análise</translation>
        </message>
        <message>
            <location line="+79" />
            <source>No.</source>
            <translation>N.º</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Move</source>
            <translation>Jogada</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Loss</source>
            <translation>Perda</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Moves of the game with what each lost</source>
            <translation>Jogadas da partida com o que cada uma perdeu</translation>
        </message>
        <message>
            <location line="-69" />
            <source>Play the Better Line From Here</source>
            <translation>Jogar a melhor continuação a partir daqui</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the game back to before this move and play the better game found instead (one step that can be undone)</source>
            <translation>Voltar a partida para antes desta jogada e jogar em vez disso a melhor partida encontrada (um passo que pode ser desfeito)</translation>
        </message>
        <message numerus="yes">
            <location line="+107" />
            <source>Analysing the %n move(s) of the game…</source>
            <translation>
                <numerusform>Analisando a %n jogada da partida…</numerusform>
                <numerusform>Analisando as %n jogadas da partida…</numerusform>
            </translation>
        </message>
        <message>
            <location line="+16" />
            <source>Solving the endgame: position %1, %2 proven, %3 nodes, %4 s</source>
            <translation>Resolvendo o final: posição %1, %2 provadas, %3 nós, %4 s</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Analysing: %1 of %2 searches, %3 s</source>
            <translation>Analisando: %1 de %2 pesquisas, %3 s</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The analysis could not run: %1</source>
            <translation>Não foi possível executar a análise: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The grid changed: the analysis was dropped.</source>
            <translation>A grade mudou: a análise foi descartada.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The finished analysis is kept.</source>
            <translation>A análise concluída é mantida.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>What they found is shown.</source>
            <translation>O que elas encontraram é mostrado.</translation>
        </message>
        <message numerus="yes">
            <location line="+96" />
            <source>The game: %n move(s).</source>
            <translation>
                <numerusform>A partida: %n jogada.</numerusform>
                <numerusform>A partida: %n jogadas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>From the start the search found a game of %n move(s).</source>
            <translation>
                <numerusform>Desde o início a pesquisa encontrou uma partida de %n jogada.</numerusform>
                <numerusform>Desde o início a pesquisa encontrou uma partida de %n jogadas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n position(s) proven exact by the solver.</source>
            <translation>
                <numerusform>%n posição provada exata pelo solucionador.</numerusform>
                <numerusform>%n posições provadas exatas pelo solucionador.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>The largest loss: move %1, %n move(s).</source>
            <translation>
                <numerusform>A maior perda: jogada %1, %n jogada.</numerusform>
                <numerusform>A maior perda: jogada %1, %n jogadas.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+25" />
            <source>move %1 (%2): proven best before %3, after %4, loss %5 exactly</source>
            <translation>jogada %1 (%2): melhor provada antes %3, depois %4, perda exata %5</translation>
        </message>
        <message numerus="yes">
            <location line="+41" />
            <source>Took the game back to before move %1 and played the better line: %n move(s)</source>
            <translation>
                <numerusform>A partida voltou até antes da jogada %1 e a melhor continuação foi jogada: %n jogada</numerusform>
                <numerusform>A partida voltou até antes da jogada %1 e a melhor continuação foi jogada: %n jogadas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="-162" />
            <source>Analysed the game: %n move(s)</source>
            <translation>
                <numerusform>Partida analisada: %n jogada</numerusform>
                <numerusform>Partida analisada: %n jogadas</numerusform>
            </translation>
        </message>
        <message>
            <location line="+19" />
            <source>Cancelled: %1 of %2 positions searched.</source>
            <translation>Cancelada: %1 de %2 posições pesquisadas.</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Cancelled in the first of %n passes: %1 of %2 positions searched.</source>
            <translation>
                <numerusform>Cancelada na primeira de %n passagem: %1 de %2 posições pesquisadas.</numerusform>
                <numerusform>Cancelada na primeira de %n passagens: %1 de %2 posições pesquisadas.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+7" />
            <source>Cancelled in pass %1 of %2: every position searched in the passes before, %3 of %4 in this one.</source>
            <translation>Cancelada na passagem %1 de %2: todas as posições pesquisadas nas passagens anteriores, %3 de %4 nesta.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Cancel &amp;Analysis</source>
            <extracomment>View menu, while an analysis runs, in place of Analyse Game (whose access key it can share)</extracomment>
            <translation>Cancela&amp;r análise</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Analyse Game</source>
            <translation>Analisar partida</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Play or open a game, then Analyse Game shows what each move lost.</source>
            <translation>Jogue ou abra uma partida; depois, Analisar partida mostra o que cada jogada perdeu.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Analyse Game searches on from every position of this game and shows what each move lost.</source>
            <translation>Analisar partida continua pesquisando a partir de cada posição desta partida e mostra o que cada jogada perdeu.</translation>
        </message>
        <message>
            <location line="+33" />
            <source>move %1 (%2): not analysed</source>
            <translation>jogada %1 (%2): não analisada</translation>
        </message>
        <message>
            <location line="+8" />
            <source>move %1 (%2): best found before %3, after %4, loss %5</source>
            <translation>jogada %1 (%2): melhor encontrada antes %3, depois %4, perda %5</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Play the better line from move %1</source>
            <translation>Jogar a melhor continuação a partir da jogada %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::Autosave</name>
        <message>
            <location filename="../app/gui/document/Autosave.cpp" line="+85" />
            <source>cannot create the folder</source>
            <translation>não é possível criar a pasta</translation>
        </message>
        <message>
            <location line="+138" />
            <source>cannot create its lock file</source>
            <translation>não é possível criar o seu arquivo de bloqueio</translation>
        </message>
        <message>
            <location line="+40" />
            <source>Cannot keep a copy of the unsaved work in %1: %2. It is kept in %3 instead.</source>
            <translation>Não é possível manter uma cópia do trabalho não salvo em %1: %2. Ela é mantida em %3.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Cannot keep a copy of the unsaved work in %1: %2</source>
            <translation>Não é possível manter uma cópia do trabalho não salvo em %1: %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cannot keep a copy of the unsaved work in %1: %2 (nor in %3: %4)</source>
            <translation>Não é possível manter uma cópia do trabalho não salvo em %1: %2 (nem em %3: %4)</translation>
        </message>
        <message>
            <location line="+43" />
            <source>Morpion Layers found unsaved work from %1 in %2 that cannot be read: %3.</source>
            <translation>O Morpion Layers encontrou em %2 trabalho não salvo de %1 que não pode ser lido: %3.</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>a %1 grid of %n move(s)</source>
            <translation>
                <numerusform>uma grade %1 de %n jogada</numerusform>
                <numerusform>uma grade %1 de %n jogadas</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Morpion Layers ended on %1 without saving %2.</source>
            <translation>O Morpion Layers terminou em %1 sem salvar %2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Morpion Layers ended on %1 without saving %2, from %3.</source>
            <translation>O Morpion Layers terminou em %1 sem salvar %2, de %3.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The copy is damaged (%1): moves may be missing.</source>
            <translation>A cópia está danificada (%1): podem faltar jogadas.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>It was kept in %1 because %2 could not take it: %3.</source>
            <translation>Ela foi mantida em %1 porque %2 não podia recebê-la: %3.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Restore Unsaved Work</source>
            <translation>Restaurar o trabalho não salvo</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Restore puts it on the board as one step that can be undone; it is not saved until you save it.</source>
            <translation>Restaurar a coloca no tabuleiro como um passo que pode ser desfeito; ela não é salva até que você a salve.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Restore</source>
            <translation>&amp;Restaurar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Discard</source>
            <translation>&amp;Descartar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep for &amp;Later</source>
            <translation>Guardar para &amp;depois</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Restore unsaved work</source>
            <translation>Restaurar o trabalho não salvo</translation>
        </message>
        <message>
            <location filename="../app/gui/document/AutosaveCopy.cpp" line="+82" />
            <source>it is larger than any copy of a grid</source>
            <translation>é maior que qualquer cópia de uma grade</translation>
        </message>
        <message>
            <location line="+9" />
            <source>it is empty</source>
            <translation>está vazia</translation>
        </message>
        <message>
            <location line="+1" />
            <source>it is not a copy this program can read</source>
            <translation>não é uma cópia que este programa consiga ler</translation>
        </message>
        <message>
            <location filename="../app/gui/document/Autosave.cpp" line="-271" />
            <source>it is a symbolic link, not a folder of yours</source>
            <translation>é um link simbólico, não uma pasta sua</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it is not a folder</source>
            <translation>não é uma pasta</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it belongs to another user</source>
            <translation>pertence a outro usuário</translation>
        </message>
        <message>
            <location line="+2" />
            <source>other users can write in it</source>
            <translation>outros usuários podem escrever nela</translation>
        </message>
        <message>
            <location line="+201" />
            <source>Copies of unsaved work in %1 are not read: %2.</source>
            <translation>As cópias do trabalho não salvo em %1 não são lidas: %2.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardDescription</name>
        <message>
            <location filename="../app/gui/board/BoardDescription.cpp" line="+12" />
            <source>%1 grid, score %2, finished.</source>
            <translation>Grade %1, pontuação %2, terminada.</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%1 grid, score %2, %n legal move(s).</source>
            <translation>
                <numerusform>Grade %1, pontuação %2, %n jogada legal.</numerusform>
                <numerusform>Grade %1, pontuação %2, %n jogadas legais.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+8" />
            <source>In play: %n move(s) played by hand, every legal move can be played.</source>
            <translation>
                <numerusform>Em jogo: %n jogada feita à mão, todas as jogadas legais podem ser feitas.</numerusform>
                <numerusform>Em jogo: %n jogadas feitas à mão, todas as jogadas legais podem ser feitas.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>Layer %1 of %2: %3 taken, %4 not taken, %5 legal but left untaken in an earlier layer.</source>
            <extracomment>"taken": played in this layer (bit 1 of the layer code), not selected in the interface.</extracomment>
            <translation>Camada %1 de %2: %3 jogadas, %4 não jogadas, %5 legais mas deixadas de lado numa camada anterior.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Layer %1 of %2.</source>
            <translation>Camada %1 de %2.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>(%1, %2): no legal move.</source>
            <translation>(%1, %2): nenhuma jogada legal.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>(%1, %2): Enter plays %3.</source>
            <translation>(%1, %2): Enter joga %3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>(%1, %2): %3 lines, Enter plays line %4, %5; Tab: next line.</source>
            <translation>(%1, %2): %3 traços, Enter joga o traço %4, %5; Tab: próximo traço.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardPrinter</name>
        <message>
            <location filename="../app/gui/files/BoardPrinter.cpp" line="+24" />
            <source>Morpion Solitaire grid</source>
            <translation>Grade de Morpion Solitaire</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Print…</source>
            <translation>Impri&amp;mir…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Print the grid as File &gt; Export Picture draws it</source>
            <translation>Imprimir a grade tal como Arquivo &gt; Exportar imagem a desenha</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Print Pre&amp;view…</source>
            <translation>&amp;Visualizar impressão…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Page Set&amp;up…</source>
            <translation>Configurar pá&amp;gina…</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Print Grid</source>
            <translation>Imprimir grade</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Print Preview</source>
            <translation>Visualizar impressão</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardView</name>
        <message>
            <location filename="../app/gui/board/BoardView.cpp" line="+258" />
            <location line="+136" />
            <source>Legend</source>
            <translation>Legenda</translation>
        </message>
        <message>
            <location line="-126" />
            <source>Board, cursor at %1</source>
            <translation>Tabuleiro, cursor em %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cursor at %1</source>
            <translation>Cursor em %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Board</source>
            <translation>Tabuleiro</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Enter: play with the keyboard. Left and right arrows: previous and next layer.</source>
            <translation>Enter: jogar com o teclado. Setas para a esquerda e para a direita: camada anterior e seguinte.</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardViewInput.cpp" line="+138" />
            <source>No playable point further in that direction.</source>
            <translation>Não há ponto jogável mais adiante nessa direção.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Keyboard play ended. Enter starts it again; ←/→ step layers.</source>
            <translation>Jogo pelo teclado encerrado. Enter o retoma; ←/→ percorrem as camadas.</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardView.cpp" line="+143" />
            <source>Tab: next line · Enter: play · Esc: end keyboard play</source>
            <translation>Tab: próximo traço · Enter: jogar · Esc: encerrar o jogo pelo teclado</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tab or wheel: next line · click: play · Esc: cancel</source>
            <translation>Tab ou roda: próximo traço · clique: jogar · Esc: cancelar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 lines through (%2, %3), showing %4 — %5</source>
            <translation>%1 traços passam por (%2, %3), mostrando o %4 — %5</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardViewInput.cpp" line="+197" />
            <source>Keyboard play: arrows move, Shift+arrows jump to a playable point, Enter plays, Tab: next line, Esc: end. Ctrl+←/→, PgUp/PgDn: layers.</source>
            <translation>Jogo pelo teclado: as setas movem, Shift+setas salta para um ponto jogável, Enter joga, Tab: próximo traço, Esc: encerrar. Ctrl+←/→, PgUp/PgDn: camadas.</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Board: ←/→ step layers, Enter plays with the keyboard.</source>
            <translation>Tabuleiro: ←/→ percorrem as camadas, Enter joga com o teclado.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CodeBar</name>
        <message>
            <location filename="../app/gui/panels/CodeBar.cpp" line="+40" />
            <source>The layer code of the grid: the set of its moves</source>
            <translation>O código de camadas da grade: o conjunto das suas jogadas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game number: the moves in their exact order</source>
            <translation>O número da partida: as jogadas na sua ordem exata</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the layer code</source>
            <translation>Copiar o código de camadas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the game number</source>
            <translation>Copiar o número da partida</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Paste a layer code, a game number or a move list, then press Enter</source>
            <translation>Cole um código de camadas, um número de partida ou uma lista de jogadas e pressione Enter</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Read codes as this variant (a prefix such as 5D: in the text wins)</source>
            <translation>Ler os códigos como esta variante (um prefixo como 5D: no texto tem prioridade)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open</source>
            <translation>Abrir</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the code typed on the left</source>
            <translation>Abrir o código digitado à esquerda</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Variant of the code</source>
            <translation>Variante do código</translation>
        </message>
        <message>
            <location line="-37" />
            <source>Codes</source>
            <translation>Códigos</translation>
        </message>
        <message>
            <location line="+46" />
            <source>Layer code:</source>
            <translation>Código de camadas:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game number:</source>
            <translation>Número da partida:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open code:</source>
            <translation>Abrir código:</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Copy &amp;Layer Code</source>
            <translation>Copiar &amp;código de camadas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy &amp;Game Number</source>
            <translation>Copiar &amp;número da partida</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open &amp;Code…</source>
            <translation>&amp;Abrir código…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Layer code copied</source>
            <translation>Código de camadas copiado</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Game number copied</source>
            <translation>Número da partida copiado</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionActions</name>
        <message>
            <location filename="../app/gui/collection/CollectionActions.cpp" line="+24" />
            <source>Open &amp;Collection…</source>
            <translation>Abrir co&amp;leção…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>List the grids of a text file of codes, with thumbnails, duplicates and problems</source>
            <translation>Listar as grades de um arquivo de texto com códigos, com miniaturas, duplicatas e problemas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open Collection &amp;Folder…</source>
            <translation>Abrir &amp;pasta de coleção…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)</source>
            <extracomment>"record files": files that hold a grid (MSR, Pentasol), not world records.</extracomment>
            <translation>Listar as grades de uma pasta de registros (Pentasol, MSR, imagens com a sua grade)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Paste as Collec&amp;tion</source>
            <translation>Colar co&amp;mo coleção</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Open Collection</source>
            <translation>Abrir coleção</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Texts with codes (*.txt *.log *.md *.csv);;All files (*)</source>
            <translation>Textos com códigos (*.txt *.log *.md *.csv);;Todos os arquivos (*)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Open Collection Folder</source>
            <translation>Abrir pasta de coleção</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Collection: %1.</source>
            <extracomment>%1: what the collection panel's summary says, "codes without a variant read as 5T; 3 of them also decode as 5D".</extracomment>
            <translation>Coleção: %1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Read All as %1</source>
            <translation>Ler tudo como %1</translation>
        </message>
        <message>
            <location line="+36" />
            <source>The clipboard holds no text to open.</source>
            <translation>A área de transferência não tem texto para abrir.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the clipboard</source>
            <translation>a área de transferência</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Open %1 from the collection</source>
            <translation>Abrir %1 da coleção</translation>
        </message>
        <message>
            <location line="+2" />
            <source>#%1, %2: %3 %4 moves</source>
            <translation>nº %1, %2: %3 %4 jogadas</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionLoader</name>
        <message>
            <location filename="../app/gui/collection/CollectionData.cpp" line="+16" />
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+149" />
            <source>line %1</source>
            <extracomment>A line of the text file read as a collection, not a line of the game.</extracomment>
            <translation>linha %1</translation>
        </message>
        <message>
            <location line="+3" />
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+1" />
            <source>%1, line %2</source>
            <extracomment>%1 is a file name; a line of that text file, not a line of the game.</extracomment>
            <translation>%1, linha %2</translation>
        </message>
        <message>
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+46" />
            <source>%1 (%2)</source>
            <extracomment>A variant and how many codes were read in it: "5D (40)".</extracomment>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>codes without a variant read as %1</source>
            <extracomment>Codes of a collection whose line names no variant (5T, 5D, 4T, 4D); %1: "5D" or "5D (40), 4T (5)".</extracomment>
            <translation>códigos sem variante lidos como %1</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n of them also decode as %1</source>
            <translation>
                <numerusform>%n deles também é decodificado como %1</numerusform>
                <numerusform>%n deles também são decodificados como %1</numerusform>
            </translation>
        </message>
        <message>
            <location line="+27" />
            <source>The folder %1 does not exist.</source>
            <translation>A pasta %1 não existe.</translation>
        </message>
        <message>
            <location line="+144" />
            <source>Cannot open %1: %2.</source>
            <translation>Não é possível abrir %1: %2.</translation>
        </message>
        <message>
            <location line="-19" />
            <source>The text is too large to read as a collection (%1 MB; at most %2 MB).</source>
            <translation>O texto é grande demais para ser lido como coleção (%1 MB; no máximo %2 MB).</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionModel</name>
        <message>
            <location filename="../app/gui/collection/CollectionModel.cpp" line="+68" />
            <source>Grid</source>
            <translation>Grade</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Found at</source>
            <translation>Encontrada em</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Score</source>
            <translation>Pontuação</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layers</source>
            <translation>Camadas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Length</source>
            <translation>Comprimento</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Same grid</source>
            <translation>Mesma grade</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Same points</source>
            <translation>Mesmos pontos</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Where the grid was found: a line of the text, or a file of the folder</source>
            <translation>Onde a grade foi encontrada: uma linha do texto ou um arquivo da pasta</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layers that take at least one move</source>
            <translation>Camadas em que se faz pelo menos uma jogada</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Characters of the layer code</source>
            <translation>Caracteres do código de camadas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rows with the same grid up to rotation and reflection share a group, named by its first row</source>
            <translation>Linhas com a mesma grade, a menos de rotação e reflexão, formam um grupo, nomeado pela primeira linha</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Rows with the same points up to rotation and reflection, whatever their lines, share a group</source>
            <translation>Linhas com os mesmos pontos, a menos de rotação e reflexão, quaisquer que sejam os traços, formam um grupo</translation>
        </message>
        <message>
            <location line="+30" />
            <location line="+3" />
            <source>#%1 (×%2)</source>
            <translation>nº %1 (×%2)</translation>
        </message>
        <message numerus="yes">
            <location line="+22" />
            <source>%n other row(s) hold this grid, rotated or mirrored</source>
            <translation>
                <numerusform>Mais %n linha contém esta grade, girada ou espelhada</numerusform>
                <numerusform>Mais %n linhas contêm esta grade, girada ou espelhada</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same grid as row #%1, up to rotation and reflection</source>
            <translation>A mesma grade da linha nº %1, a menos de rotação e reflexão</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>%n other row(s) have these points (up to symmetry), some with other lines</source>
            <translation>
                <numerusform>Mais %n linha tem estes pontos (a menos de simetria), com outros traços</numerusform>
                <numerusform>Mais %n linhas têm estes pontos (a menos de simetria), algumas com outros traços</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>The same points as row #%1, up to rotation and reflection</source>
            <translation>Os mesmos pontos da linha nº %1, a menos de rotação e reflexão</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionPanel</name>
        <message>
            <location filename="../app/gui/collection/CollectionPanel.cpp" line="+43" />
            <source>The grid of the row picked is shown here; Enter or a double-click opens it.</source>
            <translation>A grade da linha escolhida aparece aqui; Enter ou um clique duplo a abre.</translation>
        </message>
        <message>
            <location line="+38" />
            <source>All variants</source>
            <translation>Todas as variantes</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Show only the grids of one variant</source>
            <translation>Mostrar só as grades de uma variante</translation>
        </message>
        <message>
            <location line="-29" />
            <source>Collection panel</source>
            <translation>Painel de coleção</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Score ≥ </source>
            <translation>Pontuação ≥ </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show only the grids with at least this score</source>
            <translation>Mostrar só as grades com pelo menos esta pontuação</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Filter by code or text</source>
            <translation>Filtrar por código ou texto</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Show only the rows whose code, place or line holds this text</source>
            <translation>Mostrar só as linhas cujo código, local ou linha contém este texto</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Preview of the row picked</source>
            <translation>Pré-visualização da linha escolhida</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid of the row picked, not opened: the open grid does not change. Enter or a double-click opens it as one undo step.</source>
            <translation>A grade da linha escolhida, não aberta: a grade aberta não muda. Enter ou um clique duplo a abre como um único passo de desfazer.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Open a collection: File &gt; Open Collection…, or paste a list of codes with Edit &gt; Paste as Collection.</source>
            <translation>Abra uma coleção: Arquivo &gt; Abrir coleção…, ou cole uma lista de códigos com Editar &gt; Colar como coleção.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%v of %m</source>
            <translation>%v de %m</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cancel</source>
            <translation>Cancelar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop reading; the grids read so far stay</source>
            <translation>Parar a leitura; as grades lidas até agora ficam</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sorting…</source>
            <translation>A ordenar…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The list is being sorted and filtered; it stays usable meanwhile</source>
            <translation>A lista está a ser ordenada e filtrada; entretanto continua utilizável</translation>
        </message>
        <message>
            <location line="+61" />
            <source>&amp;Open</source>
            <translation>&amp;Abrir</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Compare with the Open Grid</source>
            <translation>&amp;Comparar com a grade aberta</translation>
        </message>
        <message>
            <location line="+34" />
            <source>#%1, %2: %3 %4 moves · Enter opens it</source>
            <translation>nº %1, %2: %3 %4 jogadas · Enter a abre</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Reading…</source>
            <translation>Lendo…</translation>
        </message>
        <message numerus="yes">
            <location line="+47" />
            <source>%n grid(s)</source>
            <translation>
                <numerusform>%n grade</numerusform>
                <numerusform>%n grades</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n problem(s)</source>
            <translation>
                <numerusform>%n problema</numerusform>
                <numerusform>%n problemas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n group(s) of the same grid</source>
            <translation>
                <numerusform>%n grupo da mesma grade</numerusform>
                <numerusform>%n grupos da mesma grade</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n group(s) of the same points with other lines</source>
            <translation>
                <numerusform>%n grupo dos mesmos pontos com outros traços</numerusform>
                <numerusform>%n grupos dos mesmos pontos com outros traços</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n line(s) without a code</source>
            <translation>
                <numerusform>%n linha sem código</numerusform>
                <numerusform>%n linhas sem código</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n other file(s) skipped</source>
            <translation>
                <numerusform>Mais %n arquivo ignorado</numerusform>
                <numerusform>Mais %n arquivos ignorados</numerusform>
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
            <translation>(%1 s)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Cancelled; what was read so far: %1</source>
            <translation>Cancelado; o que foi lido até agora: %1</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Not read (%n):</source>
            <translation>
                <numerusform>Não lido (%n):</numerusform>
                <numerusform>Não lidos (%n):</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+12" />
            <source>%1 of %n grid(s) shown · %2</source>
            <translation>
                <numerusform>%1 de %n grade mostrada · %2</numerusform>
                <numerusform>%1 de %n grades mostradas · %2</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionProblemModel</name>
        <message>
            <location filename="../app/gui/collection/CollectionProblemModel.cpp" line="+36" />
            <source>Found at</source>
            <translation>Encontrada em</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Why it was not read</source>
            <translation>Por que não foi lida</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CompareDialog</name>
        <message>
            <location filename="../app/gui/compare/CompareDialog.cpp" line="+25" />
            <source>Compare With</source>
            <translation>Comparar com</translation>
        </message>
        <message>
            <location line="+38" />
            <source>A &amp;layer code, game number, move list or record:</source>
            <translation>Um código de &amp;camadas, número de partida, lista de jogadas ou registro:</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Grid to compare with</source>
            <translation>Grade para comparar</translation>
        </message>
        <message>
            <location line="+10" />
            <source>A &amp;file:</source>
            <translation>Um &amp;arquivo:</translation>
        </message>
        <message>
            <location line="+2" />
            <source>File to compare with</source>
            <translation>Arquivo para comparar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The path of a grid file</source>
            <translation>O caminho de um arquivo de grade</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Browse…</source>
            <translation>&amp;Procurar…</translation>
        </message>
        <message numerus="yes">
            <location line="+14" />
            <source>Grid &amp;number of the collection (%1, %n grid(s)):</source>
            <translation>
                <numerusform>&amp;Número da grade na coleção (%1, %n grade):</numerusform>
                <numerusform>&amp;Número da grade na coleção (%1, %n grades):</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>Grid number in the collection</source>
            <translation>Número da grade na coleção</translation>
        </message>
        <message>
            <location line="-58" />
            <source>&amp;Compare</source>
            <translation>Co&amp;mparar</translation>
        </message>
        <message>
            <location line="+132" />
            <source>%1, %2 moves, %3</source>
            <translation>%1, %2 jogadas, %3</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Compare With a File</source>
            <translation>Comparar com um arquivo</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::Document</name>
        <message>
            <location filename="../app/gui/document/Document.cpp" line="+100" />
            <location line="+183" />
            <source>New %1 game</source>
            <translation>Novo jogo %1</translation>
        </message>
        <message numerus="yes">
            <location line="-182" />
            <source>%1 grid, %n move(s)</source>
            <translation>
                <numerusform>Grade %1, %n jogada</numerusform>
                <numerusform>Grade %1, %n jogadas</numerusform>
            </translation>
        </message>
        <message>
            <location line="+18" />
            <source>grid-%1</source>
            <translation>grade-%1</translation>
        </message>
        <message>
            <location line="+51" />
            <source>Analyse Game</source>
            <translation>Analisar partida</translation>
        </message>
        <message>
            <location filename="../app/gui/document/PlayMoveCommand.cpp" line="+9" />
            <source>Play %1</source>
            <translation>Jogar %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::EditGridInfoCommand</name>
        <message>
            <location filename="../app/gui/document/EditGridInfoCommand.cpp" line="+8" />
            <source>Edit %1</source>
            <translation>Editar %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ExportDialog</name>
        <message>
            <location filename="../app/gui/files/ExportDialog.cpp" line="+55" />
            <location line="+176" />
            <location line="+12" />
            <source>Export Picture</source>
            <translation>Exportar imagem</translation>
        </message>
        <message>
            <location line="-157" />
            <source>As on screen</source>
            <translation>Como na tela</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Clean print style</source>
            <translation>Estilo de impressão limpo</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Move &amp;numbers</source>
            <translation>&amp;Números das jogadas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Highlight layer %1</source>
            <translation>&amp;Destacar a camada %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Legend</source>
            <translation>&amp;Legenda</translation>
        </message>
        <message>
            <location line="+5" />
            <source> px</source>
            <translation> px</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Width of a PNG in pixels, of an SVG or PDF in points</source>
            <translation>Largura de um PNG em pixels, de um SVG ou PDF em pontos</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A4</source>
            <translation>A4</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Letter</source>
            <translation>Carta</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fit the picture, with a margin</source>
            <translation>Ajustar à imagem, com margem</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The page of a PDF or SVG: the picture is scaled to the paper, or the page fits the picture at its width</source>
            <translation>A página de um PDF ou SVG: a imagem é ajustada ao papel, ou a página se ajusta à largura da imagem</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Capt&amp;ion line: author, variant, score and code</source>
            <translation>Linha de le&amp;genda: autor, variante, pontuação e código</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A line under the grid: %1</source>
            <translation>Uma linha sob a grade: %1</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Look:</source>
            <translation>Aparência:</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Width:</source>
            <translation>Largura:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>PDF/SVG &amp;page:</source>
            <translation>&amp;Página PDF/SVG:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Size:</source>
            <translation>Tamanho:</translation>
        </message>
        <message>
            <location line="-73" />
            <source>&amp;Save As…</source>
            <translation>&amp;Salvar como…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Copy Picture</source>
            <translation>&amp;Copiar imagem</translation>
        </message>
        <message>
            <location line="+116" />
            <source>%1 · score %2 · %3</source>
            <translation>%1 · pontuação %2 · %3</translation>
        </message>
        <message>
            <location line="+6" />
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <location line="+10" />
            <source>PNG %1 × %2 px; PDF/SVG page %3 × %4 mm</source>
            <translation>PNG %1 × %2 px; página PDF/SVG %3 × %4 mm</translation>
        </message>
        <message>
            <location line="+41" />
            <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
            <translation>Imagem PNG (*.png);;Desenho SVG (*.svg);;Documento PDF (*.pdf)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::FamousGridsMenu</name>
        <message>
            <location filename="../app/gui/files/FamousGridsMenu.cpp" line="+13" />
            <source>Famous &amp;Grids</source>
            <translation>Grades &amp;famosas</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The built-in list does not read: %1</source>
            <translation>A lista embutida não pode ser lida: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>%1 %2 moves — %3</source>
            <translation>%1 %2 jogadas — %3</translation>
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
            <translation>&amp;Abrir…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open a grid file (MSR JSON, Pentasol, a code or a move list)</source>
            <translation>Abrir um arquivo de grade (MSR JSON, Pentasol, um código ou uma lista de jogadas)</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+29" />
            <source>&amp;Save</source>
            <translation>&amp;Salvar</translation>
        </message>
        <message>
            <location line="-27" />
            <source>Save &amp;As…</source>
            <translation>Salvar &amp;como…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open &amp;Recent</source>
            <translation>Abrir &amp;recentes</translation>
        </message>
        <message>
            <location line="+16" />
            <source>The game's analysis is not saved (it is kept in the grid's file). Save it first?</source>
            <translation>A análise da partida não foi salva (ela fica no arquivo da grade). Salvá-la primeiro?</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The grid has changes that are not saved, the game's analysis among them. Save them first?</source>
            <translation>A grade tem alterações não salvas, entre elas a análise da partida. Salvá-las primeiro?</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Unsaved Grid</source>
            <translation>Grade não salva</translation>
        </message>
        <message>
            <location line="-2" />
            <source>The grid has changes that are not saved. Save them first?</source>
            <translation>A grade tem alterações não salvas. Salvá-las primeiro?</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Open Grid</source>
            <translation>Abrir grade</translation>
        </message>
        <message>
            <location line="-62" />
            <source>Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)</source>
            <translation>Grades (*.json *.msr *.txt *.ms1 *.png *.svg);;Registros MSR (*.json *.msr);;Arquivos Pentasol (*.txt);;Texto MS1 (*.txt *.ms1);;Imagens com a sua grade (*.png *.svg);;Todos os arquivos (*)</translation>
        </message>
        <message>
            <location line="+98" />
            <source>%1 was not reopened: it is no longer there</source>
            <translation>%1 não foi reaberto: o arquivo não existe mais</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 was not reopened: %2</source>
            <translation>%1 não foi reaberto: %2</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Cannot open %1: %2</source>
            <translation>Não é possível abrir %1: %2</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Cannot open %1: %2.</source>
            <translation>Não é possível abrir %1: %2.</translation>
        </message>
        <message>
            <location line="-105" />
            <source>&amp;New Game</source>
            <translation>&amp;Novo jogo</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 game</source>
            <translation>Jogo %1</translation>
        </message>
        <message>
            <location line="+38" />
            <source>&amp;Discard</source>
            <translation>&amp;Descartar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Cancel</source>
            <translation>&amp;Cancelar</translation>
        </message>
        <message>
            <location line="+68" />
            <source>Open %1</source>
            <translation>Abrir %1</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Save Grid</source>
            <translation>Salvar grade</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MSR record (*.msr.json);;Pentasol file (*.pentasol.txt);;MS1 text, the compact MSR record (*.ms1)</source>
            <translation>Registro MSR (*.msr.json);;Arquivo Pentasol (*.pentasol.txt);;Texto MS1, o registro MSR compacto (*.ms1)</translation>
        </message>
        <message>
            <location line="+38" />
            <location line="+6" />
            <source>Cannot save %1: %2</source>
            <translation>Não é possível salvar %1: %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Saved %1</source>
            <translation>%1 salvo</translation>
        </message>
        <message>
            <location line="+29" />
            <source>&amp;Clear List</source>
            <translation>&amp;Limpar a lista</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridClipboard</name>
        <message>
            <location filename="../app/gui/files/GridClipboard.cpp" line="+40" />
            <source>The clipboard is empty.</source>
            <translation>A área de transferência está vazia.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>The clipboard holds a picture without a grid in it: only pictures that Morpion Layers saved or copied carry their grid.</source>
            <translation>A área de transferência contém uma imagem sem grade: só as imagens que o Morpion Layers salvou ou copiou trazem a sua grade.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The clipboard holds no text to open.</source>
            <translation>A área de transferência não tem texto para abrir.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridCompare</name>
        <message>
            <location filename="../app/gui/compare/GridCompare.cpp" line="+28" />
            <source>Co&amp;mpare With…</source>
            <translation>Com&amp;parar com…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw another grid over this one: the moves both have, and the moves each has alone</source>
            <translation>Desenhar outra grade sobre esta: as jogadas que as duas têm e as que só uma delas tem</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;End Comparison</source>
            <translation>&amp;Encerrar a comparação</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop drawing the other grid over this one</source>
            <translation>Parar de desenhar a outra grade sobre esta</translation>
        </message>
        <message>
            <location line="+57" />
            <source>Cannot read %1 to compare with: %2</source>
            <translation>Não é possível ler %1 para comparar: %2</translation>
        </message>
        <message>
            <location line="+16" />
            <source>That is a %1 grid; the open grid is %2</source>
            <translation>Essa é uma grade %1; a grade aberta é %2</translation>
        </message>
        <message>
            <location line="+57" />
            <source> · %1 moves in both, %2 only played, %3 only in the better line</source>
            <translation> · %1 jogadas em ambas, %2 só jogadas, %3 só na melhor continuação</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Comparing: %1 moves in both, %2 only in this grid, %3 only in the other</source>
            <translation>Comparação: %1 jogadas nas duas, %2 só nesta grade, %3 só na outra</translation>
        </message>
        <message>
            <location line="+5" />
            <source> · the grids are the same</source>
            <translation> · as grades são iguais</translation>
        </message>
        <message>
            <location line="+2" />
            <source> · the other grid is this one transformed: %1</source>
            <translation> · a outra grade é esta transformada: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the same points, with other lines</source>
            <translation> · os mesmos pontos, com outros traços</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the other grid seen through “%1”, where the two have the most moves in common</source>
            <extracomment>%1: a command of the Transform menu without its access key, such as "Flip Left–Right".</extracomment>
            <translation> · a outra grade vista por “%1”, onde as duas têm mais jogadas em comum</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the other grid as it is</source>
            <translation> · a outra grade como está</translation>
        </message>
        <message>
            <location line="-24" />
            <location line="+25" />
            <source> · Esc leaves the comparison</source>
            <translation> · Esc sai da comparação</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Align the Other Grid</source>
            <translation>Alinhar a outra grade</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Compare As It Is</source>
            <translation>Comparar como está</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridEditActions</name>
        <message>
            <location filename="../app/gui/edit/GridEditActions.cpp" line="+25" />
            <source>Remo&amp;ve Move</source>
            <translation>Remo&amp;ver jogada</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Remove the move under the pointer (or the one picked in the layer panel) with every move that needs it</source>
            <translation>Remover a jogada sob o ponteiro (ou a escolhida no painel de camadas) com todas as jogadas que dependem dela</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The move picked in the layer panel is not in the grid, so there is nothing to remove</source>
            <translation>A jogada escolhida no painel de camadas não está na grade: não há nada a remover</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Point at a move on the board, or pick one in the layer panel, to remove it</source>
            <translation>Aponte para uma jogada no tabuleiro, ou escolha uma no painel de camadas, para removê-la</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Remove move %1</source>
            <translation>Remover a jogada %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Removed move %1</source>
            <translation>Jogada %1 removida</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Removed move %1 and the %n move(s) that need it</source>
            <translation>
                <numerusform>Jogada %1 removida com a %n jogada que depende dela</numerusform>
                <numerusform>Jogada %1 removida com as %n jogadas que dependem dela</numerusform>
            </translation>
        </message>
        <message>
            <location line="+10" />
            <source>No move has its point in (%1, %2)–(%3, %4)</source>
            <translation>Nenhuma jogada tem o seu ponto em (%1, %2)–(%3, %4)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Remove region</source>
            <translation>Remover região</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Removed %n move(s) from the region and what needs them</source>
            <translation>
                <numerusform>%n jogada removida da região, com o que depende dela</numerusform>
                <numerusform>%n jogadas removidas da região, com o que depende delas</numerusform>
            </translation>
        </message>
        <message>
            <location line="+9" />
            <source>Take back to move %1</source>
            <translation>Voltar à jogada %1</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <location line="+10" />
            <source>Took back %n move(s)</source>
            <translation>
                <numerusform>%n jogada desfeita</numerusform>
                <numerusform>%n jogadas desfeitas</numerusform>
            </translation>
        </message>
        <message>
            <location line="-1" />
            <source>Take back to layer %1</source>
            <translation>Voltar à camada %1</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Take this one instead</source>
            <translation>Fazer esta jogada no lugar</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Took the move, removed %n move(s) in its way and what needs them</source>
            <translation>
                <numerusform>Jogada feita; %n jogada no caminho foi removida, com o que depende dela</numerusform>
                <numerusform>Jogada feita; %n jogadas no caminho foram removidas, com o que depende delas</numerusform>
            </translation>
        </message>
        <message>
            <location line="+11" />
            <source>Take %1 Instead</source>
            <translation>Fazer %1 no lugar</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Take This One Instead and Remove %n Move(s)</source>
            <translation>
                <numerusform>Fazer esta jogada no lugar e remover %n jogada</numerusform>
                <numerusform>Fazer esta jogada no lugar e remover %n jogadas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Take %1 Instead and Remove %n Move(s)</source>
            <translation>
                <numerusform>Fazer %1 no lugar e remover %n jogada</numerusform>
                <numerusform>Fazer %1 no lugar e remover %n jogadas</numerusform>
            </translation>
        </message>
        <message>
            <location line="+19" />
            <location line="+19" />
            <source>Remove Move %1</source>
            <translation>Remover jogada %1</translation>
        </message>
        <message numerus="yes">
            <location line="-18" />
            <source>Remove Move %1 and the %n Move(s) That Need It</source>
            <translation>
                <numerusform>Remover jogada %1 e a %n jogada que depende dela</numerusform>
                <numerusform>Remover jogada %1 e as %n jogadas que dependem dela</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Take Back to Move %1</source>
            <translation>Voltar à jogada %1</translation>
        </message>
        <message>
            <location line="+3" />
            <location line="+21" />
            <source>Take Back to Layer %1</source>
            <translation>Voltar à camada %1</translation>
        </message>
        <message>
            <location line="-7" />
            <source>Take Back to Here</source>
            <translation>Voltar até aqui</translation>
        </message>
        <message>
            <location line="-41" />
            <source>Take This One Instead</source>
            <translation>Fazer esta jogada no lugar</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridInfoPanel</name>
        <message>
            <location filename="../app/gui/panels/GridInfoPanel.cpp" line="+77" />
            <source>Grid Information</source>
            <translation>Informações da grade</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Title:</source>
            <translation>Título:</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Author:</source>
            <translation>Autor:</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Source:</source>
            <translation>Fonte:</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Date:</source>
            <translation>Data:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Comment:</source>
            <translation>Comentário:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>What the grid is called</source>
            <translation>Como a grade se chama</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Who found it</source>
            <translation>Quem a encontrou</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Where it was published</source>
            <translation>Onde foi publicada</translation>
        </message>
        <message>
            <location line="+0" />
            <source>When, e.g. 2011-08</source>
            <translation>Quando, p. ex. 2011-08</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Anything worth keeping with the grid</source>
            <translation>Tudo o que vale a pena guardar com a grade</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Title</source>
            <translation>Título</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Author</source>
            <translation>Autor</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Source</source>
            <translation>Fonte</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Date</source>
            <translation>Data</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Comment</source>
            <translation>Comentário</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 grid of %2 moves</source>
            <translation>grade %1 de %2 jogadas</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 by %2</source>
            <translation>%1 de %2</translation>
        </message>
        <message numerus="yes">
            <location line="+36" />
            <source>%1 · %n move(s) · %2</source>
            <translation>
                <numerusform>%1 · %n jogada · %2</numerusform>
                <numerusform>%1 · %n jogadas · %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n layer(s)</source>
            <translation>
                <numerusform>%n camada</numerusform>
                <numerusform>%n camadas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>unfinished, %n legal move(s) left</source>
            <translation>
                <numerusform>inacabada, resta %n jogada legal</numerusform>
                <numerusform>inacabada, restam %n jogadas legais</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>Based on %1</source>
            <translation>Baseada em %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>the game's analysis, shown in the Analysis panel</source>
            <translation>a análise da partida, mostrada no painel de análise</translation>
        </message>
        <message>
            <location line="+2" />
            <source>an analysis of another game, dropped when saved</source>
            <translation>uma análise de outra partida, descartada ao salvar</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Other fields of the record (kept when saved):</source>
            <translation>Outros campos do registro (mantidos ao salvar):</translation>
        </message>
        <message>
            <location line="-6" />
            <source>an analysis that does not read (%1), kept as it is</source>
            <translation>uma análise que não pode ser lida (%1), mantida como está</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridOpener</name>
        <message>
            <location filename="../app/gui/files/GridOpener.cpp" line="+22" />
            <source>&amp;Paste Code</source>
            <translation>Co&amp;lar código</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the layer code, game number or move list on the clipboard</source>
            <translation>Abrir o código de camadas, o número de partida ou a lista de jogadas da área de transferência</translation>
        </message>
        <message>
            <location line="+65" />
            <source>Open %1</source>
            <translation>Abrir %1</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Opened (%1): %2 %3 moves in %n layer(s)</source>
            <translation>
                <numerusform>Aberto (%1): %2, %3 jogadas em %n camada</numerusform>
                <numerusform>Aberto (%1): %2, %3 jogadas em %n camadas</numerusform>
            </translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+16" />
            <source>the pasted text</source>
            <translation>o texto colado</translation>
        </message>
        <message>
            <location line="-13" />
            <source>The text holds %1 characters, too many for one grid: it is read as a collection of codes.</source>
            <translation>O texto tem %1 caracteres, demais para uma grade: é lido como uma coleção de códigos.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The text holds several codes: they are listed in the collection panel.</source>
            <translation>O texto tem vários códigos: eles estão listados no painel de coleção.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridTransformActions</name>
        <message>
            <location filename="../app/gui/edit/GridTransformActions.cpp" line="+19" />
            <source>&amp;Rotate / Flip Grid</source>
            <translation>&amp;Girar / espelhar grade</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Changes the grid and its codes; Undo turns it back</source>
            <translation>Muda a grade e os seus códigos; Desfazer volta atrás</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Canonical Orient&amp;ation</source>
            <translation>Orientação c&amp;anônica</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Turn the grid so that its layer code is its canonical code, the smallest of its 8 images</source>
            <translation>Girar a grade para que o seu código de camadas seja o código canônico, o menor das suas 8 imagens</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy Ca&amp;nonical Code</source>
            <translation>Copiar códi&amp;go canônico</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the smallest layer code over the 8 rotations and mirror images of the grid, the same for every image: a name for the grid up to symmetry</source>
            <translation>Copiar o menor código de camadas entre as 8 rotações e reflexões da grade, o mesmo para cada imagem: um nome para a grade a menos de simetria</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&amp;Unchanged</source>
            <translation>&amp;Sem alteração</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip &amp;Left–Right</source>
            <translation>Espelhar &amp;esquerda–direita</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip &amp;Top–Bottom</source>
            <translation>Espelhar &amp;cima–baixo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate &amp;180°</source>
            <translation>Girar &amp;180°</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip Along the &amp;Main Diagonal</source>
            <translation>Espelhar na diagonal &amp;principal</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate 90° &amp;Clockwise</source>
            <translation>Girar 90° no sentido &amp;horário</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate 90° Cou&amp;nter-Clockwise</source>
            <translation>Girar 90° no sentido a&amp;nti-horário</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip Along the &amp;Other Diagonal</source>
            <translation>Espelhar na &amp;outra diagonal</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Canonical code copied: the grid is in its canonical orientation</source>
            <translation>Código canônico copiado: a grade está na sua orientação canônica</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Canonical code copied: the code of the grid after “%1”</source>
            <translation>Código canônico copiado: o código da grade após “%1”</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The grid is already in its canonical orientation</source>
            <translation>A grade já está na sua orientação canônica</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Turned to the canonical orientation (%1)</source>
            <translation>Girada para a orientação canônica (%1)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::HandPlay</name>
        <message>
            <location filename="../app/gui/board/PlayLinks.cpp" line="+16" />
            <source>Game over: no legal move is left. Score: %1.</source>
            <translation>Fim de jogo: não resta nenhuma jogada legal. Pontuação: %1.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::HelpMenu</name>
        <message>
            <location filename="../app/gui/help/HelpMenu.cpp" line="+17" />
            <source>&amp;Help</source>
            <translation>Aj&amp;uda</translation>
        </message>
        <message>
            <location line="+3" />
            <source>How to Read the &amp;Layer View</source>
            <translation>Como ler a &amp;visualização de camadas</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Rules of the Four Variants</source>
            <translation>&amp;Regras das quatro variantes</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Keyboard Shortcuts</source>
            <translation>&amp;Atalhos de teclado</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Report a &amp;Bug…</source>
            <translation>Relatar um &amp;erro…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the project's issue tracker in the web browser: %1</source>
            <translation>Abrir o rastreador de problemas do projeto no navegador: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;About Morpion Layers</source>
            <translation>&amp;Sobre o Morpion Layers</translation>
        </message>
        <message>
            <location line="+5" />
            <source>About &amp;Qt</source>
            <translation>Sobre o &amp;Qt</translation>
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
            <translation>&amp;Primeira camada</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Previous Layer</source>
            <translation>Camada &amp;anterior</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Next Layer</source>
            <translation>Pró&amp;xima camada</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Last Layer</source>
            <translation>Ú&amp;ltima camada</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Animate Layers</source>
            <translation>A&amp;nimar camadas</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Drag to move through the layers</source>
            <translation>Arraste para percorrer as camadas</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Layer shown</source>
            <translation>Camada mostrada</translation>
        </message>
        <message>
            <location line="-5" />
            <source>Layers</source>
            <translation>Camadas</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The layer shown</source>
            <translation>A camada mostrada</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Slow</source>
            <translation>Lenta</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Fast</source>
            <translation>Rápida</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Animation speed</source>
            <translation>Velocidade da animação</translation>
        </message>
        <message>
            <location line="+3" />
            <source>By layer</source>
            <translation>Por camada</translation>
        </message>
        <message>
            <location line="+0" />
            <source>By move</source>
            <translation>Por jogada</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Animate the layers one by one, or replay the moves in their order</source>
            <translation>Animar as camadas uma a uma, ou repetir as jogadas na sua ordem</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Animation mode</source>
            <translation>Modo de animação</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerChart</name>
        <message>
            <location filename="../app/gui/panels/LayerChart.cpp" line="+20" />
            <source>Moves taken per layer; click a bar to show that layer</source>
            <translation>Jogadas por camada; clique numa barra para mostrar essa camada</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Moves taken per layer</source>
            <translation>Jogadas por camada</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No layers.</source>
            <translation>Sem camadas.</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>%n layer(s), at most %1 moves taken in one.</source>
            <translation>
                <numerusform>%n camada, com no máximo %1 jogadas.</numerusform>
                <numerusform>%n camadas, no máximo %1 jogadas numa delas.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer %1: %2 taken.</source>
            <translation>Camada %1: %2 jogadas.</translation>
        </message>
        <message>
            <location line="+31" />
            <source>max %1 per layer</source>
            <translation>máx. %1 por camada</translation>
        </message>
        <message>
            <location line="+0" />
            <source>no move taken yet</source>
            <translation>nenhuma jogada ainda</translation>
        </message>
        <message numerus="yes">
            <location line="+64" />
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
            <location filename="../app/gui/panels/LayerPanel.cpp" line="+70" />
            <source>Move</source>
            <translation>Jogada</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Bit</source>
            <translation>Bit</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Code No.</source>
            <translation>Nº código</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Loss</source>
            <translation>Perda</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The candidate's number in the layer code's order, which is not the order of play that the status bar gives</source>
            <translation>O número do candidato na ordem do código de camadas, que não é a ordem de jogo dada pela barra de status</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Candidates of the layer</source>
            <translation>Jogadas candidatas da camada</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each candidate of the layer with its number and its bit: 1 taken, 0 not taken; then the moves legal at this layer but left untaken in an earlier one.</source>
            <translation>Cada jogada candidata da camada com o seu número e o seu bit: 1 jogada, 0 não jogada; depois, as jogadas legais nesta camada mas deixadas de lado numa camada anterior.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer panel</source>
            <translation>Painel de camadas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Moves taken per layer</source>
            <translation>Jogadas por camada</translation>
        </message>
        <message>
            <location line="+86" />
            <source>No layers</source>
            <translation>Sem camadas</translation>
        </message>
        <message numerus="yes">
            <location line="+29" />
            <source>&lt;b&gt;In play&lt;/b&gt;: every one of the %n legal move(s) can be played.</source>
            <translation>
                <numerusform>&lt;b&gt;Em jogo&lt;/b&gt;: a %n jogada legal pode ser feita.</numerusform>
                <numerusform>&lt;b&gt;Em jogo&lt;/b&gt;: todas as %n jogadas legais podem ser feitas.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>Listed: the moves open at the end, whose 0 bits end the layer code.</source>
            <translation>Na lista: as jogadas abertas no fim, cujos bits 0 encerram o código de camadas.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&lt;b&gt;Layer %1&lt;/b&gt; / %2&lt;br&gt;%3 of %4 candidates taken</source>
            <translation>&lt;b&gt;Camada %1&lt;/b&gt; / %2&lt;br&gt;%3 de %4 candidatas jogadas</translation>
        </message>
        <message>
            <location line="+6" />
            <source>; %1 legal, but left untaken in an earlier layer</source>
            <translation>; %1 legais, mas deixadas de lado numa camada anterior</translation>
        </message>
        <message numerus="yes">
            <location line="+30" />
            <source>What this move lost, proven by the solver: the longest game before it was exactly %n move(s) longer than the longest after it</source>
            <translation>
                <numerusform>O que esta jogada perdeu, provado pelo solucionador: a partida mais longa antes dela tinha exatamente %n jogada a mais do que a mais longa depois</numerusform>
                <numerusform>O que esta jogada perdeu, provado pelo solucionador: a partida mais longa antes dela tinha exatamente %n jogadas a mais do que a mais longa depois</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>What this move lost in the game's analysis: the best game found before it was %n move(s) longer than any found after it</source>
            <translation>
                <numerusform>O que esta jogada perdeu na análise da partida: a melhor partida encontrada antes dela tinha %n jogada a mais do que qualquer uma encontrada depois</numerusform>
                <numerusform>O que esta jogada perdeu na análise da partida: a melhor partida encontrada antes dela tinha %n jogadas a mais do que qualquer uma encontrada depois</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>Not taken in this layer (bit 0): it stays legal, left for later</source>
            <translation>Não jogada nesta camada (bit 0): continua legal, fica para depois</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Left untaken earlier (%1)</source>
            <translation>Deixadas de lado antes (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal at this layer, but left untaken in an earlier layer</source>
            <translation>Legal nesta camada, mas deixada de lado numa camada anterior</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Legal at this layer, but it was a candidate of an earlier layer and was not taken there (the layer code calls it taboo: it has no bit of its own)</source>
            <translation>Legal nesta camada, mas era candidata de uma camada anterior e não foi jogada lá (o código de camadas a chama de tabu: ela não tem bit próprio)</translation>
        </message>
        <message>
            <location line="-27" />
            <source>Taken in this layer (bit 1)</source>
            <translation>Jogada nesta camada (bit 1)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerSpinBox</name>
        <message>
            <location filename="../app/gui/panels/LayerSpinBox.cpp" line="+26" />
            <location line="+6" />
            <location line="+9" />
            <source>In play</source>
            <translation>Em jogo</translation>
        </message>
        <message>
            <location line="-14" />
            <source>Layer %1 / %2</source>
            <translation>Camada %1 / %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerViewGuide</name>
        <message>
            <location filename="../app/gui/help/LayerViewGuide.cpp" line="+150" />
            <source>How to Read the Layer View</source>
            <translation>Como ler a visualização de camadas</translation>
        </message>
        <message>
            <location line="+37" />
            <source>&lt;p&gt;The picture is the 135 of the Famous Grids menu at layer %1. A layer is the set of moves that became possible through the layers before it; the layer bar and the Layers menu step through them.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Earlier layers&lt;/b&gt;: moves already made, in the plain line colour.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Taken in this layer&lt;/b&gt;: the moves of the layer that the game made, in the highlight colour. They can be played in any order.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Not taken&lt;/b&gt;: moves that were possible in this layer and that the game left. They are never played later.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Taboo&lt;/b&gt;: legal here, but left untaken in an earlier layer, so not a move of this game. Shown so that the layer can be read whole.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Later layers&lt;/b&gt;: drawn faintly (View › Ghost Later Layers) or hidden.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;The layer panel lists the layer's possible moves in the fixed order of the code. Its &lt;b&gt;Bit&lt;/b&gt; column is the layer code itself: 1 for a move taken, 0 for one left. Taboo moves get no bit: the code already said 0 for them. Six bits make one character of the code.&lt;/p&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;th&gt;No.&lt;/th&gt;&lt;th&gt;Move&lt;/th&gt;&lt;th&gt;Bit&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</source>
            <translation>&lt;p&gt;A imagem é a grade de 135 do menu Grades famosas, na camada %1. Uma camada é o conjunto das jogadas que se tornaram possíveis graças às camadas anteriores; a barra de camadas e o menu Camadas percorrem as camadas.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Camadas anteriores&lt;/b&gt;: jogadas já feitas, na cor normal dos traços.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Jogadas nesta camada&lt;/b&gt;: as jogadas da camada que a partida fez, na cor de destaque. Podem ser feitas em qualquer ordem.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Não jogadas&lt;/b&gt;: jogadas que eram possíveis nesta camada e que a partida deixou de lado. Nunca são feitas depois.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tabu&lt;/b&gt;: legais aqui, mas deixadas de lado numa camada anterior, portanto não são jogadas desta partida. Aparecem para que a camada possa ser lida inteira.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Camadas posteriores&lt;/b&gt;: desenhadas esmaecidas (Exibir › Esmaecer as camadas posteriores) ou ocultas.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;O painel de camadas lista as jogadas possíveis da camada na ordem fixa do código. A sua coluna &lt;b&gt;Bit&lt;/b&gt; é o próprio código de camadas: 1 para uma jogada feita, 0 para uma deixada de lado. As jogadas tabu não recebem bit: o código já disse 0 para elas. Seis bits formam um caractere do código.&lt;/p&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;th&gt;Nº&lt;/th&gt;&lt;th&gt;Jogada&lt;/th&gt;&lt;th&gt;Bit&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LossBadgeDelegate</name>
        <message>
            <location filename="../app/gui/common/LossBadge.cpp" line="+27" />
            <source>Loss: how many moves shorter the best game found after the move is than the best found before it.</source>
            <translation>Perda: quantas jogadas a melhor partida encontrada depois da jogada é mais curta que a melhor encontrada antes.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 1–2: can be the search's noise, another run may not find it; %2 3–9; %3 10 or more.</source>
            <translation>%1 1–2: pode ser ruído da pesquisa, outra execução talvez não a encontre; %2 3–9; %3 10 ou mais.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>✓ a proven loss: exact, the solver visited every game from both positions.</source>
            <translation>✓ uma perda provada: exata, o solucionador visitou todas as partidas a partir das duas posições.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::MainWindow</name>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+104" />
            <source>Layers</source>
            <translation>Camadas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Codes</source>
            <translation>Códigos</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="+105" />
            <source>Layer</source>
            <translation>Camada</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Collection</source>
            <translation>Coleção</translation>
        </message>
        <message>
            <location line="-46" />
            <location line="+47" />
            <source>Search</source>
            <translation>Busca</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowSignals.cpp" line="+145" />
            <source>The search's best grid: %1 moves</source>
            <translation>A melhor grade da busca: %1 jogadas</translation>
        </message>
        <message>
            <location line="-31" />
            <source>Printed on %1</source>
            <translation>Impresso em %1</translation>
        </message>
        <message>
            <location line="-43" />
            <source>needs %1, needed by %2</source>
            <translation>precisa de %1, necessária para %2</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+33" />
            <source>&amp;File</source>
            <translation>&amp;Arquivo</translation>
        </message>
        <message>
            <location line="+18" />
            <source>&amp;Quit</source>
            <translation>Sa&amp;ir</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="-2" />
            <source>La&amp;yer Panel</source>
            <translation>&amp;Painel de camadas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Coll&amp;ection Panel</source>
            <translation>Painel de c&amp;oleção</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Search &amp;Panel</source>
            <translation>Painel de &amp;busca</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solver</source>
            <translation>Solucionador</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Sol&amp;ver Panel</source>
            <translation>Painel do solucionador e&amp;xato</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Grid Infor&amp;mation</source>
            <translation>In&amp;formações da grade</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+17" />
            <source>Pre&amp;ferences…</source>
            <translation>Pre&amp;ferências…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;View</source>
            <translation>E&amp;xibir</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="+8" />
            <source>Search for high-scoring grids with NRPA or the hill climb, on every core</source>
            <translation>Buscar grades de pontuação alta com NRPA ou a subida de encosta, em todos os núcleos</translation>
        </message>
        <message>
            <location line="-10" />
            <source>Analysis</source>
            <translation>Análise</translation>
        </message>
        <message>
            <location line="+0" />
            <source>A&amp;nalysis Panel</source>
            <translation>Painel &amp;de análise</translation>
        </message>
        <message>
            <location line="+9" />
            <source>What each move of the game lost: the analysis and its chart</source>
            <translation>O que cada jogada da partida perdeu: a análise e seu gráfico</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+20" />
            <source>&amp;Layers</source>
            <translation>&amp;Camadas</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Main</source>
            <translation>Principal</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowSignals.cpp" line="+118" />
            <source>This grid is now an edit of “%1”: its record says so, and keeps no title of its own.</source>
            <translation>Esta grade agora é uma edição de “%1”: seu registro diz isso e não guarda título próprio.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>This grid is now an edit of “%1”: its record says so, and does not name %2 as its author.</source>
            <translation>Esta grade agora é uma edição de “%1”: seu registro diz isso e não nomeia %2 como autor.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Keep %1 as Author</source>
            <translation>&amp;Manter %1 como autor</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+21" />
            <source>%1[*] — Morpion Layers</source>
            <translation>%1[*] — Morpion Layers</translation>
        </message>
        <message>
            <location line="+56" />
            <source>Open %1</source>
            <translation>Abrir %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::MessageBanner</name>
        <message>
            <location filename="../app/gui/common/MessageBanner.cpp" line="+18" />
            <location line="+68" />
            <source>Note</source>
            <translation>Nota</translation>
        </message>
        <message>
            <location line="-57" />
            <source>What the message offers</source>
            <translation>O que a mensagem oferece</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Close this message</source>
            <translation>Fechar esta mensagem</translation>
        </message>
        <message>
            <location line="+52" />
            <source>Error</source>
            <translation>Erro</translation>
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
            <translation>morpion-layers: não há tela onde abrir uma janela (nem DISPLAY nem WAYLAND_DISPLAY estão definidos).
A ferramenta de linha de comando não precisa de tela; por exemplo, a grade inicial:
  %1 info %2
  %1 render %2 -o grid.png</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::PictureActions</name>
        <message>
            <location filename="../app/gui/files/PictureActions.cpp" line="+19" />
            <source>&amp;Export Picture…</source>
            <translation>&amp;Exportar imagem…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Grid and P&amp;icture</source>
            <translation>Copiar grade e &amp;imagem</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy the grid as a picture (carrying its record), its layer code and its record: Paste opens it again</source>
            <translation>Copiar a grade como imagem (com o seu registro), o seu código de camadas e o seu registro: Colar a abre de novo</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Picture saved to %1</source>
            <translation>Imagem salva em %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Grid copied: its picture, layer code and record</source>
            <translation>Grade copiada: a imagem, o código de camadas e o registro</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::PreferencesDialog</name>
        <message>
            <location filename="../app/gui/window/PreferencesDialog.cpp" line="+18" />
            <source>Preferences</source>
            <translation>Preferências</translation>
        </message>
        <message>
            <location line="+2" />
            <source>System language</source>
            <translation>Idioma do sistema</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Follow the system</source>
            <translation>Seguir o sistema</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dark</source>
            <translation>Escuro</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Reopen the last grid at start</source>
            <translation>&amp;Reabrir a última grade ao iniciar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid file last opened or saved; unsaved work a crash left behind is offered first</source>
            <translation>O último arquivo de grade aberto ou salvo; o trabalho não salvo deixado por uma falha é oferecido primeiro</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Language:</source>
            <translation>&amp;Idioma:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Board &amp;colours:</source>
            <translation>&amp;Cores do tabuleiro:</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ReadFeedback</name>
        <message>
            <location filename="../app/gui/common/ReadFeedback.cpp" line="+23" />
            <source>picture</source>
            <translation>imagem</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Not a valid %1: %2.</source>
            <translation>Não é válido como %1: %2.</translation>
        </message>
        <message>
            <location line="+15" />
            <location line="+5" />
            <source>Read as %1</source>
            <translation>Ler como %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::RulesDialog</name>
        <message>
            <location filename="../app/gui/help/RulesDialog.cpp" line="+13" />
            <source>Rules of the Four Variants</source>
            <translation>Regras das quatro variantes</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&lt;h3&gt;Morpion Solitaire&lt;/h3&gt;&lt;p&gt;The game starts from a cross of points on squared paper: 36 points for the 5-point games, 24 for the 4-point games. A &lt;b&gt;move&lt;/b&gt; adds one new point and draws a straight line through it: horizontal, vertical or diagonal, covering 5 points (4 in the 4-point games), all of them already on the board but the new one. The game ends when no move is left; the &lt;b&gt;score&lt;/b&gt; is the number of moves. There is no opponent: the aim is the longest game.&lt;/p&gt;&lt;h3&gt;The four variants&lt;/h3&gt;&lt;table cellspacing="6"&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5-point lines, &lt;i&gt;touching&lt;/i&gt;: two lines of the same direction may share an end point, never a stretch between two points. The classic game; the record is 178 moves.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5-point lines, &lt;i&gt;disjoint&lt;/i&gt;: two lines of the same direction may not share any point. Harder; the record is 82 moves.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;4-point lines on the small cross, touching allowed. The best game, 62 moves, is proved optimal.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;4-point lines on the small cross, disjoint. The best game, 35 moves, is proved optimal.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Lines of different directions may always cross. Every game legal in a D variant is legal in the T variant of the same length, not the other way round.&lt;/p&gt;&lt;h3&gt;Layers&lt;/h3&gt;&lt;p&gt;The program shows a finished grid in &lt;b&gt;layers&lt;/b&gt;: layer 0 holds the moves that could be played at the start and were; each later layer, the moves that became possible through the layers before it. Moves of one layer can be played in any order. A move that was possible in a layer but left untaken stays untaken for good: it is shown as &lt;i&gt;taboo&lt;/i&gt; in the later layers where it is still legal. The layer code writes one bit per possible move, layer by layer: 1 taken, 0 left. Help &amp;gt; How to Read the Layer View shows it on a grid.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Morpion Solitaire&lt;/h3&gt;&lt;p&gt;A partida começa com uma cruz de pontos em papel quadriculado: 36 pontos nos jogos de 5 pontos, 24 nos jogos de 4 pontos. Uma &lt;b&gt;jogada&lt;/b&gt; acrescenta um ponto novo e traça por ele uma linha reta, horizontal, vertical ou diagonal, que cobre 5 pontos (4 nos jogos de 4 pontos), todos já no tabuleiro exceto o novo. A partida termina quando não resta nenhuma jogada; a &lt;b&gt;pontuação&lt;/b&gt; é o número de jogadas. Não há adversário: o objetivo é a partida mais longa.&lt;/p&gt;&lt;h3&gt;As quatro variantes&lt;/h3&gt;&lt;table cellspacing="6"&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Linhas de 5 pontos &lt;i&gt;que se tocam&lt;/i&gt;: duas linhas da mesma direção podem compartilhar um ponto da extremidade, nunca um trecho entre dois pontos. O jogo clássico; o recorde é de 178 jogadas.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Linhas de 5 pontos &lt;i&gt;disjuntas&lt;/i&gt;: duas linhas da mesma direção não podem compartilhar nenhum ponto. Mais difícil; o recorde é de 82 jogadas.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Linhas de 4 pontos na cruz pequena, que podem se tocar. A melhor partida, de 62 jogadas, é comprovadamente ótima.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Linhas de 4 pontos na cruz pequena, disjuntas. A melhor partida, de 35 jogadas, é comprovadamente ótima.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Linhas de direções diferentes sempre podem se cruzar. Toda partida legal numa variante D é legal na variante T do mesmo comprimento, mas não o contrário.&lt;/p&gt;&lt;h3&gt;Camadas&lt;/h3&gt;&lt;p&gt;O programa mostra uma grade terminada em &lt;b&gt;camadas&lt;/b&gt;: a camada 0 contém as jogadas que podiam ser feitas no início e foram feitas; cada camada seguinte, as jogadas que se tornaram possíveis graças às camadas anteriores. As jogadas de uma camada podem ser feitas em qualquer ordem. Uma jogada que era possível numa camada mas foi deixada de lado fica de fora para sempre: ela aparece como &lt;i&gt;tabu&lt;/i&gt; nas camadas posteriores em que ainda é legal. O código de camadas escreve um bit por jogada possível, camada por camada: 1 feita, 0 deixada de lado. Ajuda &amp;gt; Como ler a visualização de camadas mostra isso numa grade.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchChart</name>
        <message>
            <location filename="../app/gui/search/SearchChart.cpp" line="+30" />
            <source>%1 h</source>
            <translation>%1 h</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 min</source>
            <translation>%1 min</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+1" />
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Best score over time</source>
            <translation>Melhor pontuação ao longo do tempo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best score found so far, over the time the search has run</source>
            <translation>A melhor pontuação encontrada até agora, ao longo do tempo de busca</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchChart.h" line="+36" />
            <source>best score</source>
            <translation>melhor pontuação</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchChart.cpp" line="+86" />
            <source>The best score over time is drawn here while a search runs.</source>
            <translation>A melhor pontuação ao longo do tempo é desenhada aqui enquanto uma busca roda.</translation>
        </message>
        <message>
            <location line="+54" />
            <source>Best %1 at %2 s</source>
            <translation>Melhor %1 aos %2 s</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchFigures</name>
        <message>
            <location filename="../app/gui/search/SearchFigures.cpp" line="+43" />
            <source>neighbourhoods/s</source>
            <translation>vizinhanças/s</translation>
        </message>
        <message>
            <location line="+1" />
            <source>playouts/s</source>
            <translation>simulações/s</translation>
        </message>
        <message>
            <location line="+0" />
            <source>iterations/s</source>
            <translation>iterações/s</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The search's best score, time and speed</source>
            <translation>Melhor pontuação, tempo e velocidade da busca</translation>
        </message>
        <message>
            <location line="+3" />
            <source>best score</source>
            <translation>melhor pontuação</translation>
        </message>
        <message>
            <location line="+1" />
            <source>elapsed</source>
            <translation>decorrido</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <location line="+28" />
            <source>%1 in all</source>
            <translation>%1 no total</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchLogList</name>
        <message>
            <location filename="../app/gui/search/SearchLogList.cpp" line="+26" />
            <source>Search log</source>
            <translation>Registro da busca</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Each new best: iteration. score (seconds) layer code. Click a line to preview its grid, double-click to load it</source>
            <translation>Cada novo melhor: iteração. pontuação (segundos) código de camadas. Clique numa linha para ver a grade, clique duplo para carregá-la</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchPanel</name>
        <message>
            <location filename="../app/gui/search/SearchParameters.cpp" line="+77" />
            <source>NRPA (nested rollout policy adaptation)</source>
            <translation>NRPA (adaptação de política por simulações aninhadas)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hill climb (the seeds' DNA search)</source>
            <translation>Subida de encosta (a busca por DNA original)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Improve the open grid (large neighbourhood search)</source>
            <translation>Melhorar a grade aberta (busca em vizinhança ampla)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds' search, quick to rise and then slow</source>
            <translation>O NRPA (Rosin 2011) encontrou o recorde de 178; a subida de encosta é a busca original, rápida para subir e depois lenta</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Algorithm</source>
            <translation>A&amp;lgoritmo</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Nesting level L: one search of level L plays about iterations^L playouts</source>
            <translation>Nível de aninhamento L: uma busca de nível L joga cerca de iterações^L simulações</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Iterations of each level (N in the paper)</source>
            <translation>Iterações de cada nível (N no artigo)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Adaptation step: how far the policy moves toward the best game at each iteration</source>
            <translation>Passo de adaptação: quanto a política se move em direção à melhor partida a cada iteração</translation>
        </message>
        <message>
            <location line="+6" />
            <source>How strongly the open grid's moves are preferred at first: about 1 barely, 3 keeps a good part of the grid, 5 and more nearly replay it</source>
            <translation>Quanto as jogadas da grade aberta são preferidas no início: cerca de 1 pouco, 3 mantém boa parte da grade, 5 ou mais quase a repetem</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Iterations</source>
            <translation>&amp;Iterações</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Al&amp;pha</source>
            <translation>Al&amp;fa</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Lines of the current game left out at each step of the climb (the seeds use 3)</source>
            <translation>Traços da partida atual deixados de fora a cada passo da subida (o original usa 3)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Blacklist</source>
            <translation>Lista ne&amp;gra</translation>
        </message>
        <message>
            <location line="+22" />
            <source>The whole grid</source>
            <translation>A grade inteira</translation>
        </message>
        <message>
            <location line="+88" />
            <source>Region (%1, %2)–(%3, %4)</source>
            <translation>Região (%1, %2)–(%3, %4)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Region (none selected)</source>
            <translation>Região (nenhuma selecionada)</translation>
        </message>
        <message>
            <location line="-89" />
            <source>Wor&amp;k on</source>
            <translation>&amp;Zona de trabalho</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Independent searches run side by side, one per core; the best of them is shown</source>
            <translation>Buscas independentes lado a lado, uma por núcleo; a melhor é mostrada</translation>
        </message>
        <message>
            <location line="+4" />
            <source>random</source>
            <translation>aleatória</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same seed, threads and parameters search the same games again (with an iteration budget, exactly); "random" picks a new seed at each start</source>
            <translation>A mesma semente, threads e parâmetros buscam as mesmas partidas de novo (com um orçamento de iterações, exatamente); “aleatória” escolhe uma semente nova a cada início</translation>
        </message>
        <message>
            <location line="+3" />
            <source>New</source>
            <translation>Nova</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pick a new fixed seed</source>
            <translation>Escolher uma nova semente fixa</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&amp;Threads</source>
            <translation>&amp;Threads</translation>
        </message>
        <message>
            <location line="+10" />
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <location line="+1" />
            <source>no limit</source>
            <translation>sem limite</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop after this many seconds (0: run until Stop)</source>
            <translation>Parar após estes segundos (0: até Interromper)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>none</source>
            <translation>nenhuma</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop as soon as a game reaches this score (0: no target)</source>
            <translation>Parar assim que uma partida atingir esta pontuação (0: sem meta)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop after</source>
            <translation>Parar após</translation>
        </message>
        <message>
            <location line="+2" />
            <source>or at s&amp;core</source>
            <translation>&amp;ou com pontuação</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchPanel.cpp" line="+86" />
            <source>Pick an algorithm and press Start; the search runs beside your work.</source>
            <translation>Escolha um algoritmo e pressione Iniciar; a busca roda ao lado do seu trabalho.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Res&amp;ume</source>
            <translation>Reto&amp;mar</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Go on with the stopped search exactly where it stopped (Stop pauses it)</source>
            <translation>Continuar a busca interrompida exatamente de onde parou (Interromper a pausa)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open State…</source>
            <translation>Abrir estado…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open a search state saved here or by morpion-cli search --checkpoint; Resume goes on with it</source>
            <translation>Abrir um estado de busca salvo aqui ou por morpion-cli search --checkpoint; Retomar continua a partir dele</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Save State…</source>
            <translation>Salvar estado…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save the stopped search's state to a file, to go on with it later here or with morpion-cli search --checkpoint</source>
            <translation>Salvar num arquivo o estado da busca interrompida, para continuá-la mais tarde aqui ou com morpion-cli search --checkpoint</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchParameters.cpp" line="-154" />
            <source>Search settings</source>
            <translation>Configurações da busca</translation>
        </message>
        <message>
            <location line="+59" />
            <source>&amp;Nesting level</source>
            <translation>&amp;Nível de aninhamento</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Warm wei&amp;ght</source>
            <translation>&amp;Peso inicial</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Start f&amp;rom</source>
            <translation>Começar &amp;de</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The whole grid, or only the region last dragged on the board with Shift: then each neighbourhood is the moves whose points lie in it, with the moves that need them, and every other move stays</source>
            <translation>A grade inteira, ou só a região arrastada por último no tabuleiro com Shift: então cada vizinhança são as jogadas cujo ponto fica nela, com as jogadas que dependem delas, e todas as outras jogadas ficam</translation>
        </message>
        <message>
            <location line="+32" />
            <source>See&amp;d</source>
            <extracomment>The seed of the random generator (a number), as in the status line and the log.</extracomment>
            <translation>&amp;Semente</translation>
        </message>
        <message>
            <location line="+107" />
            <source>The empty cross</source>
            <translation>A cruz vazia</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every game starts from the cross of the variant</source>
            <translation>Toda partida começa da cruz da variante</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The open grid, kept as the start</source>
            <translation>A grade aberta, mantida como início</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The open grid, kept (NRPA only)</source>
            <translation>A grade aberta, mantida (só NRPA)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every game begins with the moves of the open grid and goes on from its end</source>
            <translation>Cada partida começa com as jogadas da grade aberta e continua a partir do seu fim</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The open grid, improved</source>
            <translation>A grade aberta, melhorada</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Improve takes neighbourhoods out of the open grid and refills them</source>
            <translation>Melhorar retira vizinhanças da grade aberta e as preenche de novo</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Around the open grid (warm start)</source>
            <translation>Em torno da grade aberta (início a quente)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The policy first prefers the open grid's moves (see Warm weight), so the search explores grids near it</source>
            <translation>A política prefere primeiro as jogadas da grade aberta (veja Peso inicial), então a busca explora grades próximas dela</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Climb from the open grid</source>
            <translation>Subir a partir da grade aberta</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The climb's first game is the open grid, finished at random when it is not</source>
            <translation>A primeira partida da subida é a grade aberta, terminada ao acaso se não estiver terminada</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchPanel.cpp" line="+89" />
            <source>Searching %1 grids</source>
            <translation>Buscando grades %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A %1 search, stopped: Resume goes on with it</source>
            <translation>Uma busca %1, interrompida: Retomar a continua</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Searches %1 grids, the variant of the open grid</source>
            <translation>Busca grades %1, a variante da grade aberta</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Improve works on the open grid, which has no move yet: open or play a grid first.</source>
            <translation>Melhorar trabalha sobre a grade aberta, que ainda não tem nenhuma jogada: abra ou jogue uma grade primeiro.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The open grid is finished: no move is left after it, so there is nothing to search from its end. Start from the empty cross, or search around the open grid.</source>
            <translation>A grade aberta está terminada: não resta nenhuma jogada depois dela, então não há nada para buscar a partir do seu fim. Comece da cruz vazia ou busque em torno da grade aberta.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The target score %1 is not above the open grid's score %2: every game would reach it at once.</source>
            <translation>A pontuação-meta %1 não é maior que a pontuação %2 da grade aberta: toda partida a atingiria de imediato.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>These settings cannot be used: %1.</source>
            <translation>Estas configurações não podem ser usadas: %1.</translation>
        </message>
        <message>
            <location line="+40" />
            <source>&amp;Stop</source>
            <translation>Inte&amp;rromper</translation>
        </message>
        <message>
            <location line="+0" />
            <source>&amp;Start</source>
            <translation>Inicia&amp;r</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop the search; its log and best grid stay</source>
            <translation>Interromper a busca; o seu registro e a melhor grade ficam</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start a search with these settings (F5)</source>
            <translation>Iniciar uma busca com estas configurações (F5)</translation>
        </message>
        <message>
            <location line="-219" />
            <source>Search panel</source>
            <translation>Painel de busca</translation>
        </message>
        <message>
            <location line="+166" />
            <source>No region is selected: drag a rectangle on the board with Shift held (its moves are removed), or improve the whole grid.</source>
            <translation>Nenhuma região está selecionada: arraste um retângulo no tabuleiro segurando Shift (as jogadas dele são removidas), ou melhore a grade inteira.</translation>
        </message>
        <message>
            <location line="+56" />
            <source>&amp;Start Search</source>
            <translation>&amp;Iniciar a busca</translation>
        </message>
        <message>
            <location line="+0" />
            <source>&amp;Stop Search</source>
            <extracomment>View menu, while a search runs, in place of Start Search (whose access key it can share)</extracomment>
            <translation>&amp;Interromper a busca</translation>
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
            <translation>Melhorar</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+84" />
            <source>Hill climb</source>
            <translation>Subida de encosta</translation>
        </message>
        <message numerus="yes">
            <location line="-83" />
            <source>%1 searching on %n thread(s), seed %2…</source>
            <translation>
                <numerusform>%1 buscando em %n thread, semente %2…</numerusform>
                <numerusform>%1 buscando em %n threads, semente %2…</numerusform>
            </translation>
        </message>
        <message>
            <location line="+22" />
            <source>Going on from %1 %2, best %3…</source>
            <translation>Continuando a partir de %1 %2, melhor %3…</translation>
        </message>
        <message>
            <location line="+0" />
            <source>playouts</source>
            <translation>simulações</translation>
        </message>
        <message>
            <location line="+0" />
            <source>iterations</source>
            <translation>iterações</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Search state saved to %1</source>
            <translation>Estado da busca salvo em %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Save Search State</source>
            <translation>Salvar estado da busca</translation>
        </message>
        <message>
            <location line="+36" />
            <source>Opened the %1 search of %2 grids (seed %3) at %4 in %5, best %6: Resume goes on with it.</source>
            <translation>Aberta uma busca %1 de grades %2 (semente %3), parada em %4 após %5, melhor %6: Retomar a continua.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Open Search State</source>
            <translation>Abrir estado da busca</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Stopping…</source>
            <translation>Interrompendo…</translation>
        </message>
        <message>
            <location line="+27" />
            <source>The search could not run: %1</source>
            <translation>A busca não pôde rodar: %1</translation>
        </message>
        <message>
            <location line="+32" />
            <source>the search finished its work</source>
            <translation>a busca terminou o seu trabalho</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the time limit was reached</source>
            <translation>o limite de tempo foi atingido</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the target score was reached</source>
            <translation>a pontuação-meta foi atingida</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the iteration budget was spent</source>
            <translation>o orçamento de iterações acabou</translation>
        </message>
        <message>
            <location line="+1" />
            <source>stopped</source>
            <translation>interrompida</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 playouts</source>
            <translation>%1 simulações</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 neighbourhoods</source>
            <translation>%1 vizinhanças</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 iterations</source>
            <translation>%1 iterações</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ended (%1): best %2 after %3 in %4, seed %5.</source>
            <translation>Terminada (%1): melhor %2 após %3 em %4, semente %5.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Ended (%1) before the first game was over.</source>
            <translation>Terminada (%1) antes do fim da primeira partida.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Resume goes on from here.</source>
            <translation>Retomar continua a partir daqui.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchPreview</name>
        <message>
            <location filename="../app/gui/search/SearchPreview.cpp" line="+11" />
            <source>Search Preview</source>
            <translation>Pré-visualização da busca</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Best grid of the search</source>
            <translation>Melhor grade da busca</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A preview of a grid the search found: the document does not change. Double-click, or Load, to open it as one undo step.</source>
            <translation>Pré-visualização de uma grade encontrada pela busca: o documento não muda. Clique duplo, ou Carregar, para abri-la como um passo de desfazer.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The best grid is shown here.</source>
            <translation>A melhor grade é mostrada aqui.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchResults</name>
        <message>
            <location filename="../app/gui/search/SearchResults.cpp" line="+25" />
            <source>What the search found</source>
            <translation>O que a busca encontrou</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Previe&amp;w best</source>
            <translation>Pré-&amp;visualizar a melhor</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Show the best grid (or the log line picked) in a picture below: the document does not change</source>
            <translation>Mostrar a melhor grade (ou a linha escolhida do registro) numa imagem abaixo: o documento não muda</translation>
        </message>
        <message>
            <location line="+2" />
            <source>L&amp;oad best</source>
            <translation>Carregar a mel&amp;hor</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the best grid so far on the board as one undo step; the search goes on</source>
            <translation>Abrir a melhor grade até agora no tabuleiro como um passo de desfazer; a busca continua</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Co&amp;mpare best</source>
            <translation>So&amp;brepor a melhor</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Draw the best grid (or the log line picked) over the open grid: the moves both have, and the moves each has alone</source>
            <translation>Desenhar a melhor grade (ou a linha escolhida do registro) sobre a grade aberta: as jogadas que as duas têm e as que só uma delas tem</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy code</source>
            <translation>Copiar código</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the layer code of the best grid</source>
            <translation>Copiar o código de camadas da melhor grade</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy log</source>
            <translation>Copiar registro</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the log, one line per new best, in the seeds' form</source>
            <translation>Copiar o registro, uma linha por novo melhor, no formato original</translation>
        </message>
        <message>
            <location line="-24" />
            <source>Load &amp;Best Search Grid</source>
            <translation>Carregar a &amp;melhor grade da busca</translation>
        </message>
        <message>
            <location line="+127" />
            <source>Preview, not loaded: the best so far, %1</source>
            <translation>Pré-visualização, não carregada: a melhor até agora, %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Preview, not loaded: %1 at %2 s</source>
            <translation>Pré-visualização, não carregada: %1 aos %2 s</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Load search result %1</source>
            <translation>Carregar o resultado de busca %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Loaded the search's grid of %1 moves; Undo brings back the previous grid.</source>
            <translation>Carregada a grade de %1 jogadas da busca; Desfazer traz de volta a grade anterior.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Layer code of the best grid copied</source>
            <translation>Código de camadas da melhor grade copiado</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Search log copied</source>
            <translation>Registro da busca copiado</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchStateFile</name>
        <message>
            <location filename="../app/gui/search/SearchStateFile.cpp" line="+21" />
            <source>Cannot save the search state to %1: %2</source>
            <translation>Não é possível salvar o estado da busca em %1: %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cannot open %1: %2</source>
            <translation>Não é possível abrir %1: %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is too large to be a search state.</source>
            <translation>%1 é grande demais para ser um estado de busca.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 is not a search state Morpion Layers can go on from: %2</source>
            <translation>%1 não é um estado de busca a partir do qual o Morpion Layers possa continuar: %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Search states (*.checkpoint);;All files (*)</source>
            <translation>Estados de busca (*.checkpoint);;Todos os arquivos (*)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ShortcutsDialog</name>
        <message>
            <location filename="../app/gui/help/ShortcutsDialog.cpp" line="+46" />
            <source>Keyboard Shortcuts</source>
            <translation>Atalhos de teclado</translation>
        </message>
        <message>
            <location line="+19" />
            <source>&lt;h3&gt;Menu commands&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Comandos de menu&lt;/h3&gt;</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&lt;h3&gt;On the board&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Click&lt;/td&gt;&lt;td&gt;play the highlighted move&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab, Shift+Tab, mouse wheel&lt;/td&gt;&lt;td&gt;where a point has several lines: choose the line&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;cancel the move under the pointer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Mouse wheel (Ctrl + wheel while choosing a line)&lt;/td&gt;&lt;td&gt;zoom&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Drag&lt;/td&gt;&lt;td&gt;pan&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;h3&gt;No tabuleiro&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Clique&lt;/td&gt;&lt;td&gt;fazer a jogada destacada&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab, Shift+Tab, roda do mouse&lt;/td&gt;&lt;td&gt;onde um ponto tem vários traços: escolher o traço&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;cancelar a jogada sob o ponteiro&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Roda do mouse (Ctrl + roda ao escolher um traço)&lt;/td&gt;&lt;td&gt;zoom&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Arrastar&lt;/td&gt;&lt;td&gt;deslocar&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
        <message>
            <location line="+8" />
            <source>&lt;h3&gt;Editing on the board&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Shift + drag&lt;/td&gt;&lt;td&gt;remove the moves in a rectangle, with the moves that need them; the rectangle stays selected as the region Improve can work on&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Right click&lt;/td&gt;&lt;td&gt;remove a move, take back, or take an untaken move of the shown layer instead&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;leave a comparison; else drop the selected region&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;h3&gt;Editar no tabuleiro&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Shift + arrastar&lt;/td&gt;&lt;td&gt;remover as jogadas de um retângulo, com as jogadas que dependem delas; o retângulo fica selecionado como a região em que Melhorar pode trabalhar&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Clique direito&lt;/td&gt;&lt;td&gt;remover uma jogada, voltar atrás ou fazer no lugar uma jogada não feita da camada mostrada&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;sair de uma comparação; senão, descartar a região selecionada&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SignalQuit</name>
        <message>
            <location filename="../app/gui/window/SignalQuit.cpp" line="+93" />
            <source>Not quitting on signal %1: %2. Save the grid, or send the signal again to quit without it.</source>
            <translation>Não fechando com o sinal %1: %2. Salve a grade, ou envie o sinal de novo para sair sem ela.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Quitting on signal %1 without the unsaved work: %2</source>
            <translation>Fechando com o sinal %1 sem o trabalho não salvo: %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The unsaved work is kept in %1, because %2 could not take it: %3</source>
            <translation>O trabalho não salvo é mantido em %1, porque %2 não podia recebê-lo: %3</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SolvePanel</name>
        <message>
            <location filename="../app/gui/analysis/SolvePanel.cpp" line="+43" />
            <source>Solver panel</source>
            <translation>Painel do solucionador</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+227" />
            <location line="+2" />
            <source>Solve from Here</source>
            <translation>Resolver daqui</translation>
        </message>
        <message>
            <location line="-227" />
            <source>Prove the longest game from the position on the board, and light the moves that keep it</source>
            <translation>Provar a partida mais longa a partir da posição no tabuleiro e destacar as jogadas que a mantêm</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Millions of positions the solver may visit from here (and again after each legal move): a position with more is not proven, and the best game found is shown</source>
            <translation>Milhões de posições que o solucionador pode visitar daqui (e de novo após cada jogada legal): uma posição com mais não é provada, e a melhor partida encontrada é mostrada</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Million nodes:</source>
            <translation>Milhões de nós:</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Live hint while playing 4T and 4D</source>
            <translation>Dica ao vivo ao jogar 4T e 4D</translation>
        </message>
        <message>
            <location line="+2" />
            <source>After each move, solve the new position in the background and light the moves that keep the best score, once positions are small enough to answer at once</source>
            <translation>Após cada jogada, resolver a nova posição em segundo plano e destacar as jogadas que mantêm a melhor pontuação, assim que as posições forem pequenas o bastante para responder na hora</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Solver progress</source>
            <translation>Progresso do solucionador</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Play the game the solver found from this position (one step that can be undone)</source>
            <translation>Jogar a partida que o solucionador encontrou a partir desta posição (um passo que pode ser desfeito)</translation>
        </message>
        <message>
            <location line="+56" />
            <source>The position changed: Solve from Here was cancelled.</source>
            <translation>A posição mudou: Resolver daqui foi cancelado.</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Solving…</source>
            <translation>Resolvendo…</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Proven: %1. Checking which moves keep it: %2 of %3, %4 nodes, %5 s</source>
            <translation>Provado: %1. Verificando quais jogadas o mantêm: %2 de %3, %4 nós, %5 s</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Solving: %1 nodes, %2 s</source>
            <translation>Resolvendo: %1 nós, %2 s</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Solve from Here could not run: %1</source>
            <translation>Não foi possível executar Resolver daqui: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cancelled: the best game found so far scores %1, not proven.</source>
            <translation>Cancelado: a melhor partida encontrada até agora tem %1, não provada.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Solved: the longest game from here scores %1</source>
            <translation>Resolvido: a partida mais longa daqui tem %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not proven: the best game found scores %1</source>
            <translation>Não provado: a melhor partida encontrada tem %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cancel Solving</source>
            <translation>Cancelar a resolução</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Proven: the game is over here, at %1.</source>
            <translation>Provado: a partida termina aqui, com %1.</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Proven: the longest game from here scores %1, %n move(s) more.</source>
            <translation>
                <numerusform>Provado: a partida mais longa daqui tem %1, %n jogada a mais.</numerusform>
                <numerusform>Provado: a partida mais longa daqui tem %1, %n jogadas a mais.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n move(s) keep it reachable: lit on the board.</source>
            <translation>
                <numerusform>%n jogada o mantém alcançável: destacada no tabuleiro.</numerusform>
                <numerusform>%n jogadas o mantêm alcançável: destacadas no tabuleiro.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Lit on the board: the %n move(s) proven to keep it; the others were not proven within the budget.</source>
            <translation>
                <numerusform>Destacada no tabuleiro: a %n jogada provada que o mantém; as outras não foram provadas dentro do orçamento.</numerusform>
                <numerusform>Destacadas no tabuleiro: as %n jogadas provadas que o mantêm; as outras não foram provadas dentro do orçamento.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>Live hint: this position has more than %1 nodes to walk; the hint comes back once fewer moves are left.</source>
            <translation>Dica ao vivo: esta posição tem mais de %1 nós a percorrer; a dica volta quando restarem menos jogadas.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Not proven within %1 nodes: best found %2.</source>
            <translation>Não provado em %1 nós: melhor encontrada %2.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Live hint on: the moves that keep the best score light up once the position is small enough to solve at once.</source>
            <translation>Dica ao vivo ligada: as jogadas que mantêm a melhor pontuação se destacam assim que a posição é pequena o bastante para ser resolvida na hora.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve from Here proves the longest game from the position on the board.</source>
            <translation>Resolver daqui prova a partida mais longa a partir da posição no tabuleiro.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Play the Optimal Line</source>
            <translation>Jogar a linha ótima</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Play the Best Line Found</source>
            <translation>Jogar a melhor continuação encontrada</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Play the optimal line</source>
            <translation>Jogar a linha ótima</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Play the best line found</source>
            <translation>Jogar a melhor continuação encontrada</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Played the optimal line: %n move(s)</source>
            <translation>
                <numerusform>Linha ótima jogada: %n jogada</numerusform>
                <numerusform>Linha ótima jogada: %n jogadas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Played the best line found: %n move(s)</source>
            <translation>
                <numerusform>Melhor continuação encontrada jogada: %n jogada</numerusform>
                <numerusform>Melhor continuação encontrada jogada: %n jogadas</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::StatusFields</name>
        <message>
            <location filename="../app/gui/window/StatusFields.cpp" line="+28" />
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The point under the pointer</source>
            <translation>O ponto sob o ponteiro</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Score %1, finished</source>
            <translation>Pontuação %1, terminada</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Score %1, %n legal</source>
            <translation>
                <numerusform>Pontuação %1, %n legal</numerusform>
                <numerusform>Pontuação %1, %n legais</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n layer(s)</source>
            <translation>
                <numerusform>%n camada</numerusform>
                <numerusform>%n camadas</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layer %1</source>
            <translation>Camada %1</translation>
        </message>
        <message>
            <location line="+0" />
            <source>In play</source>
            <translation>Em jogo</translation>
        </message>
        <message>
            <location line="+9" />
            <source>(%1, %2)</source>
            <translation>(%1, %2)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>(%1, %2): move %3 in the order of play, layer %4</source>
            <translation>(%1, %2): jogada %3 na ordem de jogo, camada %4</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Move %1 / %2</source>
            <translation>Jogada %1 / %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::UndoActions</name>
        <message>
            <location filename="../app/gui/edit/UndoActions.cpp" line="+28" />
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>&amp;Desfazer</translation>
        </message>
        <message>
            <location line="-1" />
            <source>&amp;Undo %1</source>
            <translation>&amp;Desfazer %1</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+1" />
            <source>&amp;Redo</source>
            <translation>&amp;Refazer</translation>
        </message>
        <message>
            <location line="-1" />
            <source>&amp;Redo %1</source>
            <translation>&amp;Refazer %1</translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>Undone: %1 (%n move(s) on the board)</source>
            <translation>
                <numerusform>Desfeito: %1 (%n jogada no tabuleiro)</numerusform>
                <numerusform>Desfeito: %1 (%n jogadas no tabuleiro)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>Redone: %1 (%n move(s) on the board)</source>
            <translation>
                <numerusform>Refeito: %1 (%n jogada no tabuleiro)</numerusform>
                <numerusform>Refeito: %1 (%n jogadas no tabuleiro)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ViewActions</name>
        <message>
            <location filename="../app/gui/board/ViewActions.cpp" line="+20" />
            <source>Zoom &amp;In</source>
            <translation>&amp;Ampliar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Zoom &amp;Out</source>
            <translation>Redu&amp;zir</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Fit Grid</source>
            <translation>A&amp;justar a grade</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Focus on the Boar&amp;d</source>
            <translation>Ir para o &amp;tabuleiro</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Move the keyboard to the board: arrows step layers, Enter plays</source>
            <translation>O teclado vai para o tabuleiro: as setas percorrem as camadas, Enter joga</translation>
        </message>
        <message>
            <location line="+10" />
            <source>&amp;Highlight Current Layer</source>
            <translation>Destacar a camada at&amp;ual</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Ghost Later Layers</source>
            <translation>&amp;Esmaecer as camadas posteriores</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show later layers faintly instead of hiding them</source>
            <translation>Mostrar as camadas posteriores esmaecidas em vez de ocultá-las</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move N&amp;umbers</source>
            <translation>&amp;Números das jogadas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Legend</source>
            <translation>&amp;Legenda</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hin&amp;ts: All Legal Moves</source>
            <translation>Dica&amp;s: todas as jogadas legais</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Colours</source>
            <translation>&amp;Cores</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Follow the &amp;System</source>
            <translation>Seguir o &amp;sistema</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Light</source>
            <translation>&amp;Claro</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Dark</source>
            <translation>&amp;Escuro</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::WebPageExport</name>
        <message>
            <location filename="../app/gui/files/WebPageExport.cpp" line="+23" />
            <source>Export &amp;Web Page…</source>
            <translation>Exportar como página &amp;web…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The grid as one web page that any browser opens, with no network and nothing installed</source>
            <translation>A grade como uma página web que qualquer navegador abre, sem rede e sem instalar nada</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This installation has no web page: it is built when Emscripten and esbuild are installed</source>
            <translation>Esta instalação não tem página web: ela é construída quando o Emscripten e o esbuild estão instalados</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Export Web Page</source>
            <translation>Exportar página web</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Web page (*.html)</source>
            <translation>Página web (*.html)</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Web page saved to %1</source>
            <translation>Página web salva em %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cannot write %1: this installation has no web page.</source>
            <translation>Não é possível gravar %1: esta instalação não tem página web.</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+3" />
            <source>Cannot write %1: %2</source>
            <translation>Não é possível gravar %1: %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::paint::BoardLegend</name>
        <message>
            <location filename="../app/paint/BoardScene.cpp" line="+167" />
            <source>In both grids (%1)</source>
            <translation>Nas duas grades (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Only in this grid (%1)</source>
            <translation>Só nesta grade (%1)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Only in the other grid (%1)</source>
            <translation>Só na outra grade (%1)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Needs (%1)</source>
            <translation>Precisa de (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Needed by (%1)</source>
            <translation>Necessária para (%1)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The grid as opened (%1)</source>
            <translation>A grade como foi aberta (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your moves (%1)</source>
            <translation>Suas jogadas (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal moves: click to play (%1)</source>
            <translation>Jogadas legais: clique para jogar (%1)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Earlier layers</source>
            <translation>Camadas anteriores</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layer %1: taken (%2)</source>
            <translation>Camada %1: jogadas (%2)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer %1: not taken (%2)</source>
            <translation>Camada %1: não jogadas (%2)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Legal, but left untaken in an earlier layer (%1)</source>
            <translation>Legal, mas deixada de lado numa camada anterior (%1)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Later layers</source>
            <translation>Camadas posteriores</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Hint: keeps the proven best, %2, reachable (%1)</source>
            <translation>Dica: mantém alcançável o melhor provado, %2 (%1)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Hint: a legal move (%1)</source>
            <translation>Dica: uma jogada legal (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Last move</source>
            <translation>Última jogada</translation>
        </message>
    </context>
    <context>
        <name>morpion::paint::PictureExport</name>
        <message>
            <location filename="../app/paint/PictureExport.cpp" line="+148" />
            <source>Unknown picture type “%1”: use .png, .svg or .pdf.</source>
            <translation>Tipo de imagem desconhecido “%1”: use .png, .svg ou .pdf.</translation>
        </message>
        <message>
            <location line="+12" />
            <location line="+43" />
            <source>Cannot write %1: %2</source>
            <translation>Não é possível gravar %1: %2</translation>
        </message>
        <message>
            <location line="-33" />
            <location line="+12" />
            <source>Morpion Solitaire grid</source>
            <translation>Grade de Morpion Solitaire</translation>
        </message>
        <message>
            <location line="-11" />
            <source>Drawn by Morpion Layers</source>
            <translation>Desenhado pelo Morpion Layers</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the SVG drawing did not start.</source>
            <translation>Não é possível gravar %1: o desenho SVG não começou.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the SVG drawing did not finish.</source>
            <translation>Não é possível gravar %1: o desenho SVG não terminou.</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Cannot write %1: the PDF drawing did not start.</source>
            <translation>Não é possível gravar %1: o desenho PDF não começou.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the PDF drawing did not finish.</source>
            <translation>Não é possível gravar %1: o desenho PDF não terminou.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Cannot write %1: the picture came out empty.</source>
            <translation>Não é possível gravar %1: a imagem saiu vazia.</translation>
        </message>
    </context>
</TS>
