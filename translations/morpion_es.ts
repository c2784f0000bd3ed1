<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
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
            <translation>%1 no contiene ninguna cuadrícula %2</translation>
        </message>
        <message>
            <location filename="../core/formats/CodeCollection.cpp" line="+263" />
            <source>a code of %1 characters is longer than any grid needs (limit %2)</source>
            <translation>un código de %1 caracteres es más largo de lo que necesita cualquier cuadrícula (límite %2)</translation>
        </message>
        <message>
            <location line="+84" />
            <source>no variant decodes it; as %1: %2</source>
            <translation>ninguna variante lo decodifica; como %1: %2</translation>
        </message>
        <message>
            <location filename="../core/rules/Dependencies.cpp" line="+47" />
            <source>%1 adds a point that is already on the board</source>
            <translation>%1 añade un punto que ya está en el tablero</translation>
        </message>
        <message>
            <location filename="../core/codes/LayerCoder.cpp" line="+303" />
            <location filename="../core/formats/Pentasol.cpp" line="+326" />
            <location filename="../core/rules/Dependencies.cpp" line="+17" />
            <location filename="../core/rules/MoveText.cpp" line="+218" />
            <source>the point is not on its line</source>
            <translation>el punto no está en su línea</translation>
        </message>
        <message>
            <location filename="../core/rules/Dependencies.cpp" line="+12" />
            <source>its line passes through %1, %2, which no move of the grid adds</source>
            <translation>su línea pasa por %1, %2, que ninguna jugada de la cuadrícula añade</translation>
        </message>
        <message>
            <location filename="../core/codes/GameNumber.cpp" line="+123" />
            <source>no game number</source>
            <translation>ningún número de partida</translation>
        </message>
        <message>
            <location line="+22" />
            <source>%1 digits; a %2 game number has at most %3</source>
            <translation>%1 cifras; un número de partida %2 tiene como máximo %3</translation>
        </message>
        <message>
            <location line="+30" />
            <source>the game ends after %1 moves</source>
            <translation>la partida termina tras %1 jugadas</translation>
        </message>
        <message>
            <location filename="../core/codes/GridEdit.cpp" line="+63" />
            <source>move %1 is not in the grid of %2 moves</source>
            <translation>la jugada %1 no está en la cuadrícula de %2 jugadas</translation>
        </message>
        <message>
            <location line="+66" />
            <source>%1 is already in the grid</source>
            <translation>%1 ya está en la cuadrícula</translation>
        </message>
        <message>
            <location filename="../core/codes/GridEdit.h" line="+27" />
            <source>grid move %1 cannot be played there: %2</source>
            <translation>la jugada %1 de la cuadrícula no se puede jugar ahí: %2</translation>
        </message>
        <message>
            <location filename="../core/formats/GridFile.cpp" line="+60" />
            <source>is a directory, not a grid file</source>
            <translation>es una carpeta, no un archivo de cuadrícula</translation>
        </message>
        <message>
            <location line="+2" />
            <source>not a regular file (a device, pipe or socket is not read)</source>
            <translation>no es un archivo normal (no se leen dispositivos, tuberías ni sockets)</translation>
        </message>
        <message>
            <location line="+57" />
            <source>%1 is larger than %2 MiB</source>
            <translation>%1 ocupa más de %2 MiB</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is larger than %2 bytes</source>
            <translation>%1 ocupa más de %2 bytes</translation>
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
            <translation>nada después del prefijo de variante</translation>
        </message>
        <message>
            <location line="-18" />
            <source>not in the code alphabet</source>
            <translation>no está en el alfabeto de los códigos</translation>
        </message>
        <message>
            <location line="+5" />
            <source>more than %1 characters, the most a layer code or a game number can have</source>
            <translation>más de %1 caracteres, el máximo que puede tener un código de capas o un número de partida</translation>
        </message>
        <message>
            <location line="+114" />
            <source>not a layer code, nor a game number: %1</source>
            <translation>ni un código de capas ni un número de partida: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>as one it runs out after move %1 and the rest of the game would be guessed</source>
            <translation>como tal se agota tras la jugada %1 y el resto de la partida se adivinaría</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1; %2</source>
            <translation>%1; %2</translation>
        </message>
        <message>
            <location filename="../core/formats/GridReader.cpp" line="-268" />
            <source>no variant replays the whole list; as %1: %2</source>
            <translation>ninguna variante reproduce toda la lista; como %1: %2</translation>
        </message>
        <message>
            <location line="+104" />
            <source>in the picture's record: %1</source>
            <translation>en el registro de la imagen: %1</translation>
        </message>
        <message>
            <location line="+73" />
            <source>the most a game number's text can take (a game number has at most %1 digits)</source>
            <translation>lo máximo que puede ocupar el texto de un número de partida (un número de partida tiene como máximo %1 cifras)</translation>
        </message>
        <message>
            <location line="+63" />
            <source>%1 bytes, more than %2</source>
            <translation>%1 bytes, más de %2</translation>
        </message>
        <message>
            <location line="+117" />
            <source>auto is for reading only</source>
            <translation>auto solo sirve para leer</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="+90" />
            <source>improve region radius %1 is outside %2..%3</source>
            <translation>el radio de región de la mejora (%1) está fuera de %2..%3</translation>
        </message>
        <message>
            <location line="+2" />
            <source>improve layer span %1 is outside %2..%3</source>
            <translation>el tramo de capas de la mejora (%1) está fuera de %2..%3</translation>
        </message>
        <message>
            <location line="+2" />
            <source>improve largest removal %1 is outside %2..%3</source>
            <translation>la mayor eliminación de la mejora (%1) está fuera de %2..%3</translation>
        </message>
        <message>
            <location filename="../core/formats/Msr.cpp" line="+346" />
            <source>cannot start zlib</source>
            <translation>no se puede iniciar zlib</translation>
        </message>
        <message>
            <location filename="../core/formats/Inflate.cpp" line="+80" />
            <source>a block of the reserved type 3</source>
            <translation>un bloque del tipo reservado 3</translation>
        </message>
        <message>
            <location line="+42" />
            <source>a code that stands for no symbol</source>
            <translation>un código que no representa ningún símbolo</translation>
        </message>
        <message>
            <location line="+17" />
            <source>a stored block whose length does not match its complement</source>
            <translation>un bloque almacenado cuya longitud no coincide con su complemento</translation>
        </message>
        <message>
            <location line="+38" />
            <source>more codes than DEFLATE has symbols</source>
            <translation>más códigos de los símbolos que tiene DEFLATE</translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+45" />
            <source>code lengths that do not form a prefix code</source>
            <translation>longitudes de código que no forman un código prefijo</translation>
        </message>
        <message>
            <location line="-29" />
            <source>a repeat of a code length before the first one</source>
            <translation>una repetición de una longitud de código antes de la primera</translation>
        </message>
        <message>
            <location line="+11" />
            <source>code lengths that run past their count</source>
            <translation>longitudes de código que sobrepasan su número</translation>
        </message>
        <message>
            <location line="+7" />
            <source>no code for the end of the block</source>
            <translation>ningún código para el final del bloque</translation>
        </message>
        <message>
            <location line="+34" />
            <source>a length symbol out of range</source>
            <translation>un símbolo de longitud fuera de rango</translation>
        </message>
        <message>
            <location line="+8" />
            <source>a distance symbol out of range</source>
            <translation>un símbolo de distancia fuera de rango</translation>
        </message>
        <message>
            <location line="+7" />
            <source>a distance back past the start of the data</source>
            <translation>una distancia hacia atrás más allá del inicio de los datos</translation>
        </message>
        <message>
            <location line="+19" />
            <source>the compressed data inflates to more than %1 MiB</source>
            <translation>los datos comprimidos se descomprimen en más de %1 MiB</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the compressed data inflates to more than %1 bytes</source>
            <translation>los datos comprimidos se descomprimen en más de %1 bytes</translation>
        </message>
        <message>
            <location line="+14" />
            <source>bad DEFLATE data at byte %1: %2</source>
            <translation>datos DEFLATE no válidos en el byte %1: %2</translation>
        </message>
        <message>
            <location line="+38" />
            <source>the zlib header is not that of a DEFLATE stream</source>
            <translation>la cabecera zlib no es la de un flujo DEFLATE</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the zlib stream needs a preset dictionary</source>
            <translation>el flujo zlib necesita un diccionario predefinido</translation>
        </message>
        <message>
            <location line="+15" />
            <source>the zlib checksum does not match the inflated data</source>
            <translation>la suma de comprobación zlib no coincide con los datos descomprimidos</translation>
        </message>
        <message>
            <location line="+4" />
            <source>data after the end of the DEFLATE stream</source>
            <translation>datos tras el final del flujo DEFLATE</translation>
        </message>
        <message>
            <location line="-66" />
            <location line="+42" />
            <location line="+15" />
            <source>the DEFLATE data is cut short</source>
            <translation>los datos DEFLATE están cortados</translation>
        </message>
        <message>
            <location filename="../core/formats/Json.cpp" line="-48" />
            <source>no JSON value</source>
            <translation>ningún valor JSON</translation>
        </message>
        <message>
            <location line="+6" />
            <source>unexpected text after the JSON value</source>
            <translation>texto inesperado tras el valor JSON</translation>
        </message>
        <message>
            <location line="+49" />
            <source>more than %1 JSON values</source>
            <translation>más de %1 valores JSON</translation>
        </message>
        <message>
            <location line="+4" />
            <source>unexpected end of the text, expected a value</source>
            <translation>final del texto inesperado; se esperaba un valor</translation>
        </message>
        <message>
            <location line="+21" />
            <source>expected '%1'</source>
            <translation>se esperaba «%1»</translation>
        </message>
        <message>
            <location line="+22" />
            <source>expected a digit</source>
            <translation>se esperaba una cifra</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected a value, found %1</source>
            <translation>se esperaba un valor y se encontró %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>a number cannot have a leading zero</source>
            <translation>un número no puede empezar por cero</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected a digit after '.'</source>
            <translation>se esperaba una cifra tras «.»</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected a digit in the exponent</source>
            <translation>se esperaba una cifra en el exponente</translation>
        </message>
        <message>
            <location line="+66" />
            <location line="+22" />
            <source>unterminated string</source>
            <translation>cadena sin terminar</translation>
        </message>
        <message>
            <location line="-14" />
            <source>control character %1 in a string (write it as an escape)</source>
            <translation>carácter de control %1 en una cadena (escríbalo como secuencia de escape)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>invalid UTF-8 %1 in a string</source>
            <translation>UTF-8 no válido %1 en una cadena</translation>
        </message>
        <message>
            <location line="+23" />
            <source>expected four hex digits after \u</source>
            <translation>se esperaban cuatro cifras hexadecimales tras \u</translation>
        </message>
        <message>
            <location line="+2" />
            <source>lone low surrogate in \u escape</source>
            <translation>sustituto bajo aislado en un escape \u</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+5" />
            <source>high surrogate without its low surrogate</source>
            <translation>sustituto alto sin su sustituto bajo</translation>
        </message>
        <message>
            <location line="+8" />
            <source>unknown escape \%1</source>
            <translation>escape desconocido \%1</translation>
        </message>
        <message>
            <location line="+10" />
            <location line="+35" />
            <source>nested deeper than %1 levels</source>
            <translation>anidado a más de %1 niveles</translation>
        </message>
        <message>
            <location line="-19" />
            <source>unterminated array, expected ',' or ']'</source>
            <translation>array sin terminar; se esperaba «,» o «]»</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ',' or ']' in an array, found %1</source>
            <translation>se esperaba «,» o «]» en un array y se encontró %1</translation>
        </message>
        <message>
            <location line="+25" />
            <source>unterminated object, expected a key</source>
            <translation>objeto sin terminar; se esperaba una clave</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected a key in double quotes, found %1</source>
            <translation>se esperaba una clave entre comillas dobles y se encontró %1</translation>
        </message>
        <message>
            <location line="+19" />
            <source>duplicate key "%1"</source>
            <translation>clave "%1" repetida</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ':' after the key</source>
            <translation>se esperaba «:» tras la clave</translation>
        </message>
        <message>
            <location line="+9" />
            <source>unterminated object, expected ',' or '}'</source>
            <translation>objeto sin terminar; se esperaba «,» o «}»</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ',' or '}' in an object, found %1</source>
            <translation>se esperaba «,» o «}» en un objeto y se encontró %1</translation>
        </message>
        <message>
            <location filename="../core/codes/LayerCoder.cpp" line="-228" />
            <source>the game ends at bit %1</source>
            <translation>la partida termina en el bit %1</translation>
        </message>
        <message>
            <location line="+216" />
            <source>%1 (also at index %2)</source>
            <translation>%1 (también en el índice %2)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 and %2 draw the same line</source>
            <translation>%1 y %2 trazan la misma línea</translation>
        </message>
        <message>
            <location line="+58" />
            <source>%1 is never a candidate (%2 moves are never reached)</source>
            <translation>%1 nunca es candidata (%2 jugadas nunca se alcanzan)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is never a candidate</source>
            <translation>%1 nunca es candidata</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 and %2</source>
            <translation>%1 y %2</translation>
        </message>
        <message>
            <location filename="../core/rules/MoveText.cpp" line="-70" />
            <source>expected the point's x coordinate</source>
            <translation>se esperaba la coordenada x del punto</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' after x</source>
            <translation>se esperaba «,» tras x</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the point's y coordinate</source>
            <translation>se esperaba la coordenada y del punto</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected '-' or '–' before the line</source>
            <translation>se esperaba «-» o «–» antes de la línea</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected '(' to open the line</source>
            <translation>se esperaba «(» para abrir la línea</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the line's x coordinate</source>
            <translation>se esperaba la coordenada x de la línea</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' in the line</source>
            <translation>se esperaba «,» en la línea</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the line's y coordinate</source>
            <translation>se esperaba la coordenada y de la línea</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' before the direction</source>
            <translation>se esperaba «,» antes de la dirección</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a direction: ne, e, se or s</source>
            <translation>se esperaba una dirección: ne, e, se o s</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ')' to close the line</source>
            <translation>se esperaba «)» para cerrar la línea</translation>
        </message>
        <message>
            <location line="+3" />
            <source>unexpected text after the move</source>
            <translation>texto inesperado tras la jugada</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the point %1, %2 is not on the line %3</source>
            <translation>el punto %1, %2 no está en la línea %3</translation>
        </message>
        <message>
            <location line="+52" />
            <source>the point %1, %2 is already on the board</source>
            <translation>el punto %1, %2 ya está en el tablero</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the line needs the point %1, %2, which is not on the board</source>
            <translation>la línea necesita el punto %1, %2, que no está en el tablero</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the line touches the line %1 of move %2</source>
            <translation>la línea toca la línea %1 de la jugada %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the line overlaps the line %1 of move %2</source>
            <translation>la línea se superpone a la línea %1 de la jugada %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the move is not legal here</source>
            <translation>la jugada no es legal aquí</translation>
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
            <translation>cadena</translation>
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
            <translation>jugada %1: %2</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+27" />
            <source>no "%1" field</source>
            <translation>ningún campo "%1"</translation>
        </message>
        <message>
            <location line="-23" />
            <source>"%1" must be an integer, found %2</source>
            <translation>"%1" debe ser un entero; se encontró: %2</translation>
        </message>
        <message>
            <location line="+4" />
            <source>"%1" is out of range: %2</source>
            <translation>"%1" está fuera de rango: %2</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected an object, found %1</source>
            <translation>se esperaba un objeto; se encontró: %1</translation>
        </message>
        <message>
            <location line="+13" />
            <location line="+299" />
            <source>"%1" must be a string, found %2</source>
            <translation>"%1" debe ser una cadena; se encontró: %2</translation>
        </message>
        <message>
            <location line="-294" />
            <source>unknown "dir" "%1" (expected H, V, DP or DN)</source>
            <translation>"dir" desconocido "%1" (se esperaba H, V, DP o DN)</translation>
        </message>
        <message>
            <location line="+7" />
            <source>"pos" must be 0..%1, found %2</source>
            <translation>"pos" debe estar entre 0 y %1; se encontró: %2</translation>
        </message>
        <message>
            <location line="+17" />
            <location line="+11" />
            <location line="+18" />
            <source>"%1" is %2, the moves give %3</source>
            <translation>"%1" es %2; las jugadas dan %3</translation>
        </message>
        <message>
            <location line="-7" />
            <source>"bbox" differs, the moves give %1</source>
            <translation>"bbox" difiere; las jugadas dan %1</translation>
        </message>
        <message>
            <location line="+22" />
            <location line="+260" />
            <location filename="../core/formats/Pentasol.cpp" line="-1" />
            <source>move %1, %2: %3</source>
            <translation>jugada %1, %2: %3</translation>
        </message>
        <message>
            <location line="-162" />
            <source>'=' inside the base64 data</source>
            <translation>«=» dentro de los datos base64</translation>
        </message>
        <message>
            <location line="+13" />
            <source>'%1' is not URL-safe base64 (A-Z a-z 0-9 - _)</source>
            <translation>«%1» no es base64 seguro para URL (A-Z a-z 0-9 - _)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>byte %1 is not URL-safe base64</source>
            <translation>el byte %1 no es base64 seguro para URL</translation>
        </message>
        <message>
            <location line="+15" />
            <source>the base64 data is cut short (its length leaves a lone character)</source>
            <translation>los datos base64 están cortados (su longitud deja un carácter suelto)</translation>
        </message>
        <message>
            <location line="+27" />
            <source>zlib could not compress the record</source>
            <translation>zlib no pudo comprimir el registro</translation>
        </message>
        <message>
            <location line="+12" />
            <source>writing MS1 needs zlib, which this build does not have</source>
            <translation>escribir MS1 requiere zlib, que esta compilación no tiene</translation>
        </message>
        <message>
            <location line="+41" />
            <source>an MSR record of %1 bytes is over the limit of %2 MiB</source>
            <translation>un registro MSR de %1 bytes supera el límite de %2 MiB</translation>
        </message>
        <message>
            <location line="+14" />
            <source>an MSR record is a JSON object, found %1</source>
            <translation>un registro MSR es un objeto JSON; se encontró: %1</translation>
        </message>
        <message>
            <location line="+14" />
            <source>the record has no "variant" field</source>
            <translation>el registro no tiene campo "variant"</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the record has no "moves" field</source>
            <translation>el registro no tiene campo "moves"</translation>
        </message>
        <message>
            <location line="+3" />
            <source>"moves" must be an array, found %1</source>
            <translation>"moves" debe ser un array; se encontró: %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 moves, more than the limit of %2</source>
            <translation>%1 jugadas, más que el límite de %2</translation>
        </message>
        <message>
            <location line="+38" />
            <source>a compact MSR record starts with "MS1:"</source>
            <translation>un registro MSR compacto empieza por "MS1:"</translation>
        </message>
        <message>
            <location line="+8" />
            <source>the MS1 text is over %1 MiB</source>
            <translation>el texto MS1 supera %1 MiB</translation>
        </message>
        <message>
            <location line="+9" />
            <source>no data after "MS1:"</source>
            <translation>no hay datos tras "MS1:"</translation>
        </message>
        <message>
            <location line="+9" />
            <source>in the inflated JSON: %1</source>
            <translation>en el JSON descomprimido: %1</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="-48" />
            <source>NRPA level %1 is outside 1..10</source>
            <translation>el nivel NRPA %1 está fuera de 1..10</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA iterations %1 are outside 1..1000000</source>
            <translation>las iteraciones NRPA (%1) están fuera de 1..1000000</translation>
        </message>
        <message>
            <location line="+3" />
            <source>NRPA alpha must be above 0 and at most 10</source>
            <translation>el alfa NRPA debe ser mayor que 0 y como máximo 10</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA stabilization %1 is outside 1..1000</source>
            <translation>la estabilización NRPA %1 está fuera de 1..1000</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA repetitions %1 are outside 0..1000000</source>
            <translation>las repeticiones NRPA (%1) están fuera de 0..1000000</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA warm-start weight must be between -50 and 50</source>
            <translation>el peso de arranque en caliente NRPA debe estar entre -50 y 50</translation>
        </message>
        <message>
            <location filename="../core/search/Nrpa.cpp" line="+35" />
            <source>prefix move %1 cannot be played there: %2</source>
            <translation>la jugada de prefijo %1 no se puede jugar ahí: %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>warm-start move %1 does not lie on its line</source>
            <translation>la jugada de arranque en caliente %1 no está en su línea</translation>
        </message>
        <message>
            <location filename="../core/formats/Pentasol.cpp" line="-224" />
            <source>expected '(' to open the reference point</source>
            <translation>se esperaba «(» para abrir el punto de referencia</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected '(' to open the move's point</source>
            <translation>se esperaba «(» para abrir el punto de la jugada</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected the reference point's column</source>
            <translation>se esperaba la columna del punto de referencia</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected the move's point's column</source>
            <translation>se esperaba la columna del punto de la jugada</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' between column and row</source>
            <translation>se esperaba «,» entre columna y fila</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the reference point's row</source>
            <translation>se esperaba la fila del punto de referencia</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected the move's point's row</source>
            <translation>se esperaba la fila del punto de la jugada</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ')' to close the reference point</source>
            <translation>se esperaba «)» para cerrar el punto de referencia</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected ')' to close the move's point</source>
            <translation>se esperaba «)» para cerrar el punto de la jugada</translation>
        </message>
        <message>
            <location line="+53" />
            <source>unexpected text after the reference point</source>
            <translation>texto inesperado tras el punto de referencia</translation>
        </message>
        <message>
            <location line="+8" />
            <source>more than %1 moves</source>
            <translation>más de %1 jugadas</translation>
        </message>
        <message>
            <location line="+10" />
            <source>expected a direction: '-', '|', '/' or '\'</source>
            <translation>se esperaba una dirección: «-», «|», «/» o «\»</translation>
        </message>
        <message>
            <location line="+6" />
            <source>expected an offset -2..+2</source>
            <translation>se esperaba un desplazamiento -2..+2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>offset %1 is out of range -2..+2</source>
            <translation>el desplazamiento %1 está fuera de -2..+2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>unexpected text after the offset</source>
            <translation>texto inesperado tras el desplazamiento</translation>
        </message>
        <message>
            <location line="+10" />
            <source>no reference point line "(col,row)"</source>
            <translation>no hay línea de punto de referencia "(col,row)"</translation>
        </message>
        <message>
            <location line="+26" />
            <source>offset %1 is out of range +2..-1 for %2 (4-point lines)</source>
            <translation>el desplazamiento %1 está fuera de +2..-1 para %2 (líneas de 4 puntos)</translation>
        </message>
        <message>
            <location line="+57" />
            <source>no variant replays the whole file; as %1: %2</source>
            <translation>ninguna variante reproduce todo el archivo; como %1: %2</translation>
        </message>
        <message>
            <location filename="../core/base/Phrase.h" line="+93" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../core/formats/PictureRecord.cpp" line="+29" />
            <source>the picture's record is over %1 MiB</source>
            <translation>el registro de la imagen supera %1 MiB</translation>
        </message>
        <message>
            <location line="+27" />
            <source>the PNG's zTXt "msr" chunk has an unknown compression method</source>
            <translation>el bloque zTXt "msr" del PNG tiene un método de compresión desconocido</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+8" />
            <source>the PNG's iTXt "msr" chunk is cut short</source>
            <translation>el bloque iTXt "msr" del PNG está cortado</translation>
        </message>
        <message>
            <location line="-5" />
            <source>the PNG's iTXt "msr" chunk has an unknown compression method</source>
            <translation>el bloque iTXt "msr" del PNG tiene un método de compresión desconocido</translation>
        </message>
        <message>
            <location line="+21" />
            <location filename="../core/formats/PictureRecordWrite.cpp" line="+143" />
            <source>the PNG is cut short in its %1 chunk</source>
            <translation>el PNG está cortado en su bloque %1</translation>
        </message>
        <message>
            <location line="+81" />
            <source>the SVG drawing is not well formed: %1</source>
            <translation>el dibujo SVG está mal formado: %1</translation>
        </message>
        <message>
            <location line="+28" />
            <source>a comment that never ends</source>
            <translation>un comentario que nunca termina</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+19" />
            <source>a CDATA section that never ends</source>
            <translation>una sección CDATA que nunca termina</translation>
        </message>
        <message>
            <location line="-17" />
            <source>a processing instruction that never ends</source>
            <translation>una instrucción de procesamiento que nunca termina</translation>
        </message>
        <message>
            <location line="+4" />
            <source>a DOCTYPE that never ends</source>
            <translation>un DOCTYPE que nunca termina</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a declaration that never ends</source>
            <translation>una declaración que nunca termina</translation>
        </message>
        <message>
            <location line="+41" />
            <source>a '&lt;' that starts no tag</source>
            <translation>un «&lt;» que no abre ninguna etiqueta</translation>
        </message>
        <message>
            <location line="+10" />
            <source>a '&lt;' inside the tag &lt;%1&gt;</source>
            <translation>un «&lt;» dentro de la etiqueta &lt;%1&gt;</translation>
        </message>
        <message>
            <location line="+7" />
            <source>the tag &lt;%1&gt; never ends</source>
            <translation>la etiqueta &lt;%1&gt; nunca termina</translation>
        </message>
        <message>
            <location line="+7" />
            <source>an end tag &lt;/%1&gt; without its start tag</source>
            <translation>una etiqueta de cierre &lt;/%1&gt; sin su etiqueta de apertura</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the end tag &lt;/%1&gt; where &lt;/%2&gt; was due</source>
            <translation>la etiqueta de cierre &lt;/%1&gt; donde tocaba &lt;/%2&gt;</translation>
        </message>
        <message>
            <location line="+39" />
            <source>the "msr" element never ends</source>
            <translation>el elemento "msr" nunca termina</translation>
        </message>
        <message>
            <location line="+8" />
            <source>a '&amp;' that starts no entity</source>
            <translation>un «&amp;» que no abre ninguna entidad</translation>
        </message>
        <message>
            <location line="+17" />
            <source>the character reference &amp;%1; has no digits</source>
            <translation>la referencia de carácter &amp;%1; no tiene cifras</translation>
        </message>
        <message>
            <location line="+10" />
            <source>the character reference &amp;%1; is not a number</source>
            <translation>la referencia de carácter &amp;%1; no es un número</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the character reference &amp;%1; names no character</source>
            <translation>la referencia de carácter &amp;%1; no designa ningún carácter</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the entity &amp;%1; is not one of XML's own</source>
            <translation>la entidad &amp;%1; no es una de las propias de XML</translation>
        </message>
        <message>
            <location line="+141" />
            <source>not a PNG or SVG picture</source>
            <translation>no es una imagen PNG ni SVG</translation>
        </message>
        <message>
            <location filename="../core/search/SearchLimits.cpp" line="+10" />
            <source>threads %1 are outside 1..1024</source>
            <translation>los hilos (%1) están fuera de 1..1024</translation>
        </message>
        <message>
            <location line="+2" />
            <source>search times must be numbers, the progress interval above 0</source>
            <translation>los tiempos de búsqueda deben ser números y el intervalo de progreso mayor que 0</translation>
        </message>
        <message>
            <location line="+3" />
            <source>an iteration budget above %1</source>
            <translation>un presupuesto de iteraciones por encima de %1</translation>
        </message>
        <message>
            <location filename="../core/search/SearchOptions.cpp" line="+50" />
            <source>the first board window %1 is outside 0..%2</source>
            <translation>la primera ventana del tablero %1 está fuera de 0..%2</translation>
        </message>
        <message>
            <location line="+19" />
            <source>the grid is finished (no legal move left): there is nothing to search after it</source>
            <translation>la cuadrícula está terminada (no queda ninguna jugada legal): no hay nada que buscar después</translation>
        </message>
        <message>
            <location line="-13" />
            <source>improve needs a grid to improve</source>
            <translation>la mejora necesita una cuadrícula que mejorar</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="+19" />
            <source>hill-climb blacklist %1 is outside 0..1000</source>
            <translation>la lista negra de la escalada (%1) está fuera de 0..1000</translation>
        </message>
        <message>
            <location filename="../core/search/SearchOptions.cpp" line="+3" />
            <source>the hill climb cannot keep a prefix fixed: start it from the grid instead</source>
            <translation>la escalada no puede mantener fijo un prefijo: iníciela desde la cuadrícula</translation>
        </message>
        <message>
            <location filename="../core/rules/CheckpointReader.cpp" line="+212" />
            <location filename="../core/search/SearchCheckpointParse.cpp" line="+298" />
            <source>checkpoint: %1</source>
            <translation>punto de control: %1</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpoint.cpp" line="+48" />
            <source>checkpoint: a root-parallel NRPA search cannot be resumed (its threads share each search)</source>
            <translation>punto de control: una búsqueda NRPA paralela en la raíz no se puede reanudar (sus hilos comparten cada búsqueda)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>checkpoint: an improver cannot be resumed (start it again from its best grid)</source>
            <translation>punto de control: una mejora no se puede reanudar (iníciela de nuevo desde su mejor cuadrícula)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>checkpoint: %1 thread states for %2 threads</source>
            <translation>punto de control: %1 estados de hilo para %2 hilos</translation>
        </message>
        <message>
            <location line="+16" />
            <source>checkpoint: thread %1</source>
            <translation>punto de control: hilo %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>its best game does not replay</source>
            <translation>su mejor partida no se puede reproducir</translation>
        </message>
        <message>
            <location line="+3" />
            <source>its best score is not its best game's move count</source>
            <translation>su mejor puntuación no es el número de jugadas de su mejor partida</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the game it climbs from does not replay</source>
            <translation>la partida desde la que escala no se puede reproducir</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the game it climbs from is not finished</source>
            <translation>la partida desde la que escala no está terminada</translation>
        </message>
        <message>
            <location filename="../core/formats/SearchLog.cpp" line="+99" />
            <source>the end of the line</source>
            <translation>el final de la línea</translation>
        </message>
        <message>
            <location line="+19" />
            <source>expected the iteration number, found %1</source>
            <translation>se esperaba el número de iteración; se encontró: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>iteration number with more than 18 digits</source>
            <translation>número de iteración de más de 18 cifras</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected '.' after the iteration number, found %1</source>
            <translation>se esperaba «.» tras el número de iteración; se encontró: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a space before the score, found %1</source>
            <translation>se esperaba un espacio antes de la puntuación; se encontró: %1</translation>
        </message>
        <message>
            <location line="+10" />
            <source>expected the score, found %1</source>
            <translation>se esperaba la puntuación; se encontró: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>score with more than 6 digits</source>
            <translation>puntuación de más de 6 cifras</translation>
        </message>
        <message>
            <location line="+3" />
            <source>expected a space after the score, found %1</source>
            <translation>se esperaba un espacio tras la puntuación; se encontró: %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected '(' before the elapsed seconds, found %1</source>
            <translation>se esperaba «(» antes de los segundos transcurridos; se encontró: %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected the elapsed seconds, found %1</source>
            <translation>se esperaban los segundos transcurridos; se encontró: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>expected digits after the decimal point, found %1</source>
            <translation>se esperaban cifras tras el punto decimal; se encontró: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>elapsed seconds with too many digits</source>
            <translation>segundos transcurridos con demasiadas cifras</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected ')' after the elapsed seconds, found %1</source>
            <translation>se esperaba «)» tras los segundos transcurridos; se encontró: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a space before the code, found %1</source>
            <translation>se esperaba un espacio antes del código; se encontró: %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected the layer code, found %1</source>
            <translation>se esperaba el código de capas; se encontró: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>layer code longer than %1 characters</source>
            <translation>código de capas de más de %1 caracteres</translation>
        </message>
        <message>
            <location line="+34" />
            <source>unexpected %1 after the code</source>
            <translation>%1 inesperado tras el código</translation>
        </message>
        <message>
            <location line="+89" />
            <source>a log line cannot hold a line break</source>
            <translation>una línea del registro no puede contener un salto de línea</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the log is not open</source>
            <translation>el registro no está abierto</translation>
        </message>
        <message>
            <location line="+13" />
            <source>nothing written</source>
            <translation>no se escribió nada</translation>
        </message>
        <message>
            <location line="+13" />
            <source>a line was written in pieces and may be mixed with a line that another program appended to the same log</source>
            <extracomment>"another program": another search process appending to the same log file at the same time (jobs of a cluster), never a person. A "line" here is a line of text of the log.</extracomment>
            <translation>una línea se escribió en trozos y puede mezclarse con una línea que otro programa añadió al mismo registro</translation>
        </message>
        <message>
            <location line="+11" />
            <source>write error</source>
            <translation>error de escritura</translation>
        </message>
        <message>
            <location filename="../core/base/ThreadStart.cpp" line="+16" />
            <source>cannot start thread %1 of %2</source>
            <translation>no se puede iniciar el hilo %1 de %2</translation>
        </message>
        <message>
            <location filename="../core/formats/AnalysisRecord.cpp" line="+22" />
            <source>the record's analysis</source>
            <translation>el análisis del registro</translation>
        </message>
        <message>
            <location line="+14" />
            <source>"%1" must be a whole number from %2 to %3</source>
            <translation>«%1» debe ser un número entero de %2 a %3</translation>
        </message>
        <message>
            <location line="+142" />
            <source>it must be an object, not %1</source>
            <translation>debe ser un objeto, no %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>"game" must be the game number of the game analysed</source>
            <translation>«game» debe ser el número de partida de la partida analizada</translation>
        </message>
        <message>
            <location line="+3" />
            <source>it is the analysis of another game</source>
            <translation>es el análisis de otra partida</translation>
        </message>
        <message>
            <location line="-128" />
            <source>"reuse" must be true or false</source>
            <translation>«reuse» debe ser true o false</translation>
        </message>
        <message>
            <location line="+7" />
            <source>"seed" must be a whole number from 0 to 2^64 - 1, as text</source>
            <translation>la semilla («seed») debe ser un número entero de 0 a 2^64 - 1, como texto</translation>
        </message>
        <message>
            <location line="+11" />
            <source>"found" must list the %1 positions of the game</source>
            <translation>«found» debe enumerar las %1 posiciones de la partida</translation>
        </message>
        <message>
            <location line="+5" />
            <source>"found" must hold whole numbers from -1 on</source>
            <translation>«found» debe contener números enteros desde -1</translation>
        </message>
        <message>
            <location line="+11" />
            <source>"proven" must list positions from 0 to %1, each once, in order</source>
            <translation>«proven» debe listar las posiciones de 0 a %1, cada una una vez, en orden</translation>
        </message>
        <message>
            <location line="+20" />
            <location line="+10" />
            <location line="+9" />
            <source>"games" must be a list of layer codes</source>
            <translation>«games» debe ser una lista de códigos de capas</translation>
        </message>
        <message>
            <location filename="../core/search/GameAnalyser.cpp" line="+220" />
            <source>analysis budget %1 is outside %2..1000000000</source>
            <translation>el presupuesto de análisis %1 está fuera de %2..1000000000</translation>
        </message>
        <message>
            <location line="+5" />
            <source>an analysis takes a budget per position, not an iteration budget or a target</source>
            <translation>un análisis toma un presupuesto por posición, no un presupuesto de iteraciones ni un objetivo</translation>
        </message>
        <message>
            <location line="+2" />
            <source>analysis nodes %1 are outside 0..%2</source>
            <translation>los nodos de análisis %1 están fuera de 0..%2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>analysis chain %1 is outside 1..1000</source>
            <translation>la cadena de análisis %1 está fuera de 1..1000</translation>
        </message>
        <message>
            <location line="+2" />
            <source>analysis passes %1 are outside 1..100</source>
            <translation>las %1 pasadas de análisis están fuera de 1..100</translation>
        </message>
        <message>
            <location filename="../core/codes/GameAnalysis.cpp" line="+30" />
            <location line="+8" />
            <source>an analysis of %1 moves has %2 positions, not %3</source>
            <translation>un análisis de %1 jugadas tiene %2 posiciones, no %3</translation>
        </message>
        <message>
            <location line="-4" />
            <source>the analysis of position %1 found fewer moves than it has</source>
            <translation>el análisis de la posición %1 encontró menos jugadas de las que tiene</translation>
        </message>
        <message>
            <location line="+8" />
            <source>the analysis proves position %1 without a score for it</source>
            <translation>el análisis demuestra la posición %1 sin una puntuación para ella</translation>
        </message>
        <message>
            <location line="+14" />
            <source>game %1 of the analysis is not a legal game</source>
            <translation>la partida %1 del análisis no es una partida legal</translation>
        </message>
        <message>
            <location line="+84" />
            <source>the analysis has no game for the score of position %1</source>
            <translation>el análisis no tiene ninguna partida para la puntuación de la posición %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the analysis proves position %1 but holds a longer game from it</source>
            <translation>el análisis demuestra la posición %1 pero contiene una partida más larga desde ella</translation>
        </message>
        <message>
            <location filename="../core/formats/LineReader.cpp" line="+108" />
            <source>a line longer than %1 MiB, skipped</source>
            <translation>una línea de más de %1 MiB, omitida</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpointParse.cpp" line="-10" />
            <source>checkpoint: versions 1 to %1 are the ones this program reads</source>
            <translation>punto de control: este programa lee las versiones 1 a %1</translation>
        </message>
        <message>
            <location filename="../core/formats/GridPage.cpp" line="+11" />
            <source>the web page has no place for a grid: it is not the viewer this program builds</source>
            <translation>la página web no tiene sitio para una cuadrícula: no es el visor que construye este programa</translation>
        </message>
        <message>
            <location filename="../core/formats/PictureRecordWrite.cpp" line="-16" />
            <source>not a PNG picture</source>
            <translation>no es una imagen PNG</translation>
        </message>
        <message>
            <location line="+24" />
            <source>the PNG ends inside a chunk's header</source>
            <translation>el PNG termina dentro de la cabecera de un bloque</translation>
        </message>
        <message>
            <location line="+19" />
            <source>not an SVG drawing: it has no &lt;svg&gt; tag</source>
            <translation>no es un dibujo SVG: no tiene etiqueta &lt;svg&gt;</translation>
        </message>
        <message>
            <location filename="../core/formats/AnalysisRecord.cpp" line="-3" />
            <source>"games" lists more games than the game has positions (%1)</source>
            <translation>«games» enumera más partidas que posiciones tiene la partida (%1)</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpoint.cpp" line="-25" />
            <source>checkpoint: seconds must be from 0 to %1</source>
            <translation>punto de control: los segundos deben estar entre 0 y %1</translation>
        </message>
        <message>
            <location filename="../core/solver/SolverRun.cpp" line="+45" />
            <source>the grid reaches past the solver's board of %1 × %1 points around the cross</source>
            <translation>la cuadrícula se sale del tablero del resolutor, de %1 × %1 puntos alrededor de la cruz</translation>
        </message>
        <message>
            <location line="+58" />
            <source>the checkpoint is of another grid, variant or depth</source>
            <translation>el punto de control es de otra cuadrícula, variante o profundidad</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the checkpoint is of another part of the work</source>
            <translation>el punto de control es de otra parte del trabajo</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the checkpoint cuts the work otherwise (another version of the program?)</source>
            <translation>el punto de control divide el trabajo de otra forma (¿otra versión del programa?)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the checkpoint names an item outside its part</source>
            <translation>el punto de control nombra un elemento fuera de su parte</translation>
        </message>
        <message>
            <location line="+304" />
            <source>the start grid does not replay</source>
            <translation>la cuadrícula de partida no se puede reproducir</translation>
        </message>
        <message>
            <location filename="../core/formats/GridReader.cpp" line="-172" />
            <source>layer code</source>
            <translation>código de capas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>game number</source>
            <translation>número de partida</translation>
        </message>
        <message>
            <location line="+1" />
            <source>move list</source>
            <translation>lista de jugadas</translation>
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
            <translation>cuadrícula</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The grid does not name its variant: it was read as %1, the strictest variant under which it is legal. It is also legal as %2.</source>
            <translation>La cuadrícula no indica su variante: se leyó como %1, la variante más estricta en la que es legal. También es legal como %2.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The file says it is a %1 grid, but it is not legal as %1 (%2): it was read as %3.</source>
            <translation>El archivo dice que es una cuadrícula %1, pero no es legal como %1 (%2): se leyó como %3.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The text was read as a %1; it is also a valid %2.</source>
            <translation>El texto se leyó como %1; también es válido como %2.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The record's stored value does not match its moves (%1); the moves were used.</source>
            <translation>El valor guardado en el registro no coincide con sus jugadas (%1); se usaron las jugadas.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The record says it is a %1 grid: it was read as %1, not as %2.</source>
            <translation>El registro dice que es una cuadrícula %1: se leyó como %1, no como %2.</translation>
        </message>
        <message>
            <location line="-13" />
            <source>The text was read as a game number, as it is not a layer code (%1). The number runs out before the game ends: its last move is the first legal move.</source>
            <translation>El texto se leyó como número de partida, ya que no es un código de capas (%1). El número se agota antes del final de la partida: en la última jugada se tomó la primera jugada legal.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The text was read as a game number, as it is not a layer code (%1). The number runs out before the game ends: its last %2 moves are each the first legal move.</source>
            <translation>El texto se leyó como número de partida, ya que no es un código de capas (%1). El número se agota antes del final de la partida: en cada una de las %2 jugadas finales se tomó la primera jugada legal.</translation>
        </message>
    </context>
    <context>
        <name>ErrorText</name>
        <message>
            <location filename="../core/base/ErrorText.cpp" line="+17" />
            <source> on line %1, column %2</source>
            <translation> en la línea %1, columna %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source> on line %1</source>
            <translation> en la línea %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source> at position %1</source>
            <translation> en la posición %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location line="+23" />
            <source>there is nothing to read</source>
            <translation>no hay nada que leer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bad character%1</source>
            <translation>carácter incorrecto%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>conflicting moves in layer %1%2</source>
            <translation>jugadas en conflicto en la capa %1%2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bits left after the end of the game%1</source>
            <translation>quedan bits después del final de la partida%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>number too large: digits are left after the end of the game</source>
            <translation>número demasiado grande: quedan dígitos después del final de la partida</translation>
        </message>
        <message>
            <location line="+1" />
            <source>syntax error%1</source>
            <translation>error de sintaxis%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>illegal move%1</source>
            <translation>jugada ilegal%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a move cannot be reached from the cross</source>
            <translation>una jugada no se puede alcanzar desde la cruz</translation>
        </message>
        <message>
            <location line="+1" />
            <source>duplicate move%1</source>
            <translation>jugada duplicada%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>unknown variant (expected 5T, 5D, 4T or 4D)</source>
            <translation>variante desconocida (se esperaba 5T, 5D, 4T o 4D)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>input too large</source>
            <translation>entrada demasiado grande</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a stored value does not match the moves</source>
            <translation>un valor guardado no coincide con las jugadas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cannot read or write the file</source>
            <translation>no se puede leer o escribir el archivo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the picture carries no grid (it has no “msr” record)</source>
            <translation>la imagen no lleva ninguna cuadrícula (no tiene registro «msr»)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the system is out of resources</source>
            <translation>el sistema no tiene recursos suficientes</translation>
        </message>
    </context>
    <context>
        <name>FamousGrids</name>
        <message>
            <location filename="../resources/famous-grids.strings.mjs" line="+6" />
            <source>Rosin's 178, the 5T world record</source>
            <translation>El 178 de Rosin, récord mundial de 5T</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The world record since August 2011, found by computer with Rosin's Nested Rollout Policy Adaptation search.</source>
            <translation>Récord mundial desde agosto de 2011, hallado por ordenador con la búsqueda Nested Rollout Policy Adaptation de Rosin.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's first 177</source>
            <translation>El primer 177 de Rosin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One of two 177-move grids from Rosin's computer searches, a single move short of the record; its layers differ from the 178's from the first one on.</source>
            <translation>Una de las dos cuadrículas de 177 jugadas de las búsquedas por ordenador de Rosin, a una sola jugada del récord; sus capas difieren de las del 178 desde la primera.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's second 177</source>
            <translation>El segundo 177 de Rosin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The other 177 of Rosin's searches: the same score as the first, reached by a different grid.</source>
            <translation>El otro 177 de las búsquedas de Rosin: la misma puntuación que el primero, alcanzada con otra cuadrícula.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 172</source>
            <translation>El 172 de Rosin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 172 from Rosin's computer searches, two moves past Bruneau's hand-found 170.</source>
            <translation>Un 172 de las búsquedas por ordenador de Rosin, dos jugadas más que el 170 que Bruneau encontró a mano.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 172</source>
            <translation>El 172 de Tishchenko</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 172 by Dimitri Tishchenko, whose blog introduced the layer code and the move-layering model this program is built on.</source>
            <translation>Un 172 de Dimitri Tishchenko, cuyo blog presentó el código de capas y el modelo de jugadas por capas en que se basa este programa.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 171</source>
            <translation>El 171 de Tishchenko</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 171 by Dimitri Tishchenko; its layer code begins with the same eleven characters as the 178's, so the two grids share their first layers.</source>
            <translation>Un 171 de Dimitri Tishchenko; su código de capas empieza con los mismos once caracteres que el del 178, así que las dos cuadrículas comparten sus primeras capas.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 170</source>
            <translation>El 170 de Rosin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 170 from Rosin's computer searches: the score of Bruneau's hand-found record, on a different grid.</source>
            <translation>Un 170 de las búsquedas por ordenador de Rosin: la puntuación del récord que Bruneau encontró a mano, con otra cuadrícula.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bruneau's 170</source>
            <translation>El 170 de Bruneau</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Found by hand in 1976, it stood as the record for 34 years, until computer searches passed it in 2010.</source>
            <translation>Encontrado a mano en 1976, fue el récord durante 34 años, hasta que las búsquedas por ordenador lo superaron en 2010.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 160</source>
            <translation>El 160 de Tishchenko</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid of the move-layering model: 65 layers allow 6.45 × 10^39 move orders, and 270 bits (45 characters) replace a 231-character encoding.</source>
            <translation>La cuadrícula del modelo de jugadas por capas: 65 capas permiten 6,45 × 10^39 órdenes de jugadas, y 270 bits (45 caracteres) sustituyen a una codificación de 231 caracteres.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Akiyama's 146</source>
            <translation>El 146 de Akiyama</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 146 by Akiyama from the record list of morpionsolitaire.com; it shares its first layers with Akiyama's 145.</source>
            <translation>Un 146 de Akiyama de la lista de récords de morpionsolitaire.com; comparte sus primeras capas con el 145 de Akiyama.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Akiyama's 145</source>
            <translation>El 145 de Akiyama</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 145 by Akiyama, one move short of the 146 that grows from the same opening layers.</source>
            <translation>Un 145 de Akiyama, a una jugada del 146 que crece de las mismas capas iniciales.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An interesting 135</source>
            <translation>Un 135 interesante</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid whose 59 layers Tishchenko listed candidate by candidate to introduce the layer code; he thought it a peak of his search.</source>
            <translation>La cuadrícula cuyas 59 capas enumeró Tishchenko candidato por candidato para presentar el código de capas; la consideraba una cima de su búsqueda.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 82, the 5D record</source>
            <translation>El 82 de Rosin, récord de 5D</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The record of the disjoint game since August 2010, found by computer search.</source>
            <translation>El récord del juego disjunto desde agosto de 2010, hallado por búsqueda por ordenador.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hyyrö and Poranen's 62, the 4T optimum</source>
            <translation>El 62 de Hyyrö y Poranen, el óptimo de 4T</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best 4T game, found in 2007 and later proved optimal (Quist, 2008): no 4T game is longer.</source>
            <translation>La mejor partida de 4T, hallada en 2007 y demostrada óptima después (Quist, 2008): ninguna partida de 4T es más larga.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Demaines and Langermans' 56</source>
            <translation>El 56 de los Demaine y los Langerman</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 4T grid published in 2006 with the study of Morpion Solitaire's complexity by Demaine, Demaine, Langerman and Langerman; Hyyrö and Poranen passed it a year later with 62.</source>
            <translation>La cuadrícula de 4T publicada en 2006 con el estudio de Demaine, Demaine, Langerman y Langerman sobre la complejidad del Morpion Solitaire; Hyyrö y Poranen la superaron un año después con 62.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hyyrö and Poranen's 35, the 4D optimum</source>
            <translation>El 35 de Hyyrö y Poranen, el óptimo de 4D</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best 4D game, found in 2007 and later proved optimal (Quist, 2008): no 4D game is longer.</source>
            <translation>La mejor partida de 4D, hallada en 2007 y demostrada óptima después (Quist, 2008): ninguna partida de 4D es más larga.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Demaines and Langermans' 31</source>
            <translation>El 31 de los Demaine y los Langerman</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 4D grid published in 2006 with the same study of the game's complexity; Hyyrö and Poranen passed it a year later with 35.</source>
            <translation>La cuadrícula de 4D publicada en 2006 con el mismo estudio sobre la complejidad del juego; Hyyrö y Poranen la superaron un año después con 35.</translation>
        </message>
        <message>
            <location filename="../core/formats/FamousGrids.cpp" line="+216" />
            <source>c. %1</source>
            <extracomment>A year known only roughly, as a famous grid's date ("c. 2010"): circa</extracomment>
            <translation>hacia %1</translation>
        </message>
    </context>
    <context>
        <name>NameList</name>
        <message>
            <location filename="../core/base/NameList.cpp" line="+21" />
            <source>%1 and %2</source>
            <translation>%1 y %2</translation>
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
            <translation>Tabla del análisis copiada</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not a %1 grid. Read as %2, it is a %3 of %4 moves.</source>
            <translation>No es una cuadrícula %1. Leída como %2, es un %3 de %4 jugadas.</translation>
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
            <translation>Enlace copiado</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer code copied instead of a link: this page is a file on this computer, whose address opens nowhere else</source>
            <translation>Se copió el código de capas en lugar de un enlace: esta página es un archivo de este ordenador, cuya dirección no se abre en ningún otro sitio</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Start a search with these settings</source>
            <translation>Iniciar una búsqueda con estos ajustes</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Best %1 after %2 in %3 s (%4 per second).</source>
            <translation>Mejor %1 tras %2 en %3 s (%4 por segundo).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The best grid so far: %1 moves</source>
            <translation>La mejor cuadrícula hasta ahora: %1 jugadas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The solver visits every position after the open grid: the longest game it finds is the longest there is, when it finishes within its budget.</source>
            <translation>El resolutor visita cada posición tras la cuadrícula abierta: la partida más larga que encuentra es la más larga que existe, si termina dentro de su presupuesto.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve</source>
            <translation>Resolver</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solving…</source>
            <translation>Resolviendo…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solving: %1 classes visited, the longest game so far %2 more moves, %3 s</source>
            <translation>Resolviendo: %1 clases visitadas, la partida más larga hasta ahora %2 jugadas más, %3 s</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stopped: nothing is proven.</source>
            <translation>Detenido: nada está demostrado.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The solver could not run: %1</source>
            <translation>El resolutor no pudo ejecutarse: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Proven: the longest game from here has %1 moves, %2 more than the grid (%3 classes visited).</source>
            <translation>Demostrado: la partida más larga desde aquí tiene %1 jugadas, %2 más que la cuadrícula (%3 clases visitadas).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not proven: the budget ran out after %1 classes; the longest game found has %2 moves, %3 more than the grid.</source>
            <translation>No demostrado: el presupuesto se agotó tras %1 clases; la partida más larga encontrada tiene %2 jugadas, %3 más que la cuadrícula.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: solving…</source>
            <translation>Pista: resolviendo…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: the longest game from here has %1 more moves (proven); one of its moves is marked.</source>
            <translation>Pista: la partida más larga desde aquí tiene %1 jugadas más (demostrado); una de sus jugadas está marcada.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: at least %1 more moves from here (not proven); one move of that game is marked.</source>
            <translation>Pista: al menos %1 jugadas más desde aquí (no demostrado); una jugada de esa partida está marcada.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open a grid file or a picture that carries its grid: MSR, MS1, Pentasol, a move list, PNG or SVG</source>
            <translation>Abrir un archivo de cuadrícula o una imagen que lleve su cuadrícula: MSR, MS1, Pentasol, una lista de jugadas, PNG o SVG</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Close</source>
            <translation>Cerrar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy</source>
            <translation>Copiar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Link</source>
            <translation>Copiar enlace</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The address of this page with the grid's code after the #: the code stays in the browser, it is never sent to a server</source>
            <translation>La dirección de esta página con el código de la cuadrícula tras el #: el código se queda en el navegador, nunca se envía a un servidor</translation>
        </message>
        <message>
            <location line="+2" />
            <source>SVG Drawing</source>
            <translation>Dibujo SVG</translation>
        </message>
        <message>
            <location line="+2" />
            <source>PNG Image</source>
            <translation>Imagen PNG</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal moves: choose one to play it</source>
            <translation>Jugadas legales: elija una para jugarla</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Several lines go through this point: choose the one to draw</source>
            <translation>Por este punto pasan varias líneas: elija la que quiere trazar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Points close together: tap the one to play</source>
            <translation>Puntos muy juntos: toque el que quiera jugar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Drop a grid file or picture to open it</source>
            <translation>Suelte un archivo de cuadrícula o una imagen para abrirlo</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Positions searched at once, one per worker: the table is the same for any number</source>
            <translation>Posiciones buscadas a la vez, una por worker: la tabla es la misma con cualquier número</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The same seed, playouts and passes give the same table as morpion-cli analyse</source>
            <translation>La misma semilla, simulaciones y pasadas dan la misma tabla que morpion-cli analyse</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Passes</source>
            <translation>Pasadas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Searches per position: the first from scratch, the others warmed toward the better game of the move before</source>
            <translation>Búsquedas por posición: la primera desde cero, las demás orientadas hacia la mejor partida de la jugada anterior</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Iterations per level</source>
            <translation>Iteraciones por nivel</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Table</source>
            <translation>Copiar tabla</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy the table as morpion-cli analyse prints it</source>
            <translation>Copiar la tabla tal como la imprime morpion-cli analyse</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Iterations in all</source>
            <translation>Iteraciones en total</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop after this many playouts (improve: neighbourhoods) over all threads; empty: no limit</source>
            <translation>Detener tras tantas simulaciones (improve: vecindarios) entre todos los hilos; vacío: sin límite</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Seconds</source>
            <translation>Segundos</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop after this many seconds; empty: run until Stop</source>
            <translation>Detener tras tantos segundos; vacío: hasta Detener</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the Best</source>
            <translation>Abrir la mejor</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the best grid found as the page's grid</source>
            <translation>Abrir la mejor cuadrícula encontrada como la cuadrícula de la página</translation>
        </message>
        <message>
            <location line="+2" />
            <source>New bests: iteration, score, seconds, layer code</source>
            <translation>Nuevos mejores: iteración, puntuación, segundos, código de capas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve from Here</source>
            <translation>Resolver desde aquí</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Classes per worker</source>
            <translation>Clases por worker</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The most classes of positions each worker visits: the answer is proven only when every one was visited</source>
            <translation>Las clases de posiciones que visita como mucho cada worker: la respuesta solo está demostrada si se visitaron todas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the Longest Game</source>
            <translation>Abrir la partida más larga</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint while playing 4T or 4D: the solver marks a move of the longest game left</source>
            <translation>Pista al jugar 4T o 4D: el resolutor marca una jugada de la partida más larga que queda</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <location filename="../app/main.cpp" line="+23" />
            <source>List the grids of a text of codes (a search log) or of a folder of record files in the collection panel.</source>
            <translation>Lista en el panel de colección las cuadrículas de un texto de códigos (un registro de búsqueda) o de una carpeta de archivos de registro.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>file or folder</source>
            <translation>archivo o carpeta</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Morpion Solitaire grids, layer by layer.</source>
            <translation>Cuadrículas de Morpion Solitaire, capa por capa.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>grid</source>
            <extracomment>The name of the program's one argument in --help ("Usage: morpion-layers [options] [grid]"): one word.</extracomment>
            <translation>cuadrícula</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A grid file, a layer code or a game number to open.</source>
            <translation>Un archivo de cuadrícula, un código de capas o un número de partida para abrir.</translation>
        </message>
    </context>
    <context>
        <name>morpion::FileWrite</name>
        <message>
            <location filename="../app/common/WriteTarget.cpp" line="+36" />
            <source>it is a symbolic link that leads back to itself</source>
            <translation>es un enlace simbólico que lleva a sí mismo</translation>
        </message>
        <message>
            <location line="+20" />
            <source>it is a folder</source>
            <translation>es una carpeta</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it is a disk device, which is never written over</source>
            <translation>es un dispositivo de disco, que nunca se sobrescribe</translation>
        </message>
        <message>
            <location line="+1" />
            <source>it is not a file (a socket or another special file)</source>
            <translation>no es un archivo (es un socket u otro archivo especial)</translation>
        </message>
        <message>
            <location filename="../app/common/FileWrite.cpp" line="+73" />
            <location line="+45" />
            <source>nothing was written</source>
            <translation>no se escribió nada</translation>
        </message>
        <message>
            <location line="-28" />
            <source>no program reads from this pipe</source>
            <translation>ningún programa lee de esta tubería</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AboutDialog</name>
        <message>
            <location filename="../app/gui/help/AboutDialog.cpp" line="+18" />
            <source>About Morpion Layers</source>
            <translation>Acerca de Morpion Layers</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Look at Morpion Solitaire grids layer by layer, play by hand, search for long games, and share grids as layer codes and game numbers.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence (below).&lt;br&gt;Project page: &lt;a href="%2"&gt;%2&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Ver cuadrículas de Morpion Solitaire capa por capa, jugar a mano, buscar partidas largas y compartir cuadrículas como códigos de capas y números de partida.&lt;/p&gt;&lt;p&gt;Software libre bajo la licencia MIT (abajo).&lt;br&gt;Página del proyecto: &lt;a href="%2"&gt;%2&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&lt;p&gt;Report a bug or ask for a feature: &lt;a href="%1"&gt;%1&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;Informar de un error o pedir una función: &lt;a href="%1"&gt;%1&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AnalysisChart</name>
        <message>
            <location filename="../app/gui/analysis/AnalysisChart.cpp" line="+18" />
            <source>Analysis chart</source>
            <translation>Gráfico del análisis</translation>
        </message>
        <message>
            <location line="+31" />
            <source>%1: loss %2</source>
            <translation>%1: pérdida %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1: loss %2 ✓</source>
            <translation>%1: pérdida %2 ✓</translation>
        </message>
        <message>
            <location line="+66" />
            <source>Analyse Game draws here, move by move, the longest game the search still finds after it.</source>
            <translation>Analizar partida dibuja aquí, jugada a jugada, la partida más larga que la búsqueda aún encuentra después de ella.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>played: %1</source>
            <translation>jugada: %1</translation>
        </message>
        <message>
            <location line="+63" />
            <source>best game found</source>
            <translation>mejor partida encontrada</translation>
        </message>
        <message>
            <location line="+2" />
            <source>proven exact; ✓ a proven loss</source>
            <translation>demostrado exacto; ✓ una pérdida demostrada</translation>
        </message>
        <message>
            <location line="+55" />
            <source>Move %1: proven best before %2, after %3, loss %4 exactly</source>
            <translation>Jugada %1: mejor demostrada antes %2, después %3, pérdida exacta %4</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move %1: best found before %2, after %3, loss %4</source>
            <translation>Jugada %1: mejor encontrada antes %2, después %3, pérdida %4</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AnalysisPanel</name>
        <message>
            <location filename="../app/gui/analysis/AnalysisPanel.cpp" line="+46" />
            <source>Analysis panel</source>
            <translation>Panel de análisis</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+270" />
            <source>&amp;Analyse Game</source>
            <translation>Anali&amp;zar partida</translation>
        </message>
        <message>
            <location line="-268" />
            <source>How good was this game? Search on from every position of it, and see what each move lost</source>
            <translation>¿Qué tal fue esta partida? Seguir buscando desde cada una de sus posiciones y ver qué perdió cada jugada</translation>
        </message>
        <message>
            <location line="+95" />
            <source>NRPA playouts spent on each position of the game: more finds longer games and steadier losses, and takes longer</source>
            <translation>Simulaciones NRPA dedicadas a cada posición de la partida: cuantas más, más largas las partidas encontradas y más estables las pérdidas, pero tarda más</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Playouts per position:</source>
            <translation>Simulaciones por posición:</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Off</source>
            <translation>Desactivado</translation>
        </message>
        <message>
            <location line="+1" />
            <source> million nodes</source>
            <translation> millones de nodos</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Before the searches, the solver proves the positions from the game's end back, each within this many positions visited: there E is exact and a loss is proven</source>
            <translation>Antes de las búsquedas, el resolutor demuestra las posiciones desde el final de la partida hacia atrás, cada una dentro de este número de posiciones visitadas: ahí E es exacto y una pérdida queda demostrada</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Solver budget:</source>
            <translation>Presupuesto del resolutor:</translation>
        </message>
        <message>
            <location line="-60" />
            <source>Analysis progress</source>
            <translation>Progreso del análisis</translation>
        </message>
        <message>
            <location line="+79" />
            <source>No.</source>
            <translation>N.º</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Move</source>
            <translation>Jugada</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Loss</source>
            <translation>Pérdida</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Moves of the game with what each lost</source>
            <translation>Jugadas de la partida con lo que perdió cada una</translation>
        </message>
        <message>
            <location line="-69" />
            <source>Play the Better Line From Here</source>
            <translation>Jugar la mejor continuación desde aquí</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the game back to before this move and play the better game found instead (one step that can be undone)</source>
            <translation>Volver la partida a antes de esta jugada y jugar en su lugar la mejor partida encontrada (un paso que se puede deshacer)</translation>
        </message>
        <message numerus="yes">
            <location line="+107" />
            <source>Analysing the %n move(s) of the game…</source>
            <translation>
                <numerusform>Analizando la %n jugada de la partida…</numerusform>
                <numerusform>Analizando las %n jugadas de la partida…</numerusform>
            </translation>
        </message>
        <message>
            <location line="+16" />
            <source>Solving the endgame: position %1, %2 proven, %3 nodes, %4 s</source>
            <translation>Resolviendo el final: posición %1, %2 demostradas, %3 nodos, %4 s</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Analysing: %1 of %2 searches, %3 s</source>
            <translation>Analizando: %1 de %2 búsquedas, %3 s</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The analysis could not run: %1</source>
            <translation>No se pudo ejecutar el análisis: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The grid changed: the analysis was dropped.</source>
            <translation>La cuadrícula cambió: se descartó el análisis.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The finished analysis is kept.</source>
            <translation>Se conserva el análisis terminado.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>What they found is shown.</source>
            <translation>Se muestra lo que encontraron.</translation>
        </message>
        <message numerus="yes">
            <location line="+96" />
            <source>The game: %n move(s).</source>
            <translation>
                <numerusform>La partida: %n jugada.</numerusform>
                <numerusform>La partida: %n jugadas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>From the start the search found a game of %n move(s).</source>
            <translation>
                <numerusform>Desde el comienzo la búsqueda encontró una partida de %n jugada.</numerusform>
                <numerusform>Desde el comienzo la búsqueda encontró una partida de %n jugadas.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n position(s) proven exact by the solver.</source>
            <translation>
                <numerusform>%n posición demostrada exacta por el resolutor.</numerusform>
                <numerusform>%n posiciones demostradas exactas por el resolutor.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>The largest loss: move %1, %n move(s).</source>
            <translation>
                <numerusform>La mayor pérdida: jugada %1, %n jugada.</numerusform>
                <numerusform>La mayor pérdida: jugada %1, %n jugadas.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+25" />
            <source>move %1 (%2): proven best before %3, after %4, loss %5 exactly</source>
            <translation>jugada %1 (%2): mejor demostrada antes %3, después %4, pérdida exacta %5</translation>
        </message>
        <message numerus="yes">
            <location line="+41" />
            <source>Took the game back to before move %1 and played the better line: %n move(s)</source>
            <translation>
                <numerusform>Se retrocedió la partida hasta antes de la jugada %1 y se jugó la mejor continuación: %n jugada</numerusform>
                <numerusform>Se retrocedió la partida hasta antes de la jugada %1 y se jugó la mejor continuación: %n jugadas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="-162" />
            <source>Analysed the game: %n move(s)</source>
            <translation>
                <numerusform>Partida analizada: %n jugada</numerusform>
                <numerusform>Partida analizada: %n jugadas</numerusform>
            </translation>
        </message>
        <message>
            <location line="+19" />
            <source>Cancelled: %1 of %2 positions searched.</source>
            <translation>Cancelado: %1 de %2 posiciones buscadas.</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Cancelled in the first of %n passes: %1 of %2 positions searched.</source>
            <translation>
                <numerusform>Cancelado en la primera de %n pasada: %1 de %2 posiciones buscadas.</numerusform>
                <numerusform>Cancelado en la primera de %n pasadas: %1 de %2 posiciones buscadas.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+7" />
            <source>Cancelled in pass %1 of %2: every position searched in the passes before, %3 of %4 in this one.</source>
            <translation>Cancelado en la pasada %1 de %2: todas las posiciones buscadas en las pasadas anteriores, %3 de %4 en esta.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Cancel &amp;Analysis</source>
            <extracomment>View menu, while an analysis runs, in place of Analyse Game (whose access key it can share)</extracomment>
            <translation>Dejar de anali&amp;zar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Analyse Game</source>
            <translation>Analizar partida</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Play or open a game, then Analyse Game shows what each move lost.</source>
            <translation>Juegue o abra una partida; después, Analizar partida muestra qué perdió cada jugada.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Analyse Game searches on from every position of this game and shows what each move lost.</source>
            <translation>Analizar partida sigue buscando desde cada posición de esta partida y muestra qué perdió cada jugada.</translation>
        </message>
        <message>
            <location line="+33" />
            <source>move %1 (%2): not analysed</source>
            <translation>jugada %1 (%2): sin analizar</translation>
        </message>
        <message>
            <location line="+8" />
            <source>move %1 (%2): best found before %3, after %4, loss %5</source>
            <translation>jugada %1 (%2): mejor encontrada antes %3, después %4, pérdida %5</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Play the better line from move %1</source>
            <translation>Jugar la mejor continuación desde la jugada %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::Autosave</name>
        <message>
            <location filename="../app/gui/document/Autosave.cpp" line="+85" />
            <source>cannot create the folder</source>
            <translation>no se puede crear la carpeta</translation>
        </message>
        <message>
            <location line="+138" />
            <source>cannot create its lock file</source>
            <translation>no se puede crear su archivo de bloqueo</translation>
        </message>
        <message>
            <location line="+40" />
            <source>Cannot keep a copy of the unsaved work in %1: %2. It is kept in %3 instead.</source>
            <translation>No se puede guardar una copia del trabajo sin guardar en %1: %2. Se guarda en %3 en su lugar.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Cannot keep a copy of the unsaved work in %1: %2</source>
            <translation>No se puede guardar una copia del trabajo sin guardar en %1: %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cannot keep a copy of the unsaved work in %1: %2 (nor in %3: %4)</source>
            <translation>No se puede guardar una copia del trabajo sin guardar en %1: %2 (ni en %3: %4)</translation>
        </message>
        <message>
            <location line="+43" />
            <source>Morpion Layers found unsaved work from %1 in %2 that cannot be read: %3.</source>
            <translation>Morpion Layers encontró en %2 trabajo sin guardar del %1 que no se puede leer: %3.</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>a %1 grid of %n move(s)</source>
            <translation>
                <numerusform>una cuadrícula %1 de %n jugada</numerusform>
                <numerusform>una cuadrícula %1 de %n jugadas</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Morpion Layers ended on %1 without saving %2.</source>
            <translation>Morpion Layers terminó el %1 sin guardar %2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Morpion Layers ended on %1 without saving %2, from %3.</source>
            <translation>Morpion Layers terminó el %1 sin guardar %2, de %3.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The copy is damaged (%1): moves may be missing.</source>
            <translation>La copia está dañada (%1): pueden faltar jugadas.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>It was kept in %1 because %2 could not take it: %3.</source>
            <translation>Se guardó en %1 porque %2 no podía recibirla: %3.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Restore Unsaved Work</source>
            <translation>Restaurar el trabajo sin guardar</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Restore puts it on the board as one step that can be undone; it is not saved until you save it.</source>
            <translation>Restaurar la pone en el tablero como un paso que se puede deshacer; no se guarda hasta que usted la guarde.</translation>
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
            <translation>Guardar para &amp;más tarde</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Restore unsaved work</source>
            <translation>Restaurar el trabajo sin guardar</translation>
        </message>
        <message>
            <location filename="../app/gui/document/AutosaveCopy.cpp" line="+82" />
            <source>it is larger than any copy of a grid</source>
            <translation>es más grande que cualquier copia de una cuadrícula</translation>
        </message>
        <message>
            <location line="+9" />
            <source>it is empty</source>
            <translation>está vacía</translation>
        </message>
        <message>
            <location line="+1" />
            <source>it is not a copy this program can read</source>
            <translation>no es una copia que este programa pueda leer</translation>
        </message>
        <message>
            <location filename="../app/gui/document/Autosave.cpp" line="-271" />
            <source>it is a symbolic link, not a folder of yours</source>
            <translation>es un enlace simbólico, no una carpeta suya</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it is not a folder</source>
            <translation>no es una carpeta</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it belongs to another user</source>
            <translation>pertenece a otro usuario</translation>
        </message>
        <message>
            <location line="+2" />
            <source>other users can write in it</source>
            <translation>otros usuarios pueden escribir en ella</translation>
        </message>
        <message>
            <location line="+201" />
            <source>Copies of unsaved work in %1 are not read: %2.</source>
            <translation>No se leen las copias del trabajo sin guardar en %1: %2.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardDescription</name>
        <message>
            <location filename="../app/gui/board/BoardDescription.cpp" line="+12" />
            <source>%1 grid, score %2, finished.</source>
            <translation>Cuadrícula %1, puntuación %2, terminada.</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%1 grid, score %2, %n legal move(s).</source>
            <translation>
                <numerusform>Cuadrícula %1, puntuación %2, %n jugada legal.</numerusform>
                <numerusform>Cuadrícula %1, puntuación %2, %n jugadas legales.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+8" />
            <source>In play: %n move(s) played by hand, every legal move can be played.</source>
            <translation>
                <numerusform>En juego: %n jugada hecha a mano, se puede hacer cualquier jugada legal.</numerusform>
                <numerusform>En juego: %n jugadas hechas a mano, se puede hacer cualquier jugada legal.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>Layer %1 of %2: %3 taken, %4 not taken, %5 legal but left untaken in an earlier layer.</source>
            <extracomment>"taken": played in this layer (bit 1 of the layer code), not selected in the interface.</extracomment>
            <translation>Capa %1 de %2: %3 jugadas, %4 no jugadas, %5 legales pero no jugadas en una capa anterior.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Layer %1 of %2.</source>
            <translation>Capa %1 de %2.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>(%1, %2): no legal move.</source>
            <translation>(%1, %2): ninguna jugada legal.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>(%1, %2): Enter plays %3.</source>
            <translation>(%1, %2): Intro juega %3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>(%1, %2): %3 lines, Enter plays line %4, %5; Tab: next line.</source>
            <translation>(%1, %2): %3 líneas, Intro juega la línea %4, %5; Tab: línea siguiente.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardPrinter</name>
        <message>
            <location filename="../app/gui/files/BoardPrinter.cpp" line="+24" />
            <source>Morpion Solitaire grid</source>
            <translation>Cuadrícula de Morpion Solitaire</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Print…</source>
            <translation>I&amp;mprimir…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Print the grid as File &gt; Export Picture draws it</source>
            <translation>Imprimir la cuadrícula tal como la dibuja Archivo &gt; Exportar imagen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Print Pre&amp;view…</source>
            <translation>&amp;Vista previa de impresión…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Page Set&amp;up…</source>
            <translation>Con&amp;figurar página…</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Print Grid</source>
            <translation>Imprimir cuadrícula</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Print Preview</source>
            <translation>Vista previa de impresión</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardView</name>
        <message>
            <location filename="../app/gui/board/BoardView.cpp" line="+258" />
            <location line="+136" />
            <source>Legend</source>
            <translation>Leyenda</translation>
        </message>
        <message>
            <location line="-126" />
            <source>Board, cursor at %1</source>
            <translation>Tablero, cursor en %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cursor at %1</source>
            <translation>Cursor en %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Board</source>
            <translation>Tablero</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Enter: play with the keyboard. Left and right arrows: previous and next layer.</source>
            <translation>Intro: jugar con el teclado. Flechas izquierda y derecha: capa anterior y siguiente.</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardViewInput.cpp" line="+138" />
            <source>No playable point further in that direction.</source>
            <translation>No hay ningún punto jugable más allá en esa dirección.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Keyboard play ended. Enter starts it again; ←/→ step layers.</source>
            <translation>Juego con el teclado terminado. Intro lo reanuda; ←/→ recorren las capas.</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardView.cpp" line="+143" />
            <source>Tab: next line · Enter: play · Esc: end keyboard play</source>
            <translation>Tab: línea siguiente · Intro: jugar · Esc: terminar el juego con el teclado</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tab or wheel: next line · click: play · Esc: cancel</source>
            <translation>Tab o rueda: línea siguiente · clic: jugar · Esc: cancelar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 lines through (%2, %3), showing %4 — %5</source>
            <translation>%1 líneas por (%2, %3), se muestra la %4 — %5</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardViewInput.cpp" line="+197" />
            <source>Keyboard play: arrows move, Shift+arrows jump to a playable point, Enter plays, Tab: next line, Esc: end. Ctrl+←/→, PgUp/PgDn: layers.</source>
            <translation>Juego con el teclado: las flechas mueven, Mayús+flechas saltan a un punto jugable, Intro juega, Tab: línea siguiente, Esc: terminar. Ctrl+←/→, RePág/AvPág: capas.</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Board: ←/→ step layers, Enter plays with the keyboard.</source>
            <translation>Tablero: ←/→ recorren las capas, Intro juega con el teclado.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CodeBar</name>
        <message>
            <location filename="../app/gui/panels/CodeBar.cpp" line="+40" />
            <source>The layer code of the grid: the set of its moves</source>
            <translation>El código de capas de la cuadrícula: el conjunto de sus jugadas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game number: the moves in their exact order</source>
            <translation>El número de partida: las jugadas en su orden exacto</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the layer code</source>
            <translation>Copiar el código de capas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the game number</source>
            <translation>Copiar el número de partida</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Paste a layer code, a game number or a move list, then press Enter</source>
            <translation>Pegue un código de capas, un número de partida o una lista de jugadas y pulse Intro</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Read codes as this variant (a prefix such as 5D: in the text wins)</source>
            <translation>Leer los códigos como esta variante (un prefijo como 5D: en el texto tiene prioridad)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open</source>
            <translation>Abrir</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the code typed on the left</source>
            <translation>Abrir el código escrito a la izquierda</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Variant of the code</source>
            <translation>Variante del código</translation>
        </message>
        <message>
            <location line="-37" />
            <source>Codes</source>
            <translation>Códigos</translation>
        </message>
        <message>
            <location line="+46" />
            <source>Layer code:</source>
            <translation>Código de capas:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game number:</source>
            <translation>Número de partida:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open code:</source>
            <translation>Abrir código:</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Copy &amp;Layer Code</source>
            <translation>Copiar &amp;código de capas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy &amp;Game Number</source>
            <translation>Copiar &amp;número de partida</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open &amp;Code…</source>
            <translation>&amp;Abrir código…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Layer code copied</source>
            <translation>Código de capas copiado</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Game number copied</source>
            <translation>Número de partida copiado</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionActions</name>
        <message>
            <location filename="../app/gui/collection/CollectionActions.cpp" line="+24" />
            <source>Open &amp;Collection…</source>
            <translation>Abrir co&amp;lección…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>List the grids of a text file of codes, with thumbnails, duplicates and problems</source>
            <translation>Listar las cuadrículas de un archivo de texto con códigos, con miniaturas, duplicados y problemas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open Collection &amp;Folder…</source>
            <translation>Abrir carp&amp;eta de colección…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)</source>
            <extracomment>"record files": files that hold a grid (MSR, Pentasol), not world records.</extracomment>
            <translation>Listar las cuadrículas de una carpeta de registros (Pentasol, MSR, imágenes con su cuadrícula)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Paste as Collec&amp;tion</source>
            <translation>Pegar como co&amp;lección</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Open Collection</source>
            <translation>Abrir colección</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Texts with codes (*.txt *.log *.md *.csv);;All files (*)</source>
            <translation>Textos con códigos (*.txt *.log *.md *.csv);;Todos los archivos (*)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Open Collection Folder</source>
            <translation>Abrir carpeta de colección</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Collection: %1.</source>
            <extracomment>%1: what the collection panel's summary says, "codes without a variant read as 5T; 3 of them also decode as 5D".</extracomment>
            <translation>Colección: %1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Read All as %1</source>
            <translation>Leer todo como %1</translation>
        </message>
        <message>
            <location line="+36" />
            <source>The clipboard holds no text to open.</source>
            <translation>El portapapeles no contiene ningún texto que abrir.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the clipboard</source>
            <translation>el portapapeles</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Open %1 from the collection</source>
            <translation>Abrir %1 de la colección</translation>
        </message>
        <message>
            <location line="+2" />
            <source>#%1, %2: %3 %4 moves</source>
            <translation>n.º %1, %2: %3 %4 jugadas</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionLoader</name>
        <message>
            <location filename="../app/gui/collection/CollectionData.cpp" line="+16" />
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+149" />
            <source>line %1</source>
            <extracomment>A line of the text file read as a collection, not a line of the game.</extracomment>
            <translation>línea %1</translation>
        </message>
        <message>
            <location line="+3" />
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+1" />
            <source>%1, line %2</source>
            <extracomment>%1 is a file name; a line of that text file, not a line of the game.</extracomment>
            <translation>%1, línea %2</translation>
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
            <translation>códigos sin variante leídos como %1</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n of them also decode as %1</source>
            <translation>
                <numerusform>%n de ellos también se decodifica como %1</numerusform>
                <numerusform>%n de ellos también se decodifican como %1</numerusform>
            </translation>
        </message>
        <message>
            <location line="+27" />
            <source>The folder %1 does not exist.</source>
            <translation>La carpeta %1 no existe.</translation>
        </message>
        <message>
            <location line="+144" />
            <source>Cannot open %1: %2.</source>
            <translation>No se puede abrir %1: %2.</translation>
        </message>
        <message>
            <location line="-19" />
            <source>The text is too large to read as a collection (%1 MB; at most %2 MB).</source>
            <translation>El texto es demasiado grande para leerlo como colección (%1 MB; como máximo %2 MB).</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionModel</name>
        <message>
            <location filename="../app/gui/collection/CollectionModel.cpp" line="+68" />
            <source>Grid</source>
            <translation>Cuadrícula</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Found at</source>
            <translation>Encontrada en</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Score</source>
            <translation>Puntuación</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layers</source>
            <translation>Capas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Length</source>
            <translation>Longitud</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Same grid</source>
            <translation>Misma cuadrícula</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Same points</source>
            <translation>Mismos puntos</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Where the grid was found: a line of the text, or a file of the folder</source>
            <translation>Dónde se encontró la cuadrícula: una línea del texto o un archivo de la carpeta</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layers that take at least one move</source>
            <translation>Capas en las que se juega al menos una jugada</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Characters of the layer code</source>
            <translation>Caracteres del código de capas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rows with the same grid up to rotation and reflection share a group, named by its first row</source>
            <translation>Las filas con la misma cuadrícula salvo rotación y reflexión comparten un grupo, nombrado por su primera fila</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Rows with the same points up to rotation and reflection, whatever their lines, share a group</source>
            <translation>Las filas con los mismos puntos salvo rotación y reflexión, sean cuales sean sus líneas, comparten un grupo</translation>
        </message>
        <message>
            <location line="+30" />
            <location line="+3" />
            <source>#%1 (×%2)</source>
            <translation>n.º %1 (×%2)</translation>
        </message>
        <message numerus="yes">
            <location line="+22" />
            <source>%n other row(s) hold this grid, rotated or mirrored</source>
            <translation>
                <numerusform>%n fila más contiene esta cuadrícula, girada o reflejada</numerusform>
                <numerusform>%n filas más contienen esta cuadrícula, girada o reflejada</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same grid as row #%1, up to rotation and reflection</source>
            <translation>La misma cuadrícula que la fila n.º %1, salvo rotación y reflexión</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>%n other row(s) have these points (up to symmetry), some with other lines</source>
            <translation>
                <numerusform>%n fila más tiene estos puntos (salvo simetría), con otras líneas</numerusform>
                <numerusform>%n filas más tienen estos puntos (salvo simetría), algunas con otras líneas</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>The same points as row #%1, up to rotation and reflection</source>
            <translation>Los mismos puntos que la fila n.º %1, salvo rotación y reflexión</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionPanel</name>
        <message>
            <location filename="../app/gui/collection/CollectionPanel.cpp" line="+43" />
            <source>The grid of the row picked is shown here; Enter or a double-click opens it.</source>
            <translation>Aquí se muestra la cuadrícula de la fila elegida; Intro o un doble clic la abre.</translation>
        </message>
        <message>
            <location line="+38" />
            <source>All variants</source>
            <translation>Todas las variantes</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Show only the grids of one variant</source>
            <translation>Mostrar solo las cuadrículas de una variante</translation>
        </message>
        <message>
            <location line="-29" />
            <source>Collection panel</source>
            <translation>Panel de colección</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Score ≥ </source>
            <translation>Puntuación ≥ </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show only the grids with at least this score</source>
            <translation>Mostrar solo las cuadrículas con al menos esta puntuación</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Filter by code or text</source>
            <translation>Filtrar por código o texto</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Show only the rows whose code, place or line holds this text</source>
            <translation>Mostrar solo las filas cuyo código, lugar o línea contiene este texto</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Preview of the row picked</source>
            <translation>Vista previa de la fila elegida</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid of the row picked, not opened: the open grid does not change. Enter or a double-click opens it as one undo step.</source>
            <translation>La cuadrícula de la fila elegida, sin abrir: la cuadrícula abierta no cambia. Intro o un doble clic la abre como un solo paso de deshacer.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Open a collection: File &gt; Open Collection…, or paste a list of codes with Edit &gt; Paste as Collection.</source>
            <translation>Abra una colección: Archivo &gt; Abrir colección…, o pegue una lista de códigos con Editar &gt; Pegar como colección.</translation>
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
            <translation>Dejar de leer; las cuadrículas leídas hasta ahora se conservan</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sorting…</source>
            <translation>Ordenando…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The list is being sorted and filtered; it stays usable meanwhile</source>
            <translation>La lista se está ordenando y filtrando; mientras tanto sigue siendo utilizable</translation>
        </message>
        <message>
            <location line="+61" />
            <source>&amp;Open</source>
            <translation>&amp;Abrir</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Compare with the Open Grid</source>
            <translation>&amp;Comparar con la cuadrícula abierta</translation>
        </message>
        <message>
            <location line="+34" />
            <source>#%1, %2: %3 %4 moves · Enter opens it</source>
            <translation>n.º %1, %2: %3 %4 jugadas · Intro la abre</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Reading…</source>
            <translation>Leyendo…</translation>
        </message>
        <message numerus="yes">
            <location line="+47" />
            <source>%n grid(s)</source>
            <translation>
                <numerusform>%n cuadrícula</numerusform>
                <numerusform>%n cuadrículas</numerusform>
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
                <numerusform>%n grupo de la misma cuadrícula</numerusform>
                <numerusform>%n grupos de la misma cuadrícula</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n group(s) of the same points with other lines</source>
            <translation>
                <numerusform>%n grupo de los mismos puntos con otras líneas</numerusform>
                <numerusform>%n grupos de los mismos puntos con otras líneas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n line(s) without a code</source>
            <translation>
                <numerusform>%n línea sin código</numerusform>
                <numerusform>%n líneas sin código</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n other file(s) skipped</source>
            <translation>
                <numerusform>%n archivo más omitido</numerusform>
                <numerusform>%n archivos más omitidos</numerusform>
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
            <translation>Cancelado; lo leído hasta ahora: %1</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Not read (%n):</source>
            <translation>
                <numerusform>No leído (%n):</numerusform>
                <numerusform>No leídos (%n):</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+12" />
            <source>%1 of %n grid(s) shown · %2</source>
            <translation>
                <numerusform>%1 de %n cuadrícula mostrada · %2</numerusform>
                <numerusform>%1 de %n cuadrículas mostradas · %2</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionProblemModel</name>
        <message>
            <location filename="../app/gui/collection/CollectionProblemModel.cpp" line="+36" />
            <source>Found at</source>
            <translation>Encontrada en</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Code</source>
            <translation>Código</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Why it was not read</source>
            <translation>Por qué no se leyó</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CompareDialog</name>
        <message>
            <location filename="../app/gui/compare/CompareDialog.cpp" line="+25" />
            <source>Compare With</source>
            <translation>Comparar con</translation>
        </message>
        <message>
            <location line="+38" />
            <source>A &amp;layer code, game number, move list or record:</source>
            <translation>Un código de &amp;capas, número de partida, lista de jugadas o registro:</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Grid to compare with</source>
            <translation>Cuadrícula con la que comparar</translation>
        </message>
        <message>
            <location line="+10" />
            <source>A &amp;file:</source>
            <translation>Un &amp;archivo:</translation>
        </message>
        <message>
            <location line="+2" />
            <source>File to compare with</source>
            <translation>Archivo con el que comparar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The path of a grid file</source>
            <translation>La ruta de un archivo de cuadrícula</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Browse…</source>
            <translation>&amp;Examinar…</translation>
        </message>
        <message numerus="yes">
            <location line="+14" />
            <source>Grid &amp;number of the collection (%1, %n grid(s)):</source>
            <translation>
                <numerusform>&amp;Número de cuadrícula de la colección (%1, %n cuadrícula):</numerusform>
                <numerusform>&amp;Número de cuadrícula de la colección (%1, %n cuadrículas):</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>Grid number in the collection</source>
            <translation>Número de cuadrícula en la colección</translation>
        </message>
        <message>
            <location line="-58" />
            <source>&amp;Compare</source>
            <translation>Co&amp;mparar</translation>
        </message>
        <message>
            <location line="+132" />
            <source>%1, %2 moves, %3</source>
            <translation>%1, %2 jugadas, %3</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Compare With a File</source>
            <translation>Comparar con un archivo</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::Document</name>
        <message>
            <location filename="../app/gui/document/Document.cpp" line="+100" />
            <location line="+183" />
            <source>New %1 game</source>
            <translation>Nueva partida %1</translation>
        </message>
        <message numerus="yes">
            <location line="-182" />
            <source>%1 grid, %n move(s)</source>
            <translation>
                <numerusform>Cuadrícula %1, %n jugada</numerusform>
                <numerusform>Cuadrícula %1, %n jugadas</numerusform>
            </translation>
        </message>
        <message>
            <location line="+18" />
            <source>grid-%1</source>
            <translation>cuadricula-%1</translation>
        </message>
        <message>
            <location line="+51" />
            <source>Analyse Game</source>
            <translation>Analizar partida</translation>
        </message>
        <message>
            <location filename="../app/gui/document/PlayMoveCommand.cpp" line="+9" />
            <source>Play %1</source>
            <translation>Jugar %1</translation>
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
            <translation>Exportar imagen</translation>
        </message>
        <message>
            <location line="-157" />
            <source>As on screen</source>
            <translation>Como en pantalla</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Clean print style</source>
            <translation>Estilo de impresión limpio</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Move &amp;numbers</source>
            <translation>&amp;Números de jugada</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Highlight layer %1</source>
            <translation>&amp;Resaltar la capa %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Legend</source>
            <translation>&amp;Leyenda</translation>
        </message>
        <message>
            <location line="+5" />
            <source> px</source>
            <translation> px</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Width of a PNG in pixels, of an SVG or PDF in points</source>
            <translation>Anchura de un PNG en píxeles, de un SVG o PDF en puntos</translation>
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
            <translation>Ajustar a la imagen, con margen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The page of a PDF or SVG: the picture is scaled to the paper, or the page fits the picture at its width</source>
            <translation>La página de un PDF o SVG: la imagen se escala al papel, o la página se ajusta a la imagen según su anchura</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Capt&amp;ion line: author, variant, score and code</source>
            <translation>Línea de le&amp;yenda: autor, variante, puntuación y código</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A line under the grid: %1</source>
            <translation>Una línea bajo la cuadrícula: %1</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Look:</source>
            <translation>Aspecto:</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Width:</source>
            <translation>Anchura:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>PDF/SVG &amp;page:</source>
            <translation>&amp;Página PDF/SVG:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Size:</source>
            <translation>Tamaño:</translation>
        </message>
        <message>
            <location line="-73" />
            <source>&amp;Save As…</source>
            <translation>&amp;Guardar como…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Copy Picture</source>
            <translation>&amp;Copiar imagen</translation>
        </message>
        <message>
            <location line="+116" />
            <source>%1 · score %2 · %3</source>
            <translation>%1 · puntuación %2 · %3</translation>
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
            <translation>Imagen PNG (*.png);;Dibujo SVG (*.svg);;Documento PDF (*.pdf)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::FamousGridsMenu</name>
        <message>
            <location filename="../app/gui/files/FamousGridsMenu.cpp" line="+13" />
            <source>Famous &amp;Grids</source>
            <translation>&amp;Partidas famosas</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The built-in list does not read: %1</source>
            <translation>La lista integrada no se puede leer: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>%1 %2 moves — %3</source>
            <translation>%1 %2 jugadas — %3</translation>
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
            <translation>Abrir un archivo de cuadrícula (MSR JSON, Pentasol, un código o una lista de jugadas)</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+29" />
            <source>&amp;Save</source>
            <translation>&amp;Guardar</translation>
        </message>
        <message>
            <location line="-27" />
            <source>Save &amp;As…</source>
            <translation>Guardar &amp;como…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open &amp;Recent</source>
            <translation>Abrir &amp;reciente</translation>
        </message>
        <message>
            <location line="+16" />
            <source>The game's analysis is not saved (it is kept in the grid's file). Save it first?</source>
            <translation>El análisis de la partida no está guardado (se guarda en el archivo de la cuadrícula). ¿Guardarlo primero?</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The grid has changes that are not saved, the game's analysis among them. Save them first?</source>
            <translation>La cuadrícula tiene cambios sin guardar, entre ellos el análisis de la partida. ¿Guardarlos primero?</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Unsaved Grid</source>
            <translation>Cuadrícula sin guardar</translation>
        </message>
        <message>
            <location line="-2" />
            <source>The grid has changes that are not saved. Save them first?</source>
            <translation>La cuadrícula tiene cambios sin guardar. ¿Guardarlos primero?</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Open Grid</source>
            <translation>Abrir cuadrícula</translation>
        </message>
        <message>
            <location line="-62" />
            <source>Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)</source>
            <translation>Cuadrículas (*.json *.msr *.txt *.ms1 *.png *.svg);;Registros MSR (*.json *.msr);;Archivos Pentasol (*.txt);;Texto MS1 (*.txt *.ms1);;Imágenes con su cuadrícula (*.png *.svg);;Todos los archivos (*)</translation>
        </message>
        <message>
            <location line="+98" />
            <source>%1 was not reopened: it is no longer there</source>
            <translation>%1 no se ha vuelto a abrir: el archivo ya no existe</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 was not reopened: %2</source>
            <translation>%1 no se ha vuelto a abrir: %2</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Cannot open %1: %2</source>
            <translation>No se puede abrir %1: %2</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Cannot open %1: %2.</source>
            <translation>No se puede abrir %1: %2.</translation>
        </message>
        <message>
            <location line="-105" />
            <source>&amp;New Game</source>
            <translation>&amp;Nueva partida</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 game</source>
            <translation>Partida %1</translation>
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
            <translation>Guardar cuadrícula</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MSR record (*.msr.json);;Pentasol file (*.pentasol.txt);;MS1 text, the compact MSR record (*.ms1)</source>
            <translation>Registro MSR (*.msr.json);;Archivo Pentasol (*.pentasol.txt);;Texto MS1, el registro MSR compacto (*.ms1)</translation>
        </message>
        <message>
            <location line="+38" />
            <location line="+6" />
            <source>Cannot save %1: %2</source>
            <translation>No se puede guardar %1: %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Saved %1</source>
            <translation>Guardado %1</translation>
        </message>
        <message>
            <location line="+29" />
            <source>&amp;Clear List</source>
            <translation>&amp;Vaciar la lista</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridClipboard</name>
        <message>
            <location filename="../app/gui/files/GridClipboard.cpp" line="+40" />
            <source>The clipboard is empty.</source>
            <translation>El portapapeles está vacío.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>The clipboard holds a picture without a grid in it: only pictures that Morpion Layers saved or copied carry their grid.</source>
            <translation>El portapapeles contiene una imagen sin cuadrícula: solo las imágenes que Morpion Layers guardó o copió llevan su cuadrícula.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The clipboard holds no text to open.</source>
            <translation>El portapapeles no contiene ningún texto que abrir.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridCompare</name>
        <message>
            <location filename="../app/gui/compare/GridCompare.cpp" line="+28" />
            <source>Co&amp;mpare With…</source>
            <translation>Co&amp;mparar con…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw another grid over this one: the moves both have, and the moves each has alone</source>
            <translation>Dibujar otra cuadrícula sobre esta: las jugadas que tienen ambas y las que solo tiene cada una</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;End Comparison</source>
            <translation>&amp;Terminar la comparación</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop drawing the other grid over this one</source>
            <translation>Dejar de dibujar la otra cuadrícula sobre esta</translation>
        </message>
        <message>
            <location line="+57" />
            <source>Cannot read %1 to compare with: %2</source>
            <translation>No se puede leer %1 para comparar: %2</translation>
        </message>
        <message>
            <location line="+16" />
            <source>That is a %1 grid; the open grid is %2</source>
            <translation>Es una cuadrícula %1; la cuadrícula abierta es %2</translation>
        </message>
        <message>
            <location line="+57" />
            <source> · %1 moves in both, %2 only played, %3 only in the better line</source>
            <translation> · %1 jugadas en ambas, %2 solo jugadas, %3 solo en la mejor continuación</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Comparing: %1 moves in both, %2 only in this grid, %3 only in the other</source>
            <translation>Comparación: %1 jugadas en ambas, %2 solo en esta cuadrícula, %3 solo en la otra</translation>
        </message>
        <message>
            <location line="+5" />
            <source> · the grids are the same</source>
            <translation> · las cuadrículas son iguales</translation>
        </message>
        <message>
            <location line="+2" />
            <source> · the other grid is this one transformed: %1</source>
            <translation> · la otra cuadrícula es esta transformada: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the same points, with other lines</source>
            <translation> · los mismos puntos, con otras líneas</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the other grid seen through “%1”, where the two have the most moves in common</source>
            <extracomment>%1: a command of the Transform menu without its access key, such as "Flip Left–Right".</extracomment>
            <translation> · la otra cuadrícula vista a través de «%1», donde ambas tienen más jugadas en común</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the other grid as it is</source>
            <translation> · la otra cuadrícula tal como es</translation>
        </message>
        <message>
            <location line="-24" />
            <location line="+25" />
            <source> · Esc leaves the comparison</source>
            <translation> · Esc sale de la comparación</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Align the Other Grid</source>
            <translation>Alinear la otra cuadrícula</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Compare As It Is</source>
            <translation>Comparar tal como es</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridEditActions</name>
        <message>
            <location filename="../app/gui/edit/GridEditActions.cpp" line="+25" />
            <source>Remo&amp;ve Move</source>
            <translation>&amp;Eliminar la jugada</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Remove the move under the pointer (or the one picked in the layer panel) with every move that needs it</source>
            <translation>Eliminar la jugada bajo el puntero (o la elegida en el panel de capas) junto con todas las jugadas que la necesitan</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The move picked in the layer panel is not in the grid, so there is nothing to remove</source>
            <translation>La jugada elegida en el panel de capas no está en la cuadrícula: no hay nada que quitar</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Point at a move on the board, or pick one in the layer panel, to remove it</source>
            <translation>Señale una jugada en el tablero, o elija una en el panel de capas, para eliminarla</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Remove move %1</source>
            <translation>Eliminar la jugada %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Removed move %1</source>
            <translation>Se eliminó la jugada %1</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Removed move %1 and the %n move(s) that need it</source>
            <translation>
                <numerusform>Se eliminaron la jugada %1 y %n jugada que la necesita</numerusform>
                <numerusform>Se eliminaron la jugada %1 y %n jugadas que la necesitan</numerusform>
            </translation>
        </message>
        <message>
            <location line="+10" />
            <source>No move has its point in (%1, %2)–(%3, %4)</source>
            <translation>Ninguna jugada tiene su punto en (%1, %2)–(%3, %4)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Remove region</source>
            <translation>Eliminar región</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Removed %n move(s) from the region and what needs them</source>
            <translation>
                <numerusform>Se eliminó %n jugada de la región y lo que depende de ella</numerusform>
                <numerusform>Se eliminaron %n jugadas de la región y lo que depende de ellas</numerusform>
            </translation>
        </message>
        <message>
            <location line="+9" />
            <source>Take back to move %1</source>
            <translation>Volver a la jugada %1</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <location line="+10" />
            <source>Took back %n move(s)</source>
            <translation>
                <numerusform>Se retiró %n jugada</numerusform>
                <numerusform>Se retiraron %n jugadas</numerusform>
            </translation>
        </message>
        <message>
            <location line="-1" />
            <source>Take back to layer %1</source>
            <translation>Volver a la capa %1</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Take this one instead</source>
            <translation>Jugar esta en su lugar</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Took the move, removed %n move(s) in its way and what needs them</source>
            <translation>
                <numerusform>Jugada hecha; se eliminó %n jugada que estorbaba y lo que depende de ella</numerusform>
                <numerusform>Jugada hecha; se eliminaron %n jugadas que estorbaban y lo que depende de ellas</numerusform>
            </translation>
        </message>
        <message>
            <location line="+11" />
            <source>Take %1 Instead</source>
            <translation>Jugar %1 en su lugar</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Take This One Instead and Remove %n Move(s)</source>
            <translation>
                <numerusform>Jugar esta en su lugar y quitar %n jugada</numerusform>
                <numerusform>Jugar esta en su lugar y quitar %n jugadas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Take %1 Instead and Remove %n Move(s)</source>
            <translation>
                <numerusform>Jugar %1 en su lugar y quitar %n jugada</numerusform>
                <numerusform>Jugar %1 en su lugar y quitar %n jugadas</numerusform>
            </translation>
        </message>
        <message>
            <location line="+19" />
            <location line="+19" />
            <source>Remove Move %1</source>
            <translation>Eliminar la jugada %1</translation>
        </message>
        <message numerus="yes">
            <location line="-18" />
            <source>Remove Move %1 and the %n Move(s) That Need It</source>
            <translation>
                <numerusform>Eliminar la jugada %1 y %n jugada que la necesita</numerusform>
                <numerusform>Eliminar la jugada %1 y %n jugadas que la necesitan</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Take Back to Move %1</source>
            <translation>Volver a la jugada %1</translation>
        </message>
        <message>
            <location line="+3" />
            <location line="+21" />
            <source>Take Back to Layer %1</source>
            <translation>Volver a la capa %1</translation>
        </message>
        <message>
            <location line="-7" />
            <source>Take Back to Here</source>
            <translation>Volver hasta aquí</translation>
        </message>
        <message>
            <location line="-41" />
            <source>Take This One Instead</source>
            <translation>Jugar esta en su lugar</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridInfoPanel</name>
        <message>
            <location filename="../app/gui/panels/GridInfoPanel.cpp" line="+77" />
            <source>Grid Information</source>
            <translation>Información de la cuadrícula</translation>
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
            <translation>Fuente:</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Date:</source>
            <translation>Fecha:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Comment:</source>
            <translation>Comentario:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>What the grid is called</source>
            <translation>Cómo se llama la cuadrícula</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Who found it</source>
            <translation>Quién la encontró</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Where it was published</source>
            <translation>Dónde se publicó</translation>
        </message>
        <message>
            <location line="+0" />
            <source>When, e.g. 2011-08</source>
            <translation>Cuándo, p. ej. 2011-08</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Anything worth keeping with the grid</source>
            <translation>Cualquier cosa que merezca guardarse con la cuadrícula</translation>
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
            <translation>Fuente</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Date</source>
            <translation>Fecha</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Comment</source>
            <translation>Comentario</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 grid of %2 moves</source>
            <translation>cuadrícula %1 de %2 jugadas</translation>
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
                <numerusform>%1 · %n jugada · %2</numerusform>
                <numerusform>%1 · %n jugadas · %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n layer(s)</source>
            <translation>
                <numerusform>%n capa</numerusform>
                <numerusform>%n capas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>unfinished, %n legal move(s) left</source>
            <translation>
                <numerusform>sin terminar, queda %n jugada legal</numerusform>
                <numerusform>sin terminar, quedan %n jugadas legales</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>Based on %1</source>
            <translation>Basada en %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>the game's analysis, shown in the Analysis panel</source>
            <translation>el análisis de la partida, mostrado en el panel de análisis</translation>
        </message>
        <message>
            <location line="+2" />
            <source>an analysis of another game, dropped when saved</source>
            <translation>un análisis de otra partida, descartado al guardar</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Other fields of the record (kept when saved):</source>
            <translation>Otros campos del registro (se conservan al guardar):</translation>
        </message>
        <message>
            <location line="-6" />
            <source>an analysis that does not read (%1), kept as it is</source>
            <translation>un análisis que no se puede leer (%1), conservado tal cual</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridOpener</name>
        <message>
            <location filename="../app/gui/files/GridOpener.cpp" line="+22" />
            <source>&amp;Paste Code</source>
            <translation>&amp;Pegar código</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the layer code, game number or move list on the clipboard</source>
            <translation>Abrir el código de capas, el número de partida o la lista de jugadas del portapapeles</translation>
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
                <numerusform>Abierto (%1): %2, %3 jugadas en %n capa</numerusform>
                <numerusform>Abierto (%1): %2, %3 jugadas en %n capas</numerusform>
            </translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+16" />
            <source>the pasted text</source>
            <translation>el texto pegado</translation>
        </message>
        <message>
            <location line="-13" />
            <source>The text holds %1 characters, too many for one grid: it is read as a collection of codes.</source>
            <translation>El texto tiene %1 caracteres, demasiados para una cuadrícula: se lee como una colección de códigos.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The text holds several codes: they are listed in the collection panel.</source>
            <translation>El texto contiene varios códigos: se listan en el panel de colección.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridTransformActions</name>
        <message>
            <location filename="../app/gui/edit/GridTransformActions.cpp" line="+19" />
            <source>&amp;Rotate / Flip Grid</source>
            <translation>&amp;Girar / voltear cuadrícula</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Changes the grid and its codes; Undo turns it back</source>
            <translation>Cambia la cuadrícula y sus códigos; Deshacer la devuelve</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Canonical Orient&amp;ation</source>
            <translation>Orientación &amp;canónica</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Turn the grid so that its layer code is its canonical code, the smallest of its 8 images</source>
            <translation>Girar la cuadrícula para que su código de capas sea su código canónico, el menor de sus 8 imágenes</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy Ca&amp;nonical Code</source>
            <translation>Copiar códi&amp;go canónico</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the smallest layer code over the 8 rotations and mirror images of the grid, the same for every image: a name for the grid up to symmetry</source>
            <translation>Copiar el menor código de capas de las 8 rotaciones y reflexiones de la cuadrícula, el mismo para cada imagen: un nombre para la cuadrícula salvo simetría</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&amp;Unchanged</source>
            <translation>&amp;Sin cambios</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip &amp;Left–Right</source>
            <translation>Voltear &amp;izquierda–derecha</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip &amp;Top–Bottom</source>
            <translation>Voltear &amp;arriba–abajo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate &amp;180°</source>
            <translation>Girar &amp;180°</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip Along the &amp;Main Diagonal</source>
            <translation>Voltear según la diagonal &amp;principal</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate 90° &amp;Clockwise</source>
            <translation>Girar 90° en sentido &amp;horario</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate 90° Cou&amp;nter-Clockwise</source>
            <translation>Girar 90° en sentido a&amp;ntihorario</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip Along the &amp;Other Diagonal</source>
            <translation>Voltear según la &amp;otra diagonal</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Canonical code copied: the grid is in its canonical orientation</source>
            <translation>Código canónico copiado: la cuadrícula está en su orientación canónica</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Canonical code copied: the code of the grid after “%1”</source>
            <translation>Código canónico copiado: el código de la cuadrícula tras «%1»</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The grid is already in its canonical orientation</source>
            <translation>La cuadrícula ya está en su orientación canónica</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Turned to the canonical orientation (%1)</source>
            <translation>Girada a la orientación canónica (%1)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::HandPlay</name>
        <message>
            <location filename="../app/gui/board/PlayLinks.cpp" line="+16" />
            <source>Game over: no legal move is left. Score: %1.</source>
            <translation>Fin de la partida: no queda ninguna jugada legal. Puntuación: %1.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::HelpMenu</name>
        <message>
            <location filename="../app/gui/help/HelpMenu.cpp" line="+17" />
            <source>&amp;Help</source>
            <translation>Ay&amp;uda</translation>
        </message>
        <message>
            <location line="+3" />
            <source>How to Read the &amp;Layer View</source>
            <translation>Cómo leer la vista de &amp;capas</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Rules of the Four Variants</source>
            <translation>&amp;Reglas de las cuatro variantes</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Keyboard Shortcuts</source>
            <translation>Atajos de &amp;teclado</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Report a &amp;Bug…</source>
            <translation>Informar de un &amp;error…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the project's issue tracker in the web browser: %1</source>
            <translation>Abrir el gestor de incidencias del proyecto en el navegador: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;About Morpion Layers</source>
            <translation>&amp;Acerca de Morpion Layers</translation>
        </message>
        <message>
            <location line="+5" />
            <source>About &amp;Qt</source>
            <translation>Acerca de &amp;Qt</translation>
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
            <translation>&amp;Primera capa</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Previous Layer</source>
            <translation>Capa &amp;anterior</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Next Layer</source>
            <translation>Capa &amp;siguiente</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Last Layer</source>
            <translation>Últi&amp;ma capa</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Animate Layers</source>
            <translation>A&amp;nimar capas</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Drag to move through the layers</source>
            <translation>Arrastre para recorrer las capas</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Layer shown</source>
            <translation>Capa mostrada</translation>
        </message>
        <message>
            <location line="-5" />
            <source>Layers</source>
            <translation>Capas</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The layer shown</source>
            <translation>La capa mostrada</translation>
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
            <translation>Velocidad de la animación</translation>
        </message>
        <message>
            <location line="+3" />
            <source>By layer</source>
            <translation>Por capa</translation>
        </message>
        <message>
            <location line="+0" />
            <source>By move</source>
            <translation>Por jugada</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Animate the layers one by one, or replay the moves in their order</source>
            <translation>Animar las capas una a una, o repetir las jugadas en su orden</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Animation mode</source>
            <translation>Modo de animación</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerChart</name>
        <message>
            <location filename="../app/gui/panels/LayerChart.cpp" line="+20" />
            <source>Moves taken per layer; click a bar to show that layer</source>
            <translation>Jugadas por capa; haga clic en una barra para mostrar esa capa</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Moves taken per layer</source>
            <translation>Jugadas por capa</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No layers.</source>
            <translation>Sin capas.</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>%n layer(s), at most %1 moves taken in one.</source>
            <translation>
                <numerusform>%n capa, como máximo %1 jugadas en una.</numerusform>
                <numerusform>%n capas, como máximo %1 jugadas en una.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer %1: %2 taken.</source>
            <translation>Capa %1: %2 jugadas.</translation>
        </message>
        <message>
            <location line="+31" />
            <source>max %1 per layer</source>
            <translation>máx. %1 por capa</translation>
        </message>
        <message>
            <location line="+0" />
            <source>no move taken yet</source>
            <translation>aún no hay ninguna jugada</translation>
        </message>
        <message numerus="yes">
            <location line="+64" />
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
            <location filename="../app/gui/panels/LayerPanel.cpp" line="+70" />
            <source>Move</source>
            <translation>Jugada</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Bit</source>
            <translation>Bit</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Code No.</source>
            <translation>N.º código</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Loss</source>
            <translation>Pérdida</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The candidate's number in the layer code's order, which is not the order of play that the status bar gives</source>
            <translation>El número del candidato en el orden del código de capas, que no es el orden de juego que da la barra de estado</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Candidates of the layer</source>
            <translation>Candidatas de la capa</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each candidate of the layer with its number and its bit: 1 taken, 0 not taken; then the moves legal at this layer but left untaken in an earlier one.</source>
            <translation>Cada candidata de la capa con su número y su bit: 1 jugada, 0 no jugada; después, las jugadas legales en esta capa pero no jugadas en una capa anterior.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer panel</source>
            <translation>Panel de capas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Moves taken per layer</source>
            <translation>Jugadas por capa</translation>
        </message>
        <message>
            <location line="+86" />
            <source>No layers</source>
            <translation>Sin capas</translation>
        </message>
        <message numerus="yes">
            <location line="+29" />
            <source>&lt;b&gt;In play&lt;/b&gt;: every one of the %n legal move(s) can be played.</source>
            <translation>
                <numerusform>&lt;b&gt;En juego&lt;/b&gt;: se puede hacer la %n jugada legal.</numerusform>
                <numerusform>&lt;b&gt;En juego&lt;/b&gt;: se puede hacer cualquiera de las %n jugadas legales.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>Listed: the moves open at the end, whose 0 bits end the layer code.</source>
            <translation>En la lista: las jugadas abiertas al final, cuyos bits 0 cierran el código de capas.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&lt;b&gt;Layer %1&lt;/b&gt; / %2&lt;br&gt;%3 of %4 candidates taken</source>
            <translation>&lt;b&gt;Capa %1&lt;/b&gt; / %2&lt;br&gt;%3 de %4 candidatas jugadas</translation>
        </message>
        <message>
            <location line="+6" />
            <source>; %1 legal, but left untaken in an earlier layer</source>
            <translation>; %1 legales, pero no jugadas en una capa anterior</translation>
        </message>
        <message numerus="yes">
            <location line="+30" />
            <source>What this move lost, proven by the solver: the longest game before it was exactly %n move(s) longer than the longest after it</source>
            <translation>
                <numerusform>Lo que perdió esta jugada, demostrado por el resolutor: la partida más larga antes de ella tenía exactamente %n jugada más que la más larga después</numerusform>
                <numerusform>Lo que perdió esta jugada, demostrado por el resolutor: la partida más larga antes de ella tenía exactamente %n jugadas más que la más larga después</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>What this move lost in the game's analysis: the best game found before it was %n move(s) longer than any found after it</source>
            <translation>
                <numerusform>Lo que perdió esta jugada en el análisis de la partida: la mejor partida encontrada antes de ella tenía %n jugada más que cualquiera encontrada después</numerusform>
                <numerusform>Lo que perdió esta jugada en el análisis de la partida: la mejor partida encontrada antes de ella tenía %n jugadas más que cualquiera encontrada después</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>Not taken in this layer (bit 0): it stays legal, left for later</source>
            <translation>No jugada en esta capa (bit 0): sigue siendo legal, se deja para más tarde</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Left untaken earlier (%1)</source>
            <translation>No jugadas antes (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal at this layer, but left untaken in an earlier layer</source>
            <translation>Legal en esta capa, pero no jugada en una capa anterior</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Legal at this layer, but it was a candidate of an earlier layer and was not taken there (the layer code calls it taboo: it has no bit of its own)</source>
            <translation>Legal en esta capa, pero era candidata de una capa anterior y no se jugó allí (el código de capas la llama tabú: no tiene bit propio)</translation>
        </message>
        <message>
            <location line="-27" />
            <source>Taken in this layer (bit 1)</source>
            <translation>Jugada en esta capa (bit 1)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerSpinBox</name>
        <message>
            <location filename="../app/gui/panels/LayerSpinBox.cpp" line="+26" />
            <location line="+6" />
            <location line="+9" />
            <source>In play</source>
            <translation>En juego</translation>
        </message>
        <message>
            <location line="-14" />
            <source>Layer %1 / %2</source>
            <translation>Capa %1 / %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerViewGuide</name>
        <message>
            <location filename="../app/gui/help/LayerViewGuide.cpp" line="+150" />
            <source>How to Read the Layer View</source>
            <translation>Cómo leer la vista de capas</translation>
        </message>
        <message>
            <location line="+37" />
            <source>&lt;p&gt;The picture is the 135 of the Famous Grids menu at layer %1. A layer is the set of moves that became possible through the layers before it; the layer bar and the Layers menu step through them.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Earlier layers&lt;/b&gt;: moves already made, in the plain line colour.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Taken in this layer&lt;/b&gt;: the moves of the layer that the game made, in the highlight colour. They can be played in any order.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Not taken&lt;/b&gt;: moves that were possible in this layer and that the game left. They are never played later.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Taboo&lt;/b&gt;: legal here, but left untaken in an earlier layer, so not a move of this game. Shown so that the layer can be read whole.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Later layers&lt;/b&gt;: drawn faintly (View › Ghost Later Layers) or hidden.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;The layer panel lists the layer's possible moves in the fixed order of the code. Its &lt;b&gt;Bit&lt;/b&gt; column is the layer code itself: 1 for a move taken, 0 for one left. Taboo moves get no bit: the code already said 0 for them. Six bits make one character of the code.&lt;/p&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;th&gt;No.&lt;/th&gt;&lt;th&gt;Move&lt;/th&gt;&lt;th&gt;Bit&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</source>
            <translation>&lt;p&gt;La imagen es la 135 del menú Partidas famosas en la capa %1. Una capa es el conjunto de jugadas que se hicieron posibles gracias a las capas anteriores; la barra de capas y el menú Capas las recorren.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Capas anteriores&lt;/b&gt;: jugadas ya hechas, en el color de línea normal.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Jugadas en esta capa&lt;/b&gt;: las jugadas de la capa que hizo la partida, en el color de resaltado. Se pueden hacer en cualquier orden.&lt;/li&gt;&lt;li&gt;&lt;b&gt;No jugadas&lt;/b&gt;: jugadas que eran posibles en esta capa y que la partida dejó. Nunca se hacen más tarde.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tabú&lt;/b&gt;: legales aquí, pero no jugadas en una capa anterior, así que no son jugadas de esta partida. Se muestran para que la capa se pueda leer entera.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Capas posteriores&lt;/b&gt;: dibujadas atenuadas (Ver › Atenuar las capas posteriores) u ocultas.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;El panel de capas lista las jugadas posibles de la capa en el orden fijo del código. Su columna &lt;b&gt;Bit&lt;/b&gt; es el propio código de capas: 1 para una jugada hecha, 0 para una dejada. Las jugadas tabú no reciben bit: el código ya indicó 0 para ellas. Seis bits forman un carácter del código.&lt;/p&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;th&gt;N.º&lt;/th&gt;&lt;th&gt;Jugada&lt;/th&gt;&lt;th&gt;Bit&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LossBadgeDelegate</name>
        <message>
            <location filename="../app/gui/common/LossBadge.cpp" line="+27" />
            <source>Loss: how many moves shorter the best game found after the move is than the best found before it.</source>
            <translation>Pérdida: cuántas jugadas más corta es la mejor partida encontrada después de la jugada que la mejor encontrada antes.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 1–2: can be the search's noise, another run may not find it; %2 3–9; %3 10 or more.</source>
            <translation>%1 1–2: puede ser ruido de la búsqueda, otra ejecución quizá no la encuentre; %2 3–9; %3 10 o más.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>✓ a proven loss: exact, the solver visited every game from both positions.</source>
            <translation>✓ una pérdida demostrada: exacta, el resolutor visitó todas las partidas desde ambas posiciones.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::MainWindow</name>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+104" />
            <source>Layers</source>
            <translation>Capas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Codes</source>
            <translation>Códigos</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="+105" />
            <source>Layer</source>
            <translation>Capa</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Collection</source>
            <translation>Colección</translation>
        </message>
        <message>
            <location line="-46" />
            <location line="+47" />
            <source>Search</source>
            <translation>Búsqueda</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowSignals.cpp" line="+145" />
            <source>The search's best grid: %1 moves</source>
            <translation>La mejor cuadrícula de la búsqueda: %1 jugadas</translation>
        </message>
        <message>
            <location line="-31" />
            <source>Printed on %1</source>
            <translation>Impreso en %1</translation>
        </message>
        <message>
            <location line="-43" />
            <source>needs %1, needed by %2</source>
            <translation>requiere %1, requerida por %2</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+33" />
            <source>&amp;File</source>
            <translation>&amp;Archivo</translation>
        </message>
        <message>
            <location line="+18" />
            <source>&amp;Quit</source>
            <translation>&amp;Salir</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Edit</source>
            <translation>&amp;Editar</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="-2" />
            <source>La&amp;yer Panel</source>
            <translation>Panel &amp;de capas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Coll&amp;ection Panel</source>
            <translation>Panel de c&amp;olección</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Search &amp;Panel</source>
            <translation>Panel de &amp;búsqueda</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solver</source>
            <translation>Resolutor</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Sol&amp;ver Panel</source>
            <translation>Panel del resolutor e&amp;xacto</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Grid Infor&amp;mation</source>
            <translation>In&amp;formación de la cuadrícula</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+17" />
            <source>Pre&amp;ferences…</source>
            <translation>Pre&amp;ferencias…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;View</source>
            <translation>&amp;Ver</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="+8" />
            <source>Search for high-scoring grids with NRPA or the hill climb, on every core</source>
            <translation>Buscar cuadrículas de alta puntuación con NRPA o el ascenso de colinas, en todos los núcleos</translation>
        </message>
        <message>
            <location line="-10" />
            <source>Analysis</source>
            <translation>Análisis</translation>
        </message>
        <message>
            <location line="+0" />
            <source>A&amp;nalysis Panel</source>
            <translation>Panel de a&amp;nálisis</translation>
        </message>
        <message>
            <location line="+9" />
            <source>What each move of the game lost: the analysis and its chart</source>
            <translation>Lo que perdió cada jugada de la partida: el análisis y su gráfico</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+20" />
            <source>&amp;Layers</source>
            <translation>&amp;Capas</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Main</source>
            <translation>Principal</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowSignals.cpp" line="+118" />
            <source>This grid is now an edit of “%1”: its record says so, and keeps no title of its own.</source>
            <translation>Esta cuadrícula es ahora una edición de «%1»: su registro lo indica y no conserva ningún título propio.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>This grid is now an edit of “%1”: its record says so, and does not name %2 as its author.</source>
            <translation>Esta cuadrícula es ahora una edición de «%1»: su registro lo indica y ya no nombra a %2 como autor.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Keep %1 as Author</source>
            <translation>&amp;Mantener a %1 como autor</translation>
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
            <translation>Lo que ofrece el mensaje</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Close this message</source>
            <translation>Cerrar este mensaje</translation>
        </message>
        <message>
            <location line="+52" />
            <source>Error</source>
            <translation>Error</translation>
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
            <translation>morpion-layers: no hay ninguna pantalla en la que abrir una ventana (no están definidas ni DISPLAY ni WAYLAND_DISPLAY).
La herramienta de línea de órdenes no la necesita; por ejemplo, la cuadrícula de inicio:
  %1 info %2
  %1 render %2 -o grid.png</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::PictureActions</name>
        <message>
            <location filename="../app/gui/files/PictureActions.cpp" line="+19" />
            <source>&amp;Export Picture…</source>
            <translation>Exportar &amp;imagen…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Grid and P&amp;icture</source>
            <translation>Copiar cuadrícula e &amp;imagen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy the grid as a picture (carrying its record), its layer code and its record: Paste opens it again</source>
            <translation>Copiar la cuadrícula como imagen (con su registro), su código de capas y su registro: Pegar código la vuelve a abrir</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Picture saved to %1</source>
            <translation>Imagen guardada en %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Grid copied: its picture, layer code and record</source>
            <translation>Cuadrícula copiada: su imagen, su código de capas y su registro</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::PreferencesDialog</name>
        <message>
            <location filename="../app/gui/window/PreferencesDialog.cpp" line="+18" />
            <source>Preferences</source>
            <translation>Preferencias</translation>
        </message>
        <message>
            <location line="+2" />
            <source>System language</source>
            <translation>Idioma del sistema</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Follow the system</source>
            <translation>Seguir al sistema</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Light</source>
            <translation>Claro</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dark</source>
            <translation>Oscuro</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Reopen the last grid at start</source>
            <translation>&amp;Reabrir la última cuadrícula al iniciar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid file last opened or saved; unsaved work a crash left behind is offered first</source>
            <translation>El último archivo de cuadrícula abierto o guardado; el trabajo sin guardar que dejó un fallo se ofrece primero</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Language:</source>
            <translation>&amp;Idioma:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Board &amp;colours:</source>
            <translation>&amp;Colores del tablero:</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ReadFeedback</name>
        <message>
            <location filename="../app/gui/common/ReadFeedback.cpp" line="+23" />
            <source>picture</source>
            <translation>imagen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Not a valid %1: %2.</source>
            <translation>No es válido como %1: %2.</translation>
        </message>
        <message>
            <location line="+15" />
            <location line="+5" />
            <source>Read as %1</source>
            <translation>Leer como %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::RulesDialog</name>
        <message>
            <location filename="../app/gui/help/RulesDialog.cpp" line="+13" />
            <source>Rules of the Four Variants</source>
            <translation>Reglas de las cuatro variantes</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&lt;h3&gt;Morpion Solitaire&lt;/h3&gt;&lt;p&gt;The game starts from a cross of points on squared paper: 36 points for the 5-point games, 24 for the 4-point games. A &lt;b&gt;move&lt;/b&gt; adds one new point and draws a straight line through it: horizontal, vertical or diagonal, covering 5 points (4 in the 4-point games), all of them already on the board but the new one. The game ends when no move is left; the &lt;b&gt;score&lt;/b&gt; is the number of moves. There is no opponent: the aim is the longest game.&lt;/p&gt;&lt;h3&gt;The four variants&lt;/h3&gt;&lt;table cellspacing="6"&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5-point lines, &lt;i&gt;touching&lt;/i&gt;: two lines of the same direction may share an end point, never a stretch between two points. The classic game; the record is 178 moves.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5-point lines, &lt;i&gt;disjoint&lt;/i&gt;: two lines of the same direction may not share any point. Harder; the record is 82 moves.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;4-point lines on the small cross, touching allowed. The best game, 62 moves, is proved optimal.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;4-point lines on the small cross, disjoint. The best game, 35 moves, is proved optimal.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Lines of different directions may always cross. Every game legal in a D variant is legal in the T variant of the same length, not the other way round.&lt;/p&gt;&lt;h3&gt;Layers&lt;/h3&gt;&lt;p&gt;The program shows a finished grid in &lt;b&gt;layers&lt;/b&gt;: layer 0 holds the moves that could be played at the start and were; each later layer, the moves that became possible through the layers before it. Moves of one layer can be played in any order. A move that was possible in a layer but left untaken stays untaken for good: it is shown as &lt;i&gt;taboo&lt;/i&gt; in the later layers where it is still legal. The layer code writes one bit per possible move, layer by layer: 1 taken, 0 left. Help &amp;gt; How to Read the Layer View shows it on a grid.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Morpion Solitaire&lt;/h3&gt;&lt;p&gt;La partida empieza con una cruz de puntos en papel cuadriculado: 36 puntos para las partidas de 5 puntos, 24 para las de 4 puntos. Una &lt;b&gt;jugada&lt;/b&gt; añade un punto nuevo y traza una línea recta que pasa por él: horizontal, vertical o diagonal, que cubre 5 puntos (4 en las partidas de 4 puntos), todos ya en el tablero salvo el nuevo. La partida termina cuando no queda ninguna jugada; la &lt;b&gt;puntuación&lt;/b&gt; es el número de jugadas. No hay adversario: el objetivo es la partida más larga.&lt;/p&gt;&lt;h3&gt;Las cuatro variantes&lt;/h3&gt;&lt;table cellspacing="6"&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Líneas de 5 puntos &lt;i&gt;que se tocan&lt;/i&gt;: dos líneas de la misma dirección pueden compartir un extremo, nunca un tramo entre dos puntos. El juego clásico; el récord es de 178 jugadas.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Líneas de 5 puntos &lt;i&gt;disjuntas&lt;/i&gt;: dos líneas de la misma dirección no pueden compartir ningún punto. Más difícil; el récord es de 82 jugadas.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Líneas de 4 puntos sobre la cruz pequeña; se permite que se toquen. Está demostrado que la mejor partida, de 62 jugadas, es óptima.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Líneas de 4 puntos sobre la cruz pequeña, disjuntas. Está demostrado que la mejor partida, de 35 jugadas, es óptima.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Las líneas de direcciones distintas siempre pueden cruzarse. Toda partida legal en una variante D es legal en la variante T de la misma longitud, pero no al revés.&lt;/p&gt;&lt;h3&gt;Capas&lt;/h3&gt;&lt;p&gt;El programa muestra una cuadrícula terminada en &lt;b&gt;capas&lt;/b&gt;: la capa 0 contiene las jugadas que se podían hacer al principio y se hicieron; cada capa posterior, las jugadas que se hicieron posibles gracias a las capas anteriores. Las jugadas de una capa se pueden hacer en cualquier orden. Una jugada que era posible en una capa pero no se hizo queda sin hacer para siempre: se muestra como &lt;i&gt;tabú&lt;/i&gt; en las capas posteriores en las que sigue siendo legal. El código de capas escribe un bit por jugada posible, capa por capa: 1 hecha, 0 dejada. Ayuda &amp;gt; Cómo leer la vista de capas lo muestra en una cuadrícula.&lt;/p&gt;</translation>
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
            <translation>Mejor puntuación a lo largo del tiempo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best score found so far, over the time the search has run</source>
            <translation>La mejor puntuación encontrada hasta ahora, a lo largo del tiempo de búsqueda</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchChart.h" line="+36" />
            <source>best score</source>
            <translation>mejor puntuación</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchChart.cpp" line="+86" />
            <source>The best score over time is drawn here while a search runs.</source>
            <translation>Aquí se dibuja la mejor puntuación a lo largo del tiempo mientras se ejecuta una búsqueda.</translation>
        </message>
        <message>
            <location line="+54" />
            <source>Best %1 at %2 s</source>
            <translation>Mejor %1 a los %2 s</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchFigures</name>
        <message>
            <location filename="../app/gui/search/SearchFigures.cpp" line="+43" />
            <source>neighbourhoods/s</source>
            <translation>vecindarios/s</translation>
        </message>
        <message>
            <location line="+1" />
            <source>playouts/s</source>
            <translation>partidas simuladas/s</translation>
        </message>
        <message>
            <location line="+0" />
            <source>iterations/s</source>
            <translation>iteraciones/s</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The search's best score, time and speed</source>
            <translation>Mejor puntuación, tiempo y velocidad de la búsqueda</translation>
        </message>
        <message>
            <location line="+3" />
            <source>best score</source>
            <translation>mejor puntuación</translation>
        </message>
        <message>
            <location line="+1" />
            <source>elapsed</source>
            <translation>transcurrido</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <location line="+28" />
            <source>%1 in all</source>
            <translation>%1 en total</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchLogList</name>
        <message>
            <location filename="../app/gui/search/SearchLogList.cpp" line="+26" />
            <source>Search log</source>
            <translation>Registro de búsqueda</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Each new best: iteration. score (seconds) layer code. Click a line to preview its grid, double-click to load it</source>
            <translation>Cada nuevo récord: iteración. puntuación (segundos) código de capas. Haga clic en una línea para ver su cuadrícula, doble clic para cargarla</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchPanel</name>
        <message>
            <location filename="../app/gui/search/SearchParameters.cpp" line="+77" />
            <source>NRPA (nested rollout policy adaptation)</source>
            <translation>NRPA (adaptación de políticas por simulaciones anidadas)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hill climb (the seeds' DNA search)</source>
            <translation>Ascenso de colinas (la búsqueda por ADN original)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Improve the open grid (large neighbourhood search)</source>
            <translation>Mejorar la cuadrícula abierta (búsqueda en vecindarios grandes)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds' search, quick to rise and then slow</source>
            <translation>NRPA (Rosin 2011) encontró el récord de 178; el ascenso de colinas es la búsqueda original, rápida al principio y luego lenta</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Algorithm</source>
            <translation>A&amp;lgoritmo</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Nesting level L: one search of level L plays about iterations^L playouts</source>
            <translation>Nivel de anidamiento L: una búsqueda de nivel L juega unas iteraciones^L partidas simuladas</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Iterations of each level (N in the paper)</source>
            <translation>Iteraciones de cada nivel (N en el artículo)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Adaptation step: how far the policy moves toward the best game at each iteration</source>
            <translation>Paso de adaptación: cuánto se acerca la política a la mejor partida en cada iteración</translation>
        </message>
        <message>
            <location line="+6" />
            <source>How strongly the open grid's moves are preferred at first: about 1 barely, 3 keeps a good part of the grid, 5 and more nearly replay it</source>
            <translation>Cuánto se prefieren al principio las jugadas de la cuadrícula abierta: hacia 1 apenas, 3 conserva buena parte de la cuadrícula, 5 o más casi la repiten</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Iterations</source>
            <translation>&amp;Iteraciones</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Al&amp;pha</source>
            <translation>Al&amp;fa</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Lines of the current game left out at each step of the climb (the seeds use 3)</source>
            <translation>Líneas de la partida actual que se omiten en cada paso del ascenso (el original usa 3)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Blacklist</source>
            <translation>Lista ne&amp;gra</translation>
        </message>
        <message>
            <location line="+22" />
            <source>The whole grid</source>
            <translation>Toda la cuadrícula</translation>
        </message>
        <message>
            <location line="+88" />
            <source>Region (%1, %2)–(%3, %4)</source>
            <translation>Región (%1, %2)–(%3, %4)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Region (none selected)</source>
            <translation>Región (ninguna seleccionada)</translation>
        </message>
        <message>
            <location line="-89" />
            <source>Wor&amp;k on</source>
            <translation>&amp;Zona de trabajo</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Independent searches run side by side, one per core; the best of them is shown</source>
            <translation>Búsquedas independientes en paralelo, una por núcleo; se muestra la mejor</translation>
        </message>
        <message>
            <location line="+4" />
            <source>random</source>
            <translation>aleatoria</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same seed, threads and parameters search the same games again (with an iteration budget, exactly); "random" picks a new seed at each start</source>
            <translation>La misma semilla, hilos y parámetros vuelven a buscar las mismas partidas (con un presupuesto de iteraciones, exactamente); «aleatoria» elige una semilla nueva en cada inicio</translation>
        </message>
        <message>
            <location line="+3" />
            <source>New</source>
            <translation>Nueva</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pick a new fixed seed</source>
            <translation>Elegir una nueva semilla fija</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&amp;Threads</source>
            <translation>&amp;Hilos</translation>
        </message>
        <message>
            <location line="+10" />
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <location line="+1" />
            <source>no limit</source>
            <translation>sin límite</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop after this many seconds (0: run until Stop)</source>
            <translation>Parar tras estos segundos (0: hasta pulsar Parar)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>none</source>
            <translation>ninguna</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop as soon as a game reaches this score (0: no target)</source>
            <translation>Parar en cuanto una partida alcance esta puntuación (0: sin objetivo)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop after</source>
            <translation>Parar tras</translation>
        </message>
        <message>
            <location line="+2" />
            <source>or at s&amp;core</source>
            <translation>o con pun&amp;tuación</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchPanel.cpp" line="+86" />
            <source>Pick an algorithm and press Start; the search runs beside your work.</source>
            <translation>Elija un algoritmo y pulse Iniciar; la búsqueda se ejecuta junto a su trabajo.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Res&amp;ume</source>
            <translation>&amp;Proseguir</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Go on with the stopped search exactly where it stopped (Stop pauses it)</source>
            <translation>Continuar la búsqueda detenida exactamente donde se detuvo (Parar la pone en pausa)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open State…</source>
            <translation>Abrir estado…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open a search state saved here or by morpion-cli search --checkpoint; Resume goes on with it</source>
            <translation>Abrir un estado de búsqueda guardado aquí o por morpion-cli search --checkpoint; Reanudar lo continúa</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Save State…</source>
            <translation>Guardar estado…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save the stopped search's state to a file, to go on with it later here or with morpion-cli search --checkpoint</source>
            <translation>Guardar en un archivo el estado de la búsqueda detenida, para continuarla más tarde aquí o con morpion-cli search --checkpoint</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchParameters.cpp" line="-154" />
            <source>Search settings</source>
            <translation>Configuración de la búsqueda</translation>
        </message>
        <message>
            <location line="+59" />
            <source>&amp;Nesting level</source>
            <translation>&amp;Nivel de anidamiento</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Warm wei&amp;ght</source>
            <translation>Pes&amp;o inicial</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Start f&amp;rom</source>
            <translation>Empezar &amp;desde</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The whole grid, or only the region last dragged on the board with Shift: then each neighbourhood is the moves whose points lie in it, with the moves that need them, and every other move stays</source>
            <translation>Toda la cuadrícula, o solo la región arrastrada en último lugar en el tablero con Mayús: entonces cada vecindario son las jugadas cuyo punto está en ella, con las jugadas que dependen de ellas, y las demás jugadas se quedan</translation>
        </message>
        <message>
            <location line="+32" />
            <source>See&amp;d</source>
            <extracomment>The seed of the random generator (a number), as in the status line and the log.</extracomment>
            <translation>&amp;Semilla</translation>
        </message>
        <message>
            <location line="+107" />
            <source>The empty cross</source>
            <translation>La cruz vacía</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every game starts from the cross of the variant</source>
            <translation>Toda partida empieza desde la cruz de la variante</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The open grid, kept as the start</source>
            <translation>La cuadrícula abierta, conservada como inicio</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The open grid, kept (NRPA only)</source>
            <translation>La cuadrícula abierta, conservada (solo NRPA)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every game begins with the moves of the open grid and goes on from its end</source>
            <translation>Cada partida empieza con las jugadas de la cuadrícula abierta y continúa desde su final</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The open grid, improved</source>
            <translation>La cuadrícula abierta, mejorada</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Improve takes neighbourhoods out of the open grid and refills them</source>
            <translation>Mejorar quita vecindarios de la cuadrícula abierta y los vuelve a rellenar</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Around the open grid (warm start)</source>
            <translation>Alrededor de la cuadrícula abierta (arranque en caliente)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The policy first prefers the open grid's moves (see Warm weight), so the search explores grids near it</source>
            <translation>La política prefiere primero las jugadas de la cuadrícula abierta (véase Peso inicial), así que la búsqueda explora cuadrículas cercanas</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Climb from the open grid</source>
            <translation>Ascender desde la cuadrícula abierta</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The climb's first game is the open grid, finished at random when it is not</source>
            <translation>La primera partida del ascenso es la cuadrícula abierta, terminada al azar si no lo está</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchPanel.cpp" line="+89" />
            <source>Searching %1 grids</source>
            <translation>Buscando cuadrículas %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A %1 search, stopped: Resume goes on with it</source>
            <translation>Una búsqueda %1 detenida: Reanudar la continúa</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Searches %1 grids, the variant of the open grid</source>
            <translation>Busca cuadrículas %1, la variante de la cuadrícula abierta</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Improve works on the open grid, which has no move yet: open or play a grid first.</source>
            <translation>Mejorar trabaja sobre la cuadrícula abierta, que aún no tiene ninguna jugada: abra o juegue primero una cuadrícula.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The open grid is finished: no move is left after it, so there is nothing to search from its end. Start from the empty cross, or search around the open grid.</source>
            <translation>La cuadrícula abierta está terminada: no queda ninguna jugada tras ella, así que no hay nada que buscar desde su final. Empiece desde la cruz vacía o busque alrededor de la cuadrícula abierta.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The target score %1 is not above the open grid's score %2: every game would reach it at once.</source>
            <translation>La puntuación objetivo %1 no supera la puntuación %2 de la cuadrícula abierta: cualquier partida la alcanzaría enseguida.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>These settings cannot be used: %1.</source>
            <translation>Esta configuración no se puede usar: %1.</translation>
        </message>
        <message>
            <location line="+40" />
            <source>&amp;Stop</source>
            <translation>Pa&amp;rar</translation>
        </message>
        <message>
            <location line="+0" />
            <source>&amp;Start</source>
            <translation>Inicia&amp;r</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop the search; its log and best grid stay</source>
            <translation>Parar la búsqueda; su registro y su mejor cuadrícula se conservan</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start a search with these settings (F5)</source>
            <translation>Iniciar una búsqueda con esta configuración (F5)</translation>
        </message>
        <message>
            <location line="-219" />
            <source>Search panel</source>
            <translation>Panel de búsqueda</translation>
        </message>
        <message>
            <location line="+166" />
            <source>No region is selected: drag a rectangle on the board with Shift held (its moves are removed), or improve the whole grid.</source>
            <translation>No hay ninguna región seleccionada: arrastre un rectángulo en el tablero con Mayús pulsada (sus jugadas se eliminan), o mejore toda la cuadrícula.</translation>
        </message>
        <message>
            <location line="+56" />
            <source>&amp;Start Search</source>
            <translation>&amp;Iniciar la búsqueda</translation>
        </message>
        <message>
            <location line="+0" />
            <source>&amp;Stop Search</source>
            <extracomment>View menu, while a search runs, in place of Start Search (whose access key it can share)</extracomment>
            <translation>Parar la bús&amp;queda</translation>
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
            <translation>Mejorar</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+84" />
            <source>Hill climb</source>
            <translation>Ascenso de colinas</translation>
        </message>
        <message numerus="yes">
            <location line="-83" />
            <source>%1 searching on %n thread(s), seed %2…</source>
            <translation>
                <numerusform>%1 buscando en %n hilo, semilla %2…</numerusform>
                <numerusform>%1 buscando en %n hilos, semilla %2…</numerusform>
            </translation>
        </message>
        <message>
            <location line="+22" />
            <source>Going on from %1 %2, best %3…</source>
            <translation>Continuando desde %1 %2, mejor %3…</translation>
        </message>
        <message>
            <location line="+0" />
            <source>playouts</source>
            <translation>partidas simuladas</translation>
        </message>
        <message>
            <location line="+0" />
            <source>iterations</source>
            <translation>iteraciones</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Search state saved to %1</source>
            <translation>Estado de búsqueda guardado en %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Save Search State</source>
            <translation>Guardar estado de búsqueda</translation>
        </message>
        <message>
            <location line="+36" />
            <source>Opened the %1 search of %2 grids (seed %3) at %4 in %5, best %6: Resume goes on with it.</source>
            <translation>Abierta una búsqueda %1 de cuadrículas %2 (semilla %3) en %4 tras %5, mejor %6: Reanudar la continúa.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Open Search State</source>
            <translation>Abrir estado de búsqueda</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Stopping…</source>
            <translation>Parando…</translation>
        </message>
        <message>
            <location line="+27" />
            <source>The search could not run: %1</source>
            <translation>La búsqueda no pudo ejecutarse: %1</translation>
        </message>
        <message>
            <location line="+32" />
            <source>the search finished its work</source>
            <translation>la búsqueda terminó su trabajo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the time limit was reached</source>
            <translation>se alcanzó el límite de tiempo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the target score was reached</source>
            <translation>se alcanzó la puntuación objetivo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the iteration budget was spent</source>
            <translation>se agotó el presupuesto de iteraciones</translation>
        </message>
        <message>
            <location line="+1" />
            <source>stopped</source>
            <translation>detenida</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 playouts</source>
            <translation>%1 partidas simuladas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 neighbourhoods</source>
            <translation>%1 vecindarios</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 iterations</source>
            <translation>%1 iteraciones</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ended (%1): best %2 after %3 in %4, seed %5.</source>
            <translation>Terminada (%1): mejor %2 tras %3 en %4, semilla %5.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Ended (%1) before the first game was over.</source>
            <translation>Terminada (%1) antes de que acabara la primera partida.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Resume goes on from here.</source>
            <translation>Reanudar continúa desde aquí.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchPreview</name>
        <message>
            <location filename="../app/gui/search/SearchPreview.cpp" line="+11" />
            <source>Search Preview</source>
            <translation>Vista previa de la búsqueda</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Best grid of the search</source>
            <translation>Mejor cuadrícula de la búsqueda</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A preview of a grid the search found: the document does not change. Double-click, or Load, to open it as one undo step.</source>
            <translation>Vista previa de una cuadrícula encontrada por la búsqueda: el documento no cambia. Doble clic, o Cargar, para abrirla como un paso de deshacer.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The best grid is shown here.</source>
            <translation>Aquí se muestra la mejor cuadrícula.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchResults</name>
        <message>
            <location filename="../app/gui/search/SearchResults.cpp" line="+25" />
            <source>What the search found</source>
            <translation>Lo que ha encontrado la búsqueda</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Previe&amp;w best</source>
            <translation>Vista previa de la &amp;mejor</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Show the best grid (or the log line picked) in a picture below: the document does not change</source>
            <translation>Mostrar la mejor cuadrícula (o la línea elegida del registro) en una imagen debajo: el documento no cambia</translation>
        </message>
        <message>
            <location line="+2" />
            <source>L&amp;oad best</source>
            <translation>Cargar la me&amp;jor</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the best grid so far on the board as one undo step; the search goes on</source>
            <translation>Abrir la mejor cuadrícula hasta ahora en el tablero como un paso de deshacer; la búsqueda continúa</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Co&amp;mpare best</source>
            <translation>So&amp;breponer la mejor</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Draw the best grid (or the log line picked) over the open grid: the moves both have, and the moves each has alone</source>
            <translation>Dibujar la mejor cuadrícula (o la línea elegida del registro) sobre la cuadrícula abierta: las jugadas que tienen ambas y las que solo tiene cada una</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy code</source>
            <translation>Copiar código</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the layer code of the best grid</source>
            <translation>Copiar el código de capas de la mejor cuadrícula</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy log</source>
            <translation>Copiar registro</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the log, one line per new best, in the seeds' form</source>
            <translation>Copiar el registro, una línea por cada nuevo récord, en el formato original</translation>
        </message>
        <message>
            <location line="-24" />
            <source>Load &amp;Best Search Grid</source>
            <translation>Cargar la &amp;mejor cuadrícula de la búsqueda</translation>
        </message>
        <message>
            <location line="+127" />
            <source>Preview, not loaded: the best so far, %1</source>
            <translation>Vista previa, no cargada: la mejor hasta ahora, %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Preview, not loaded: %1 at %2 s</source>
            <translation>Vista previa, no cargada: %1 a los %2 s</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Load search result %1</source>
            <translation>Cargar el resultado de búsqueda %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Loaded the search's grid of %1 moves; Undo brings back the previous grid.</source>
            <translation>Cargada la cuadrícula de %1 jugadas de la búsqueda; Deshacer devuelve la cuadrícula anterior.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Layer code of the best grid copied</source>
            <translation>Código de capas de la mejor cuadrícula copiado</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Search log copied</source>
            <translation>Registro de búsqueda copiado</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchStateFile</name>
        <message>
            <location filename="../app/gui/search/SearchStateFile.cpp" line="+21" />
            <source>Cannot save the search state to %1: %2</source>
            <translation>No se puede guardar el estado de búsqueda en %1: %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cannot open %1: %2</source>
            <translation>No se puede abrir %1: %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is too large to be a search state.</source>
            <translation>%1 es demasiado grande para ser un estado de búsqueda.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 is not a search state Morpion Layers can go on from: %2</source>
            <translation>%1 no es un estado de búsqueda desde el que Morpion Layers pueda continuar: %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Search states (*.checkpoint);;All files (*)</source>
            <translation>Estados de búsqueda (*.checkpoint);;Todos los archivos (*)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ShortcutsDialog</name>
        <message>
            <location filename="../app/gui/help/ShortcutsDialog.cpp" line="+46" />
            <source>Keyboard Shortcuts</source>
            <translation>Atajos de teclado</translation>
        </message>
        <message>
            <location line="+19" />
            <source>&lt;h3&gt;Menu commands&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Comandos de menú&lt;/h3&gt;</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&lt;h3&gt;On the board&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Click&lt;/td&gt;&lt;td&gt;play the highlighted move&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab, Shift+Tab, mouse wheel&lt;/td&gt;&lt;td&gt;where a point has several lines: choose the line&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;cancel the move under the pointer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Mouse wheel (Ctrl + wheel while choosing a line)&lt;/td&gt;&lt;td&gt;zoom&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Drag&lt;/td&gt;&lt;td&gt;pan&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;h3&gt;En el tablero&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Clic&lt;/td&gt;&lt;td&gt;hacer la jugada resaltada&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab, Mayús+Tab, rueda del ratón&lt;/td&gt;&lt;td&gt;donde un punto tiene varias líneas: elegir la línea&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;cancelar la jugada bajo el puntero&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Rueda del ratón (Ctrl + rueda al elegir una línea)&lt;/td&gt;&lt;td&gt;zoom&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Arrastrar&lt;/td&gt;&lt;td&gt;desplazar&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
        <message>
            <location line="+8" />
            <source>&lt;h3&gt;Editing on the board&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Shift + drag&lt;/td&gt;&lt;td&gt;remove the moves in a rectangle, with the moves that need them; the rectangle stays selected as the region Improve can work on&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Right click&lt;/td&gt;&lt;td&gt;remove a move, take back, or take an untaken move of the shown layer instead&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;leave a comparison; else drop the selected region&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;h3&gt;Editar en el tablero&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Mayús + arrastrar&lt;/td&gt;&lt;td&gt;eliminar las jugadas de un rectángulo, con las jugadas que dependen de ellas; el rectángulo queda seleccionado como la región en la que puede trabajar Mejorar&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Clic derecho&lt;/td&gt;&lt;td&gt;eliminar una jugada, volver atrás o jugar en su lugar una jugada no hecha de la capa mostrada&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;salir de una comparación; si no, descartar la región seleccionada&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SignalQuit</name>
        <message>
            <location filename="../app/gui/window/SignalQuit.cpp" line="+93" />
            <source>Not quitting on signal %1: %2. Save the grid, or send the signal again to quit without it.</source>
            <translation>No se cierra con la señal %1: %2. Guarde la cuadrícula, o envíe la señal de nuevo para salir sin ella.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Quitting on signal %1 without the unsaved work: %2</source>
            <translation>Se cierra con la señal %1 sin el trabajo sin guardar: %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The unsaved work is kept in %1, because %2 could not take it: %3</source>
            <translation>El trabajo sin guardar se guarda en %1, porque %2 no podía recibirlo: %3</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SolvePanel</name>
        <message>
            <location filename="../app/gui/analysis/SolvePanel.cpp" line="+43" />
            <source>Solver panel</source>
            <translation>Panel del resolutor</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+227" />
            <location line="+2" />
            <source>Solve from Here</source>
            <translation>Resolver desde aquí</translation>
        </message>
        <message>
            <location line="-227" />
            <source>Prove the longest game from the position on the board, and light the moves that keep it</source>
            <translation>Demostrar la partida más larga desde la posición del tablero e iluminar las jugadas que la mantienen</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Millions of positions the solver may visit from here (and again after each legal move): a position with more is not proven, and the best game found is shown</source>
            <translation>Millones de posiciones que el resolutor puede visitar desde aquí (y de nuevo tras cada jugada legal): una posición con más no queda demostrada y se muestra la mejor partida encontrada</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Million nodes:</source>
            <translation>Millones de nodos:</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Live hint while playing 4T and 4D</source>
            <translation>Pista en vivo al jugar 4T y 4D</translation>
        </message>
        <message>
            <location line="+2" />
            <source>After each move, solve the new position in the background and light the moves that keep the best score, once positions are small enough to answer at once</source>
            <translation>Tras cada jugada, resolver la nueva posición en segundo plano e iluminar las jugadas que mantienen la mejor puntuación, en cuanto las posiciones sean lo bastante pequeñas para responder al instante</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Solver progress</source>
            <translation>Progreso del resolutor</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Play the game the solver found from this position (one step that can be undone)</source>
            <translation>Jugar la partida que el resolutor encontró desde esta posición (un paso que se puede deshacer)</translation>
        </message>
        <message>
            <location line="+56" />
            <source>The position changed: Solve from Here was cancelled.</source>
            <translation>La posición cambió: se canceló Resolver desde aquí.</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Solving…</source>
            <translation>Resolviendo…</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Proven: %1. Checking which moves keep it: %2 of %3, %4 nodes, %5 s</source>
            <translation>Demostrado: %1. Comprobando qué jugadas lo mantienen: %2 de %3, %4 nodos, %5 s</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Solving: %1 nodes, %2 s</source>
            <translation>Resolviendo: %1 nodos, %2 s</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Solve from Here could not run: %1</source>
            <translation>No se pudo ejecutar Resolver desde aquí: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cancelled: the best game found so far scores %1, not proven.</source>
            <translation>Cancelado: la mejor partida encontrada hasta ahora tiene %1, sin demostrar.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Solved: the longest game from here scores %1</source>
            <translation>Resuelto: la partida más larga desde aquí tiene %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not proven: the best game found scores %1</source>
            <translation>Sin demostrar: la mejor partida encontrada tiene %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cancel Solving</source>
            <translation>Cancelar la resolución</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Proven: the game is over here, at %1.</source>
            <translation>Demostrado: la partida termina aquí, con %1.</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Proven: the longest game from here scores %1, %n move(s) more.</source>
            <translation>
                <numerusform>Demostrado: la partida más larga desde aquí tiene %1, %n jugada más.</numerusform>
                <numerusform>Demostrado: la partida más larga desde aquí tiene %1, %n jugadas más.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n move(s) keep it reachable: lit on the board.</source>
            <translation>
                <numerusform>%n jugada la mantiene alcanzable: iluminada en el tablero.</numerusform>
                <numerusform>%n jugadas la mantienen alcanzable: iluminadas en el tablero.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Lit on the board: the %n move(s) proven to keep it; the others were not proven within the budget.</source>
            <translation>
                <numerusform>Iluminada en el tablero: la %n jugada demostrada que la mantiene; las demás no se demostraron dentro del presupuesto.</numerusform>
                <numerusform>Iluminadas en el tablero: las %n jugadas demostradas que la mantienen; las demás no se demostraron dentro del presupuesto.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>Live hint: this position has more than %1 nodes to walk; the hint comes back once fewer moves are left.</source>
            <translation>Pista en vivo: esta posición tiene más de %1 nodos que recorrer; la pista vuelve cuando queden menos jugadas.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Not proven within %1 nodes: best found %2.</source>
            <translation>Sin demostrar en %1 nodos: mejor encontrada %2.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Live hint on: the moves that keep the best score light up once the position is small enough to solve at once.</source>
            <translation>Pista en vivo activada: las jugadas que mantienen la mejor puntuación se iluminan en cuanto la posición es lo bastante pequeña para resolverse al instante.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve from Here proves the longest game from the position on the board.</source>
            <translation>Resolver desde aquí demuestra la partida más larga desde la posición del tablero.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Play the Optimal Line</source>
            <translation>Jugar la línea óptima</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Play the Best Line Found</source>
            <translation>Jugar la mejor continuación encontrada</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Play the optimal line</source>
            <translation>Jugar la línea óptima</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Play the best line found</source>
            <translation>Jugar la mejor continuación encontrada</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Played the optimal line: %n move(s)</source>
            <translation>
                <numerusform>Línea óptima jugada: %n jugada</numerusform>
                <numerusform>Línea óptima jugada: %n jugadas</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Played the best line found: %n move(s)</source>
            <translation>
                <numerusform>Mejor continuación encontrada jugada: %n jugada</numerusform>
                <numerusform>Mejor continuación encontrada jugada: %n jugadas</numerusform>
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
            <translation>El punto bajo el puntero</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Score %1, finished</source>
            <translation>Puntuación %1, terminada</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Score %1, %n legal</source>
            <translation>
                <numerusform>Puntuación %1, %n legal</numerusform>
                <numerusform>Puntuación %1, %n legales</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n layer(s)</source>
            <translation>
                <numerusform>%n capa</numerusform>
                <numerusform>%n capas</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layer %1</source>
            <translation>Capa %1</translation>
        </message>
        <message>
            <location line="+0" />
            <source>In play</source>
            <translation>En juego</translation>
        </message>
        <message>
            <location line="+9" />
            <source>(%1, %2)</source>
            <translation>(%1, %2)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>(%1, %2): move %3 in the order of play, layer %4</source>
            <translation>(%1, %2): jugada %3 en el orden de juego, capa %4</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Move %1 / %2</source>
            <translation>Jugada %1 / %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::UndoActions</name>
        <message>
            <location filename="../app/gui/edit/UndoActions.cpp" line="+28" />
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>&amp;Deshacer</translation>
        </message>
        <message>
            <location line="-1" />
            <source>&amp;Undo %1</source>
            <translation>&amp;Deshacer %1</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+1" />
            <source>&amp;Redo</source>
            <translation>&amp;Rehacer</translation>
        </message>
        <message>
            <location line="-1" />
            <source>&amp;Redo %1</source>
            <translation>&amp;Rehacer %1</translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>Undone: %1 (%n move(s) on the board)</source>
            <translation>
                <numerusform>Deshecho: %1 (%n jugada en el tablero)</numerusform>
                <numerusform>Deshecho: %1 (%n jugadas en el tablero)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>Redone: %1 (%n move(s) on the board)</source>
            <translation>
                <numerusform>Rehecho: %1 (%n jugada en el tablero)</numerusform>
                <numerusform>Rehecho: %1 (%n jugadas en el tablero)</numerusform>
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
            <translation>&amp;Reducir</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Fit Grid</source>
            <translation>A&amp;justar cuadrícula</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Focus on the Boar&amp;d</source>
            <translation>&amp;Enfocar el tablero</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Move the keyboard to the board: arrows step layers, Enter plays</source>
            <translation>El teclado pasa al tablero: las flechas recorren las capas, Intro juega</translation>
        </message>
        <message>
            <location line="+10" />
            <source>&amp;Highlight Current Layer</source>
            <translation>Re&amp;saltar la capa actual</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Ghost Later Layers</source>
            <translation>A&amp;tenuar las capas posteriores</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show later layers faintly instead of hiding them</source>
            <translation>Mostrar las capas posteriores atenuadas en lugar de ocultarlas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move N&amp;umbers</source>
            <translation>Números de j&amp;ugada</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Legend</source>
            <translation>&amp;Leyenda</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hin&amp;ts: All Legal Moves</source>
            <translation>&amp;Pistas: todas las jugadas legales</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Colours</source>
            <translation>&amp;Colores</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Follow the &amp;System</source>
            <translation>Seguir al &amp;sistema</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Light</source>
            <translation>&amp;Claro</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Dark</source>
            <translation>&amp;Oscuro</translation>
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
            <translation>La cuadrícula como una página web que abre cualquier navegador, sin red y sin instalar nada</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This installation has no web page: it is built when Emscripten and esbuild are installed</source>
            <translation>Esta instalación no tiene página web: se construye cuando están instalados Emscripten y esbuild</translation>
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
            <translation>Página web guardada en %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cannot write %1: this installation has no web page.</source>
            <translation>No se puede escribir %1: esta instalación no tiene página web.</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+3" />
            <source>Cannot write %1: %2</source>
            <translation>No se puede escribir %1: %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::paint::BoardLegend</name>
        <message>
            <location filename="../app/paint/BoardScene.cpp" line="+167" />
            <source>In both grids (%1)</source>
            <translation>En ambas cuadrículas (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Only in this grid (%1)</source>
            <translation>Solo en esta cuadrícula (%1)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Only in the other grid (%1)</source>
            <translation>Solo en la otra cuadrícula (%1)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Needs (%1)</source>
            <translation>Requiere (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Needed by (%1)</source>
            <translation>Requerida por (%1)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The grid as opened (%1)</source>
            <translation>La cuadrícula tal como se abrió (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your moves (%1)</source>
            <translation>Sus jugadas (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal moves: click to play (%1)</source>
            <translation>Jugadas legales: haga clic para jugar (%1)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Earlier layers</source>
            <translation>Capas anteriores</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layer %1: taken (%2)</source>
            <translation>Capa %1: jugadas (%2)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer %1: not taken (%2)</source>
            <translation>Capa %1: no jugadas (%2)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Legal, but left untaken in an earlier layer (%1)</source>
            <translation>Legal, pero no jugada en una capa anterior (%1)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Later layers</source>
            <translation>Capas posteriores</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Hint: keeps the proven best, %2, reachable (%1)</source>
            <translation>Pista: mantiene alcanzable el mejor demostrado, %2 (%1)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Hint: a legal move (%1)</source>
            <translation>Pista: una jugada legal (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Last move</source>
            <translation>Última jugada</translation>
        </message>
    </context>
    <context>
        <name>morpion::paint::PictureExport</name>
        <message>
            <location filename="../app/paint/PictureExport.cpp" line="+148" />
            <source>Unknown picture type “%1”: use .png, .svg or .pdf.</source>
            <translation>Tipo de imagen desconocido «%1»: use .png, .svg o .pdf.</translation>
        </message>
        <message>
            <location line="+12" />
            <location line="+43" />
            <source>Cannot write %1: %2</source>
            <translation>No se puede escribir %1: %2</translation>
        </message>
        <message>
            <location line="-33" />
            <location line="+12" />
            <source>Morpion Solitaire grid</source>
            <translation>Cuadrícula de Morpion Solitaire</translation>
        </message>
        <message>
            <location line="-11" />
            <source>Drawn by Morpion Layers</source>
            <translation>Dibujado por Morpion Layers</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the SVG drawing did not start.</source>
            <translation>No se puede escribir %1: el dibujo SVG no empezó.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the SVG drawing did not finish.</source>
            <translation>No se puede escribir %1: el dibujo SVG no terminó.</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Cannot write %1: the PDF drawing did not start.</source>
            <translation>No se puede escribir %1: el dibujo PDF no empezó.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the PDF drawing did not finish.</source>
            <translation>No se puede escribir %1: el dibujo PDF no terminó.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Cannot write %1: the picture came out empty.</source>
            <translation>No se puede escribir %1: la imagen salió vacía.</translation>
        </message>
    </context>
</TS>
