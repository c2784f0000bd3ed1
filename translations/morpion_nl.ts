<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nl">
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
            <translation>%1 bevat geen %2-rooster</translation>
        </message>
        <message>
            <location filename="../core/formats/CodeCollection.cpp" line="+263" />
            <source>a code of %1 characters is longer than any grid needs (limit %2)</source>
            <translation>een code van %1 tekens is langer dan enig rooster nodig heeft (grens %2)</translation>
        </message>
        <message>
            <location line="+84" />
            <source>no variant decodes it; as %1: %2</source>
            <translation>geen variant decodeert hem; als %1: %2</translation>
        </message>
        <message>
            <location filename="../core/rules/Dependencies.cpp" line="+47" />
            <source>%1 adds a point that is already on the board</source>
            <translation>%1 voegt een punt toe dat al op het bord staat</translation>
        </message>
        <message>
            <location filename="../core/codes/LayerCoder.cpp" line="+303" />
            <location filename="../core/formats/Pentasol.cpp" line="+326" />
            <location filename="../core/rules/Dependencies.cpp" line="+17" />
            <location filename="../core/rules/MoveText.cpp" line="+218" />
            <source>the point is not on its line</source>
            <translation>het punt ligt niet op zijn lijn</translation>
        </message>
        <message>
            <location filename="../core/rules/Dependencies.cpp" line="+12" />
            <source>its line passes through %1, %2, which no move of the grid adds</source>
            <translation>zijn lijn loopt door %1, %2, dat geen zet van het rooster toevoegt</translation>
        </message>
        <message>
            <location filename="../core/codes/GameNumber.cpp" line="+123" />
            <source>no game number</source>
            <translation>geen spelnummer</translation>
        </message>
        <message>
            <location line="+22" />
            <source>%1 digits; a %2 game number has at most %3</source>
            <translation>%1 cijfers; een %2-spelnummer heeft er hoogstens %3</translation>
        </message>
        <message>
            <location line="+30" />
            <source>the game ends after %1 moves</source>
            <translation>het spel eindigt na %1 zetten</translation>
        </message>
        <message>
            <location filename="../core/codes/GridEdit.cpp" line="+63" />
            <source>move %1 is not in the grid of %2 moves</source>
            <translation>zet %1 staat niet in het rooster van %2 zetten</translation>
        </message>
        <message>
            <location line="+66" />
            <source>%1 is already in the grid</source>
            <translation>%1 staat al in het rooster</translation>
        </message>
        <message>
            <location filename="../core/codes/GridEdit.h" line="+27" />
            <source>grid move %1 cannot be played there: %2</source>
            <translation>roosterzet %1 kan daar niet gespeeld worden: %2</translation>
        </message>
        <message>
            <location filename="../core/formats/GridFile.cpp" line="+60" />
            <source>is a directory, not a grid file</source>
            <translation>is een map, geen roosterbestand</translation>
        </message>
        <message>
            <location line="+2" />
            <source>not a regular file (a device, pipe or socket is not read)</source>
            <translation>geen gewoon bestand (apparaten, pipes en sockets worden niet gelezen)</translation>
        </message>
        <message>
            <location line="+57" />
            <source>%1 is larger than %2 MiB</source>
            <translation>%1 is groter dan %2 MiB</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is larger than %2 bytes</source>
            <translation>%1 is groter dan %2 bytes</translation>
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
            <translation>niets na het variantvoorvoegsel</translation>
        </message>
        <message>
            <location line="-18" />
            <source>not in the code alphabet</source>
            <translation>niet in het codealfabet</translation>
        </message>
        <message>
            <location line="+5" />
            <source>more than %1 characters, the most a layer code or a game number can have</source>
            <translation>meer dan %1 tekens, het meeste dat een laagcode of een spelnummer kan hebben</translation>
        </message>
        <message>
            <location line="+114" />
            <source>not a layer code, nor a game number: %1</source>
            <translation>geen laagcode en ook geen spelnummer: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>as one it runs out after move %1 and the rest of the game would be guessed</source>
            <translation>als zodanig houdt het op na zet %1 en de rest van het spel zou geraden worden</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1; %2</source>
            <translation>%1; %2</translation>
        </message>
        <message>
            <location filename="../core/formats/GridReader.cpp" line="-268" />
            <source>no variant replays the whole list; as %1: %2</source>
            <translation>geen variant speelt de hele lijst na; als %1: %2</translation>
        </message>
        <message>
            <location line="+104" />
            <source>in the picture's record: %1</source>
            <translation>in het record van de afbeelding: %1</translation>
        </message>
        <message>
            <location line="+73" />
            <source>the most a game number's text can take (a game number has at most %1 digits)</source>
            <translation>het meeste dat de tekst van een spelnummer kan innemen (een spelnummer heeft hoogstens %1 cijfers)</translation>
        </message>
        <message>
            <location line="+63" />
            <source>%1 bytes, more than %2</source>
            <translation>%1 bytes, meer dan %2</translation>
        </message>
        <message>
            <location line="+117" />
            <source>auto is for reading only</source>
            <translation>auto is alleen voor lezen</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="+90" />
            <source>improve region radius %1 is outside %2..%3</source>
            <translation>improve-regiostraal %1 ligt buiten %2..%3</translation>
        </message>
        <message>
            <location line="+2" />
            <source>improve layer span %1 is outside %2..%3</source>
            <translation>improve-laagbereik %1 ligt buiten %2..%3</translation>
        </message>
        <message>
            <location line="+2" />
            <source>improve largest removal %1 is outside %2..%3</source>
            <translation>grootste verwijdering van improve %1 ligt buiten %2..%3</translation>
        </message>
        <message>
            <location filename="../core/formats/Msr.cpp" line="+346" />
            <source>cannot start zlib</source>
            <translation>zlib kan niet starten</translation>
        </message>
        <message>
            <location filename="../core/formats/Inflate.cpp" line="+80" />
            <source>a block of the reserved type 3</source>
            <translation>een blok van het gereserveerde type 3</translation>
        </message>
        <message>
            <location line="+42" />
            <source>a code that stands for no symbol</source>
            <translation>een code die voor geen enkel symbool staat</translation>
        </message>
        <message>
            <location line="+17" />
            <source>a stored block whose length does not match its complement</source>
            <translation>een opgeslagen blok waarvan de lengte niet bij het complement past</translation>
        </message>
        <message>
            <location line="+38" />
            <source>more codes than DEFLATE has symbols</source>
            <translation>meer codes dan DEFLATE symbolen heeft</translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+45" />
            <source>code lengths that do not form a prefix code</source>
            <translation>codelengten die geen prefixcode vormen</translation>
        </message>
        <message>
            <location line="-29" />
            <source>a repeat of a code length before the first one</source>
            <translation>een herhaling van een codelengte vóór de eerste</translation>
        </message>
        <message>
            <location line="+11" />
            <source>code lengths that run past their count</source>
            <translation>codelengten voorbij hun aantal</translation>
        </message>
        <message>
            <location line="+7" />
            <source>no code for the end of the block</source>
            <translation>geen code voor het einde van het blok</translation>
        </message>
        <message>
            <location line="+34" />
            <source>a length symbol out of range</source>
            <translation>een lengtesymbool buiten het bereik</translation>
        </message>
        <message>
            <location line="+8" />
            <source>a distance symbol out of range</source>
            <translation>een afstandssymbool buiten het bereik</translation>
        </message>
        <message>
            <location line="+7" />
            <source>a distance back past the start of the data</source>
            <translation>een afstand terug tot vóór het begin van de gegevens</translation>
        </message>
        <message>
            <location line="+19" />
            <source>the compressed data inflates to more than %1 MiB</source>
            <translation>de gecomprimeerde gegevens worden uitgepakt tot meer dan %1 MiB</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the compressed data inflates to more than %1 bytes</source>
            <translation>de gecomprimeerde gegevens worden uitgepakt tot meer dan %1 bytes</translation>
        </message>
        <message>
            <location line="+14" />
            <source>bad DEFLATE data at byte %1: %2</source>
            <translation>ongeldige DEFLATE-gegevens bij byte %1: %2</translation>
        </message>
        <message>
            <location line="+38" />
            <source>the zlib header is not that of a DEFLATE stream</source>
            <translation>de zlib-kop is niet die van een DEFLATE-stroom</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the zlib stream needs a preset dictionary</source>
            <translation>de zlib-stroom heeft een vooraf ingesteld woordenboek nodig</translation>
        </message>
        <message>
            <location line="+15" />
            <source>the zlib checksum does not match the inflated data</source>
            <translation>de zlib-controlesom past niet bij de uitgepakte gegevens</translation>
        </message>
        <message>
            <location line="+4" />
            <source>data after the end of the DEFLATE stream</source>
            <translation>gegevens na het einde van de DEFLATE-stroom</translation>
        </message>
        <message>
            <location line="-66" />
            <location line="+42" />
            <location line="+15" />
            <source>the DEFLATE data is cut short</source>
            <translation>de DEFLATE-gegevens breken voortijdig af</translation>
        </message>
        <message>
            <location filename="../core/formats/Json.cpp" line="-48" />
            <source>no JSON value</source>
            <translation>geen JSON-waarde</translation>
        </message>
        <message>
            <location line="+6" />
            <source>unexpected text after the JSON value</source>
            <translation>onverwachte tekst na de JSON-waarde</translation>
        </message>
        <message>
            <location line="+49" />
            <source>more than %1 JSON values</source>
            <translation>meer dan %1 JSON-waarden</translation>
        </message>
        <message>
            <location line="+4" />
            <source>unexpected end of the text, expected a value</source>
            <translation>onverwacht einde van de tekst, een waarde verwacht</translation>
        </message>
        <message>
            <location line="+21" />
            <source>expected '%1'</source>
            <translation>'%1' verwacht</translation>
        </message>
        <message>
            <location line="+22" />
            <source>expected a digit</source>
            <translation>cijfer verwacht</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected a value, found %1</source>
            <translation>waarde verwacht, %1 gevonden</translation>
        </message>
        <message>
            <location line="+4" />
            <source>a number cannot have a leading zero</source>
            <translation>een getal mag niet met een nul beginnen</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected a digit after '.'</source>
            <translation>cijfer verwacht na '.'</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected a digit in the exponent</source>
            <translation>cijfer verwacht in de exponent</translation>
        </message>
        <message>
            <location line="+66" />
            <location line="+22" />
            <source>unterminated string</source>
            <translation>onafgesloten tekenreeks</translation>
        </message>
        <message>
            <location line="-14" />
            <source>control character %1 in a string (write it as an escape)</source>
            <translation>stuurteken %1 in een tekenreeks (schrijf het als escape)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>invalid UTF-8 %1 in a string</source>
            <translation>ongeldige UTF-8 %1 in een tekenreeks</translation>
        </message>
        <message>
            <location line="+23" />
            <source>expected four hex digits after \u</source>
            <translation>vier hexadecimale cijfers verwacht na \u</translation>
        </message>
        <message>
            <location line="+2" />
            <source>lone low surrogate in \u escape</source>
            <translation>losse lage surrogaat in \u-escape</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+5" />
            <source>high surrogate without its low surrogate</source>
            <translation>hoge surrogaat zonder zijn lage surrogaat</translation>
        </message>
        <message>
            <location line="+8" />
            <source>unknown escape \%1</source>
            <translation>onbekende escape \%1</translation>
        </message>
        <message>
            <location line="+10" />
            <location line="+35" />
            <source>nested deeper than %1 levels</source>
            <translation>dieper genest dan %1 niveaus</translation>
        </message>
        <message>
            <location line="-19" />
            <source>unterminated array, expected ',' or ']'</source>
            <translation>onafgesloten array, ',' of ']' verwacht</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ',' or ']' in an array, found %1</source>
            <translation>',' of ']' verwacht in een array, %1 gevonden</translation>
        </message>
        <message>
            <location line="+25" />
            <source>unterminated object, expected a key</source>
            <translation>onafgesloten object, sleutel verwacht</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected a key in double quotes, found %1</source>
            <translation>sleutel tussen dubbele aanhalingstekens verwacht, %1 gevonden</translation>
        </message>
        <message>
            <location line="+19" />
            <source>duplicate key "%1"</source>
            <translation>dubbele sleutel "%1"</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ':' after the key</source>
            <translation>':' verwacht na de sleutel</translation>
        </message>
        <message>
            <location line="+9" />
            <source>unterminated object, expected ',' or '}'</source>
            <translation>onafgesloten object, ',' of '}' verwacht</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ',' or '}' in an object, found %1</source>
            <translation>',' of '}' verwacht in een object, %1 gevonden</translation>
        </message>
        <message>
            <location filename="../core/codes/LayerCoder.cpp" line="-228" />
            <source>the game ends at bit %1</source>
            <translation>het spel eindigt bij bit %1</translation>
        </message>
        <message>
            <location line="+216" />
            <source>%1 (also at index %2)</source>
            <translation>%1 (ook op index %2)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 and %2 draw the same line</source>
            <translation>%1 en %2 trekken dezelfde lijn</translation>
        </message>
        <message>
            <location line="+58" />
            <source>%1 is never a candidate (%2 moves are never reached)</source>
            <translation>%1 is nooit een kandidaat (%2 zetten worden nooit bereikt)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is never a candidate</source>
            <translation>%1 is nooit een kandidaat</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 and %2</source>
            <translation>%1 en %2</translation>
        </message>
        <message>
            <location filename="../core/rules/MoveText.cpp" line="-70" />
            <source>expected the point's x coordinate</source>
            <translation>x-coördinaat van het punt verwacht</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' after x</source>
            <translation>',' verwacht na x</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the point's y coordinate</source>
            <translation>y-coördinaat van het punt verwacht</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected '-' or '–' before the line</source>
            <translation>'-' of '–' verwacht voor de lijn</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected '(' to open the line</source>
            <translation>'(' verwacht om de lijn te openen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the line's x coordinate</source>
            <translation>x-coördinaat van de lijn verwacht</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' in the line</source>
            <translation>',' verwacht in de lijn</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the line's y coordinate</source>
            <translation>y-coördinaat van de lijn verwacht</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' before the direction</source>
            <translation>',' verwacht voor de richting</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a direction: ne, e, se or s</source>
            <translation>richting verwacht: ne, e, se of s</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ')' to close the line</source>
            <translation>')' verwacht om de lijn te sluiten</translation>
        </message>
        <message>
            <location line="+3" />
            <source>unexpected text after the move</source>
            <translation>onverwachte tekst na de zet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the point %1, %2 is not on the line %3</source>
            <translation>het punt %1, %2 ligt niet op de lijn %3</translation>
        </message>
        <message>
            <location line="+52" />
            <source>the point %1, %2 is already on the board</source>
            <translation>het punt %1, %2 staat al op het bord</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the line needs the point %1, %2, which is not on the board</source>
            <translation>de lijn heeft het punt %1, %2 nodig, dat niet op het bord staat</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the line touches the line %1 of move %2</source>
            <translation>de lijn raakt de lijn %1 van zet %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the line overlaps the line %1 of move %2</source>
            <translation>de lijn overlapt de lijn %1 van zet %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the move is not legal here</source>
            <translation>de zet is hier niet geldig</translation>
        </message>
        <message>
            <location filename="../core/formats/Msr.cpp" line="-264" />
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <location line="+1" />
            <source>boolean</source>
            <translation>booleaanse waarde</translation>
        </message>
        <message>
            <location line="+1" />
            <source>number</source>
            <translation>getal</translation>
        </message>
        <message>
            <location line="+1" />
            <source>string</source>
            <translation>tekenreeks</translation>
        </message>
        <message>
            <location line="+1" />
            <source>array</source>
            <translation>array</translation>
        </message>
        <message>
            <location line="+1" />
            <source>object</source>
            <translation>object</translation>
        </message>
        <message>
            <location line="+8" />
            <source>move %1: %2</source>
            <translation>zet %1: %2</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+27" />
            <source>no "%1" field</source>
            <translation>geen veld "%1"</translation>
        </message>
        <message>
            <location line="-23" />
            <source>"%1" must be an integer, found %2</source>
            <translation>"%1" moet een geheel getal zijn, gevonden: %2</translation>
        </message>
        <message>
            <location line="+4" />
            <source>"%1" is out of range: %2</source>
            <translation>"%1" ligt buiten het bereik: %2</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected an object, found %1</source>
            <translation>object verwacht, gevonden: %1</translation>
        </message>
        <message>
            <location line="+13" />
            <location line="+299" />
            <source>"%1" must be a string, found %2</source>
            <translation>"%1" moet een tekenreeks zijn, gevonden: %2</translation>
        </message>
        <message>
            <location line="-294" />
            <source>unknown "dir" "%1" (expected H, V, DP or DN)</source>
            <translation>onbekende "dir" "%1" (verwacht: H, V, DP of DN)</translation>
        </message>
        <message>
            <location line="+7" />
            <source>"pos" must be 0..%1, found %2</source>
            <translation>"pos" moet 0..%1 zijn, gevonden: %2</translation>
        </message>
        <message>
            <location line="+17" />
            <location line="+11" />
            <location line="+18" />
            <source>"%1" is %2, the moves give %3</source>
            <translation>"%1" is %2, de zetten geven %3</translation>
        </message>
        <message>
            <location line="-7" />
            <source>"bbox" differs, the moves give %1</source>
            <translation>"bbox" wijkt af, de zetten geven %1</translation>
        </message>
        <message>
            <location line="+22" />
            <location line="+260" />
            <location filename="../core/formats/Pentasol.cpp" line="-1" />
            <source>move %1, %2: %3</source>
            <translation>zet %1, %2: %3</translation>
        </message>
        <message>
            <location line="-162" />
            <source>'=' inside the base64 data</source>
            <translation>'=' midden in de base64-gegevens</translation>
        </message>
        <message>
            <location line="+13" />
            <source>'%1' is not URL-safe base64 (A-Z a-z 0-9 - _)</source>
            <translation>'%1' is geen URL-veilige base64 (A-Z a-z 0-9 - _)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>byte %1 is not URL-safe base64</source>
            <translation>byte %1 is geen URL-veilige base64</translation>
        </message>
        <message>
            <location line="+15" />
            <source>the base64 data is cut short (its length leaves a lone character)</source>
            <translation>de base64-gegevens breken voortijdig af (hun lengte laat één los teken over)</translation>
        </message>
        <message>
            <location line="+27" />
            <source>zlib could not compress the record</source>
            <translation>zlib kon het record niet comprimeren</translation>
        </message>
        <message>
            <location line="+12" />
            <source>writing MS1 needs zlib, which this build does not have</source>
            <translation>MS1 schrijven vraagt zlib, dat deze build niet heeft</translation>
        </message>
        <message>
            <location line="+41" />
            <source>an MSR record of %1 bytes is over the limit of %2 MiB</source>
            <translation>een MSR-record van %1 bytes ligt boven de grens van %2 MiB</translation>
        </message>
        <message>
            <location line="+14" />
            <source>an MSR record is a JSON object, found %1</source>
            <translation>een MSR-record is een JSON-object, gevonden: %1</translation>
        </message>
        <message>
            <location line="+14" />
            <source>the record has no "variant" field</source>
            <translation>het record heeft geen veld "variant"</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the record has no "moves" field</source>
            <translation>het record heeft geen veld "moves"</translation>
        </message>
        <message>
            <location line="+3" />
            <source>"moves" must be an array, found %1</source>
            <translation>"moves" moet een array zijn, gevonden: %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 moves, more than the limit of %2</source>
            <translation>%1 zetten, meer dan de grens van %2</translation>
        </message>
        <message>
            <location line="+38" />
            <source>a compact MSR record starts with "MS1:"</source>
            <translation>een compact MSR-record begint met "MS1:"</translation>
        </message>
        <message>
            <location line="+8" />
            <source>the MS1 text is over %1 MiB</source>
            <translation>de MS1-tekst is groter dan %1 MiB</translation>
        </message>
        <message>
            <location line="+9" />
            <source>no data after "MS1:"</source>
            <translation>geen gegevens na "MS1:"</translation>
        </message>
        <message>
            <location line="+9" />
            <source>in the inflated JSON: %1</source>
            <translation>in de uitgepakte JSON: %1</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="-48" />
            <source>NRPA level %1 is outside 1..10</source>
            <translation>NRPA-niveau %1 ligt buiten 1..10</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA iterations %1 are outside 1..1000000</source>
            <translation>NRPA-iteraties %1 liggen buiten 1..1000000</translation>
        </message>
        <message>
            <location line="+3" />
            <source>NRPA alpha must be above 0 and at most 10</source>
            <translation>NRPA-alfa moet boven 0 liggen en hoogstens 10 zijn</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA stabilization %1 is outside 1..1000</source>
            <translation>NRPA-stabilisatie %1 ligt buiten 1..1000</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA repetitions %1 are outside 0..1000000</source>
            <translation>NRPA-herhalingen %1 liggen buiten 0..1000000</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA warm-start weight must be between -50 and 50</source>
            <translation>het NRPA-warmstartgewicht moet tussen -50 en 50 liggen</translation>
        </message>
        <message>
            <location filename="../core/search/Nrpa.cpp" line="+35" />
            <source>prefix move %1 cannot be played there: %2</source>
            <translation>voorvoegselzet %1 kan daar niet gespeeld worden: %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>warm-start move %1 does not lie on its line</source>
            <translation>warmstartzet %1 ligt niet op zijn lijn</translation>
        </message>
        <message>
            <location filename="../core/formats/Pentasol.cpp" line="-224" />
            <source>expected '(' to open the reference point</source>
            <translation>'(' verwacht om het referentiepunt te openen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected '(' to open the move's point</source>
            <translation>'(' verwacht om het punt van de zet te openen</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected the reference point's column</source>
            <translation>kolom van het referentiepunt verwacht</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected the move's point's column</source>
            <translation>kolom van het punt van de zet verwacht</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' between column and row</source>
            <translation>',' verwacht tussen kolom en rij</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the reference point's row</source>
            <translation>rij van het referentiepunt verwacht</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected the move's point's row</source>
            <translation>rij van het punt van de zet verwacht</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ')' to close the reference point</source>
            <translation>')' verwacht om het referentiepunt te sluiten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected ')' to close the move's point</source>
            <translation>')' verwacht om het punt van de zet te sluiten</translation>
        </message>
        <message>
            <location line="+53" />
            <source>unexpected text after the reference point</source>
            <translation>onverwachte tekst na het referentiepunt</translation>
        </message>
        <message>
            <location line="+8" />
            <source>more than %1 moves</source>
            <translation>meer dan %1 zetten</translation>
        </message>
        <message>
            <location line="+10" />
            <source>expected a direction: '-', '|', '/' or '\'</source>
            <translation>richting verwacht: '-', '|', '/' of '\'</translation>
        </message>
        <message>
            <location line="+6" />
            <source>expected an offset -2..+2</source>
            <translation>verschuiving -2..+2 verwacht</translation>
        </message>
        <message>
            <location line="+2" />
            <source>offset %1 is out of range -2..+2</source>
            <translation>verschuiving %1 ligt buiten -2..+2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>unexpected text after the offset</source>
            <translation>onverwachte tekst na de verschuiving</translation>
        </message>
        <message>
            <location line="+10" />
            <source>no reference point line "(col,row)"</source>
            <translation>geen referentiepuntregel "(col,row)"</translation>
        </message>
        <message>
            <location line="+26" />
            <source>offset %1 is out of range +2..-1 for %2 (4-point lines)</source>
            <translation>verschuiving %1 ligt buiten +2..-1 voor %2 (lijnen van 4 punten)</translation>
        </message>
        <message>
            <location line="+57" />
            <source>no variant replays the whole file; as %1: %2</source>
            <translation>geen variant speelt het hele bestand na; als %1: %2</translation>
        </message>
        <message>
            <location filename="../core/base/Phrase.h" line="+93" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../core/formats/PictureRecord.cpp" line="+29" />
            <source>the picture's record is over %1 MiB</source>
            <translation>het record van de afbeelding is groter dan %1 MiB</translation>
        </message>
        <message>
            <location line="+27" />
            <source>the PNG's zTXt "msr" chunk has an unknown compression method</source>
            <translation>het zTXt-blok "msr" van de PNG heeft een onbekende compressiemethode</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+8" />
            <source>the PNG's iTXt "msr" chunk is cut short</source>
            <translation>het iTXt-blok "msr" van de PNG breekt voortijdig af</translation>
        </message>
        <message>
            <location line="-5" />
            <source>the PNG's iTXt "msr" chunk has an unknown compression method</source>
            <translation>het iTXt-blok "msr" van de PNG heeft een onbekende compressiemethode</translation>
        </message>
        <message>
            <location line="+21" />
            <location filename="../core/formats/PictureRecordWrite.cpp" line="+143" />
            <source>the PNG is cut short in its %1 chunk</source>
            <translation>de PNG breekt af in zijn %1-blok</translation>
        </message>
        <message>
            <location line="+81" />
            <source>the SVG drawing is not well formed: %1</source>
            <translation>de SVG-tekening is niet goed gevormd: %1</translation>
        </message>
        <message>
            <location line="+28" />
            <source>a comment that never ends</source>
            <translation>een commentaar dat nooit eindigt</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+19" />
            <source>a CDATA section that never ends</source>
            <translation>een CDATA-sectie die nooit eindigt</translation>
        </message>
        <message>
            <location line="-17" />
            <source>a processing instruction that never ends</source>
            <translation>een verwerkingsinstructie die nooit eindigt</translation>
        </message>
        <message>
            <location line="+4" />
            <source>a DOCTYPE that never ends</source>
            <translation>een DOCTYPE die nooit eindigt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a declaration that never ends</source>
            <translation>een declaratie die nooit eindigt</translation>
        </message>
        <message>
            <location line="+41" />
            <source>a '&lt;' that starts no tag</source>
            <translation>een '&lt;' die geen tag begint</translation>
        </message>
        <message>
            <location line="+10" />
            <source>a '&lt;' inside the tag &lt;%1&gt;</source>
            <translation>een '&lt;' binnen de tag &lt;%1&gt;</translation>
        </message>
        <message>
            <location line="+7" />
            <source>the tag &lt;%1&gt; never ends</source>
            <translation>de tag &lt;%1&gt; eindigt nooit</translation>
        </message>
        <message>
            <location line="+7" />
            <source>an end tag &lt;/%1&gt; without its start tag</source>
            <translation>een eindtag &lt;/%1&gt; zonder zijn begintag</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the end tag &lt;/%1&gt; where &lt;/%2&gt; was due</source>
            <translation>de eindtag &lt;/%1&gt; waar &lt;/%2&gt; verwacht werd</translation>
        </message>
        <message>
            <location line="+39" />
            <source>the "msr" element never ends</source>
            <translation>het element "msr" eindigt nooit</translation>
        </message>
        <message>
            <location line="+8" />
            <source>a '&amp;' that starts no entity</source>
            <translation>een '&amp;' die geen entiteit begint</translation>
        </message>
        <message>
            <location line="+17" />
            <source>the character reference &amp;%1; has no digits</source>
            <translation>de tekenverwijzing &amp;%1; heeft geen cijfers</translation>
        </message>
        <message>
            <location line="+10" />
            <source>the character reference &amp;%1; is not a number</source>
            <translation>de tekenverwijzing &amp;%1; is geen getal</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the character reference &amp;%1; names no character</source>
            <translation>de tekenverwijzing &amp;%1; duidt geen teken aan</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the entity &amp;%1; is not one of XML's own</source>
            <translation>de entiteit &amp;%1; is geen eigen XML-entiteit</translation>
        </message>
        <message>
            <location line="+141" />
            <source>not a PNG or SVG picture</source>
            <translation>geen PNG- of SVG-afbeelding</translation>
        </message>
        <message>
            <location filename="../core/search/SearchLimits.cpp" line="+10" />
            <source>threads %1 are outside 1..1024</source>
            <translation>threads %1 liggen buiten 1..1024</translation>
        </message>
        <message>
            <location line="+2" />
            <source>search times must be numbers, the progress interval above 0</source>
            <translation>zoektijden moeten getallen zijn, het voortgangsinterval boven 0</translation>
        </message>
        <message>
            <location line="+3" />
            <source>an iteration budget above %1</source>
            <translation>een iteratiebudget boven %1</translation>
        </message>
        <message>
            <location filename="../core/search/SearchOptions.cpp" line="+50" />
            <source>the first board window %1 is outside 0..%2</source>
            <translation>het eerste bordvenster %1 ligt buiten 0..%2</translation>
        </message>
        <message>
            <location line="+19" />
            <source>the grid is finished (no legal move left): there is nothing to search after it</source>
            <translation>het rooster is af (geen geldige zet meer): er valt daarna niets te zoeken</translation>
        </message>
        <message>
            <location line="-13" />
            <source>improve needs a grid to improve</source>
            <translation>improve heeft een rooster nodig om te verbeteren</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="+19" />
            <source>hill-climb blacklist %1 is outside 0..1000</source>
            <translation>hill-climb-zwarte lijst %1 ligt buiten 0..1000</translation>
        </message>
        <message>
            <location filename="../core/search/SearchOptions.cpp" line="+3" />
            <source>the hill climb cannot keep a prefix fixed: start it from the grid instead</source>
            <translation>de hill climb kan geen vast voorvoegsel houden: start hem in plaats daarvan vanaf het rooster</translation>
        </message>
        <message>
            <location filename="../core/rules/CheckpointReader.cpp" line="+212" />
            <location filename="../core/search/SearchCheckpointParse.cpp" line="+298" />
            <source>checkpoint: %1</source>
            <translation>controlepunt: %1</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpoint.cpp" line="+48" />
            <source>checkpoint: a root-parallel NRPA search cannot be resumed (its threads share each search)</source>
            <translation>controlepunt: een wortelparallelle NRPA-zoektocht kan niet worden hervat (de threads delen elke zoektocht)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>checkpoint: an improver cannot be resumed (start it again from its best grid)</source>
            <translation>controlepunt: een verbetering kan niet worden hervat (start hem opnieuw vanaf zijn beste rooster)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>checkpoint: %1 thread states for %2 threads</source>
            <translation>controlepunt: %1 threadtoestanden voor %2 threads</translation>
        </message>
        <message>
            <location line="+16" />
            <source>checkpoint: thread %1</source>
            <translation>controlepunt: thread %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>its best game does not replay</source>
            <translation>zijn beste spel kan niet worden nagespeeld</translation>
        </message>
        <message>
            <location line="+3" />
            <source>its best score is not its best game's move count</source>
            <translation>zijn beste score is niet het aantal zetten van zijn beste spel</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the game it climbs from does not replay</source>
            <translation>het spel waarvandaan hij klimt kan niet worden nagespeeld</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the game it climbs from is not finished</source>
            <translation>het spel waarvandaan hij klimt is niet af</translation>
        </message>
        <message>
            <location filename="../core/formats/SearchLog.cpp" line="+99" />
            <source>the end of the line</source>
            <translation>het einde van de regel</translation>
        </message>
        <message>
            <location line="+19" />
            <source>expected the iteration number, found %1</source>
            <translation>iteratienummer verwacht, gevonden: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>iteration number with more than 18 digits</source>
            <translation>iteratienummer met meer dan 18 cijfers</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected '.' after the iteration number, found %1</source>
            <translation>'.' verwacht na het iteratienummer, gevonden: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a space before the score, found %1</source>
            <translation>spatie verwacht voor de score, gevonden: %1</translation>
        </message>
        <message>
            <location line="+10" />
            <source>expected the score, found %1</source>
            <translation>score verwacht, gevonden: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>score with more than 6 digits</source>
            <translation>score met meer dan 6 cijfers</translation>
        </message>
        <message>
            <location line="+3" />
            <source>expected a space after the score, found %1</source>
            <translation>spatie verwacht na de score, gevonden: %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected '(' before the elapsed seconds, found %1</source>
            <translation>'(' verwacht voor de verstreken seconden, gevonden: %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected the elapsed seconds, found %1</source>
            <translation>verstreken seconden verwacht, gevonden: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>expected digits after the decimal point, found %1</source>
            <translation>cijfers verwacht na de decimale punt, gevonden: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>elapsed seconds with too many digits</source>
            <translation>verstreken seconden met te veel cijfers</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected ')' after the elapsed seconds, found %1</source>
            <translation>')' verwacht na de verstreken seconden, gevonden: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a space before the code, found %1</source>
            <translation>spatie verwacht voor de code, gevonden: %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected the layer code, found %1</source>
            <translation>laagcode verwacht, gevonden: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>layer code longer than %1 characters</source>
            <translation>laagcode langer dan %1 tekens</translation>
        </message>
        <message>
            <location line="+34" />
            <source>unexpected %1 after the code</source>
            <translation>onverwacht %1 na de code</translation>
        </message>
        <message>
            <location line="+89" />
            <source>a log line cannot hold a line break</source>
            <translation>een logregel kan geen regeleinde bevatten</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the log is not open</source>
            <translation>het logboek is niet geopend</translation>
        </message>
        <message>
            <location line="+13" />
            <source>nothing written</source>
            <translation>niets geschreven</translation>
        </message>
        <message>
            <location line="+13" />
            <source>a line was written in pieces and may be mixed with a line that another program appended to the same log</source>
            <extracomment>"another program": another search process appending to the same log file at the same time (jobs of a cluster), never a person. A "line" here is a line of text of the log.</extracomment>
            <translation>een regel is in stukken geschreven en kan vermengd zijn met een regel die een ander programma aan hetzelfde log heeft toegevoegd</translation>
        </message>
        <message>
            <location line="+11" />
            <source>write error</source>
            <translation>schrijffout</translation>
        </message>
        <message>
            <location filename="../core/base/ThreadStart.cpp" line="+16" />
            <source>cannot start thread %1 of %2</source>
            <translation>thread %1 van %2 kan niet starten</translation>
        </message>
        <message>
            <location filename="../core/formats/AnalysisRecord.cpp" line="+22" />
            <source>the record's analysis</source>
            <translation>de analyse van het record</translation>
        </message>
        <message>
            <location line="+14" />
            <source>"%1" must be a whole number from %2 to %3</source>
            <translation>‘%1’ moet een geheel getal van %2 tot %3 zijn</translation>
        </message>
        <message>
            <location line="+142" />
            <source>it must be an object, not %1</source>
            <translation>het moet een object zijn, geen %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>"game" must be the game number of the game analysed</source>
            <translation>‘game’ moet het partijnummer van de geanalyseerde partij zijn</translation>
        </message>
        <message>
            <location line="+3" />
            <source>it is the analysis of another game</source>
            <translation>het is de analyse van een andere partij</translation>
        </message>
        <message>
            <location line="-128" />
            <source>"reuse" must be true or false</source>
            <translation>‘reuse’ moet true of false zijn</translation>
        </message>
        <message>
            <location line="+7" />
            <source>"seed" must be a whole number from 0 to 2^64 - 1, as text</source>
            <translation>‘seed’ moet een geheel getal van 0 tot 2^64 - 1 zijn, als tekst</translation>
        </message>
        <message>
            <location line="+11" />
            <source>"found" must list the %1 positions of the game</source>
            <translation>‘found’ moet de %1 posities van de partij opsommen</translation>
        </message>
        <message>
            <location line="+5" />
            <source>"found" must hold whole numbers from -1 on</source>
            <translation>‘found’ moet gehele getallen vanaf -1 bevatten</translation>
        </message>
        <message>
            <location line="+11" />
            <source>"proven" must list positions from 0 to %1, each once, in order</source>
            <translation>"proven" moet de posities van 0 tot %1 opsommen, elk één keer, op volgorde</translation>
        </message>
        <message>
            <location line="+20" />
            <location line="+10" />
            <location line="+9" />
            <source>"games" must be a list of layer codes</source>
            <translation>‘games’ moet een lijst van laagcodes zijn</translation>
        </message>
        <message>
            <location filename="../core/search/GameAnalyser.cpp" line="+220" />
            <source>analysis budget %1 is outside %2..1000000000</source>
            <translation>analysebudget %1 ligt buiten %2..1000000000</translation>
        </message>
        <message>
            <location line="+5" />
            <source>an analysis takes a budget per position, not an iteration budget or a target</source>
            <translation>een analyse neemt een budget per positie, geen iteratiebudget of doel</translation>
        </message>
        <message>
            <location line="+2" />
            <source>analysis nodes %1 are outside 0..%2</source>
            <translation>analyseknopen %1 liggen buiten 0..%2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>analysis chain %1 is outside 1..1000</source>
            <translation>analyseketen %1 ligt buiten 1..1000</translation>
        </message>
        <message>
            <location line="+2" />
            <source>analysis passes %1 are outside 1..100</source>
            <translation>%1 analyserondes liggen buiten 1..100</translation>
        </message>
        <message>
            <location filename="../core/codes/GameAnalysis.cpp" line="+30" />
            <location line="+8" />
            <source>an analysis of %1 moves has %2 positions, not %3</source>
            <translation>een analyse van %1 zetten heeft %2 posities, niet %3</translation>
        </message>
        <message>
            <location line="-4" />
            <source>the analysis of position %1 found fewer moves than it has</source>
            <translation>de analyse van positie %1 vond minder zetten dan ze heeft</translation>
        </message>
        <message>
            <location line="+8" />
            <source>the analysis proves position %1 without a score for it</source>
            <translation>de analyse bewijst positie %1 zonder een score ervoor</translation>
        </message>
        <message>
            <location line="+14" />
            <source>game %1 of the analysis is not a legal game</source>
            <translation>partij %1 van de analyse is geen geldige partij</translation>
        </message>
        <message>
            <location line="+84" />
            <source>the analysis has no game for the score of position %1</source>
            <translation>de analyse heeft geen partij voor de score van positie %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the analysis proves position %1 but holds a longer game from it</source>
            <translation>de analyse bewijst positie %1 maar bevat een langere partij vanaf daar</translation>
        </message>
        <message>
            <location filename="../core/formats/LineReader.cpp" line="+108" />
            <source>a line longer than %1 MiB, skipped</source>
            <translation>een regel langer dan %1 MiB, overgeslagen</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpointParse.cpp" line="-10" />
            <source>checkpoint: versions 1 to %1 are the ones this program reads</source>
            <translation>controlepunt: dit programma leest de versies 1 tot en met %1</translation>
        </message>
        <message>
            <location filename="../core/formats/GridPage.cpp" line="+11" />
            <source>the web page has no place for a grid: it is not the viewer this program builds</source>
            <translation>de webpagina heeft geen plaats voor een rooster: het is niet de viewer die dit programma bouwt</translation>
        </message>
        <message>
            <location filename="../core/formats/PictureRecordWrite.cpp" line="-16" />
            <source>not a PNG picture</source>
            <translation>geen PNG-afbeelding</translation>
        </message>
        <message>
            <location line="+24" />
            <source>the PNG ends inside a chunk's header</source>
            <translation>de PNG eindigt midden in de kop van een blok</translation>
        </message>
        <message>
            <location line="+19" />
            <source>not an SVG drawing: it has no &lt;svg&gt; tag</source>
            <translation>geen SVG-tekening: ze heeft geen &lt;svg&gt;-tag</translation>
        </message>
        <message>
            <location filename="../core/formats/AnalysisRecord.cpp" line="-3" />
            <source>"games" lists more games than the game has positions (%1)</source>
            <translation>"games" somt meer partijen op dan de partij stellingen heeft (%1)</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpoint.cpp" line="-25" />
            <source>checkpoint: seconds must be from 0 to %1</source>
            <translation>controlepunt: de seconden moeten van 0 tot %1 zijn</translation>
        </message>
        <message>
            <location filename="../core/solver/SolverRun.cpp" line="+45" />
            <source>the grid reaches past the solver's board of %1 × %1 points around the cross</source>
            <translation>het rooster reikt voorbij het bord van de oplosser van %1 × %1 punten rond het kruis</translation>
        </message>
        <message>
            <location line="+58" />
            <source>the checkpoint is of another grid, variant or depth</source>
            <translation>het controlepunt hoort bij een ander rooster, een andere variant of diepte</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the checkpoint is of another part of the work</source>
            <translation>het controlepunt hoort bij een ander deel van het werk</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the checkpoint cuts the work otherwise (another version of the program?)</source>
            <translation>het controlepunt deelt het werk anders in (een andere versie van het programma?)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the checkpoint names an item outside its part</source>
            <translation>het controlepunt noemt een onderdeel buiten zijn deel</translation>
        </message>
        <message>
            <location line="+304" />
            <source>the start grid does not replay</source>
            <translation>het startrooster laat zich niet naspelen</translation>
        </message>
        <message>
            <location filename="../core/formats/GridReader.cpp" line="-172" />
            <source>layer code</source>
            <translation>laagcode</translation>
        </message>
        <message>
            <location line="+1" />
            <source>game number</source>
            <translation>spelnummer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>move list</source>
            <translation>zettenlijst</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pentasol record</source>
            <translation>Pentasol-record</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MSR record</source>
            <translation>MSR-record</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MS1 record</source>
            <translation>MS1-record</translation>
        </message>
        <message>
            <location line="+2" />
            <source>grid</source>
            <translation>rooster</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The grid does not name its variant: it was read as %1, the strictest variant under which it is legal. It is also legal as %2.</source>
            <translation>Het rooster noemt zijn variant niet: het is gelezen als %1, de strengste variant waarin het geldig is. Het is ook geldig als %2.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The file says it is a %1 grid, but it is not legal as %1 (%2): it was read as %3.</source>
            <translation>Volgens het bestand is het een %1-rooster, maar het is niet geldig als %1 (%2): het is gelezen als %3.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The text was read as a %1; it is also a valid %2.</source>
            <translation>De tekst is gelezen als %1; hij is ook geldig als %2.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The record's stored value does not match its moves (%1); the moves were used.</source>
            <translation>De opgeslagen waarde van het record komt niet overeen met de zetten (%1); de zetten zijn gebruikt.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The record says it is a %1 grid: it was read as %1, not as %2.</source>
            <translation>Het record zegt dat het een %1-rooster is: het is gelezen als %1, niet als %2.</translation>
        </message>
        <message>
            <location line="-13" />
            <source>The text was read as a game number, as it is not a layer code (%1). The number runs out before the game ends: its last move is the first legal move.</source>
            <translation>De tekst is gelezen als spelnummer, omdat het geen laagcode is (%1). Het getal is één zet vóór het einde van het spel op: die zet is de eerste geldige zet.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The text was read as a game number, as it is not a layer code (%1). The number runs out before the game ends: its last %2 moves are each the first legal move.</source>
            <translation>De tekst is gelezen als spelnummer, omdat het geen laagcode is (%1). Het getal is %2 zetten vóór het einde van het spel op: elk daarvan is de eerste geldige zet.</translation>
        </message>
    </context>
    <context>
        <name>ErrorText</name>
        <message>
            <location filename="../core/base/ErrorText.cpp" line="+17" />
            <source> on line %1, column %2</source>
            <translation> op regel %1, kolom %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source> on line %1</source>
            <translation> op regel %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source> at position %1</source>
            <translation> op positie %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location line="+23" />
            <source>there is nothing to read</source>
            <translation>er is niets te lezen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bad character%1</source>
            <translation>ongeldig teken%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>conflicting moves in layer %1%2</source>
            <translation>conflicterende zetten in laag %1%2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bits left after the end of the game%1</source>
            <translation>bits over na het einde van het spel%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>number too large: digits are left after the end of the game</source>
            <translation>getal te groot: er blijven cijfers over na het einde van het spel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>syntax error%1</source>
            <translation>syntaxisfout%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>illegal move%1</source>
            <translation>ongeldige zet%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a move cannot be reached from the cross</source>
            <translation>een zet is vanaf het kruis niet bereikbaar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>duplicate move%1</source>
            <translation>dubbele zet%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>unknown variant (expected 5T, 5D, 4T or 4D)</source>
            <translation>onbekende variant (verwacht 5T, 5D, 4T of 4D)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>input too large</source>
            <translation>invoer te groot</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a stored value does not match the moves</source>
            <translation>een opgeslagen waarde komt niet overeen met de zetten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cannot read or write the file</source>
            <translation>kan het bestand niet lezen of schrijven</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the picture carries no grid (it has no “msr” record)</source>
            <translation>de afbeelding bevat geen rooster (ze heeft geen ‘msr’-record)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the system is out of resources</source>
            <translation>het systeem heeft geen middelen meer</translation>
        </message>
    </context>
    <context>
        <name>FamousGrids</name>
        <message>
            <location filename="../resources/famous-grids.strings.mjs" line="+6" />
            <source>Rosin's 178, the 5T world record</source>
            <translation>Rosins 178, het 5T-wereldrecord</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The world record since August 2011, found by computer with Rosin's Nested Rollout Policy Adaptation search.</source>
            <translation>Het wereldrecord sinds augustus 2011, door de computer gevonden met Rosins zoekmethode Nested Rollout Policy Adaptation.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's first 177</source>
            <translation>Rosins eerste 177</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One of two 177-move grids from Rosin's computer searches, a single move short of the record; its layers differ from the 178's from the first one on.</source>
            <translation>Een van de twee roosters van 177 zetten uit Rosins computerzoektochten, één zet onder het record; de lagen verschillen al vanaf de eerste van die van de 178.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's second 177</source>
            <translation>Rosins tweede 177</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The other 177 of Rosin's searches: the same score as the first, reached by a different grid.</source>
            <translation>De andere 177 uit Rosins zoektochten: dezelfde score als de eerste, bereikt met een ander rooster.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 172</source>
            <translation>Rosins 172</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 172 from Rosin's computer searches, two moves past Bruneau's hand-found 170.</source>
            <translation>Een 172 uit Rosins computerzoektochten, twee zetten meer dan Bruneaus met de hand gevonden 170.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 172</source>
            <translation>Tishchenko's 172</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 172 by Dimitri Tishchenko, whose blog introduced the layer code and the move-layering model this program is built on.</source>
            <translation>Een 172 van Dimitri Tishchenko, wiens blog de laagcode en het model van zetten in lagen introduceerde waarop dit programma berust.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 171</source>
            <translation>Tishchenko's 171</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 171 by Dimitri Tishchenko; its layer code begins with the same eleven characters as the 178's, so the two grids share their first layers.</source>
            <translation>Een 171 van Dimitri Tishchenko; de laagcode begint met dezelfde elf tekens als die van de 178, dus de twee roosters delen hun eerste lagen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 170</source>
            <translation>Rosins 170</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 170 from Rosin's computer searches: the score of Bruneau's hand-found record, on a different grid.</source>
            <translation>Een 170 uit Rosins computerzoektochten: de score van Bruneaus met de hand gevonden record, met een ander rooster.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bruneau's 170</source>
            <translation>Bruneaus 170</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Found by hand in 1976, it stood as the record for 34 years, until computer searches passed it in 2010.</source>
            <translation>In 1976 met de hand gevonden; het was 34 jaar lang het record, tot computerzoektochten het in 2010 overtroffen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 160</source>
            <translation>Tishchenko's 160</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid of the move-layering model: 65 layers allow 6.45 × 10^39 move orders, and 270 bits (45 characters) replace a 231-character encoding.</source>
            <translation>Het rooster van het model van zetten in lagen: 65 lagen laten 6,45 × 10^39 zetvolgordes toe, en 270 bits (45 tekens) vervangen een codering van 231 tekens.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Akiyama's 146</source>
            <translation>Akiyama's 146</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 146 by Akiyama from the record list of morpionsolitaire.com; it shares its first layers with Akiyama's 145.</source>
            <translation>Een 146 van Akiyama uit de recordlijst van morpionsolitaire.com; hij deelt zijn eerste lagen met Akiyama's 145.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Akiyama's 145</source>
            <translation>Akiyama's 145</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 145 by Akiyama, one move short of the 146 that grows from the same opening layers.</source>
            <translation>Een 145 van Akiyama, één zet onder de 146 die uit dezelfde openingslagen groeit.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An interesting 135</source>
            <translation>Een interessante 135</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid whose 59 layers Tishchenko listed candidate by candidate to introduce the layer code; he thought it a peak of his search.</source>
            <translation>Het rooster waarvan Tishchenko de 59 lagen kandidaat voor kandidaat opsomde om de laagcode te introduceren; hij vond het een hoogtepunt van zijn zoektocht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 82, the 5D record</source>
            <translation>Rosins 82, het 5D-record</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The record of the disjoint game since August 2010, found by computer search.</source>
            <translation>Het record van het disjuncte spel sinds augustus 2010, gevonden met een computerzoektocht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hyyrö and Poranen's 62, the 4T optimum</source>
            <translation>Hyyrö en Poranens 62, het 4T-optimum</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best 4T game, found in 2007 and later proved optimal (Quist, 2008): no 4T game is longer.</source>
            <translation>Het beste 4T-spel, gevonden in 2007 en later optimaal bewezen (Quist, 2008): geen 4T-spel is langer.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Demaines and Langermans' 56</source>
            <translation>De 56 van de Demaines en de Langermans</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 4T grid published in 2006 with the study of Morpion Solitaire's complexity by Demaine, Demaine, Langerman and Langerman; Hyyrö and Poranen passed it a year later with 62.</source>
            <translation>Het 4T-rooster dat in 2006 verscheen met de studie van Demaine, Demaine, Langerman en Langerman over de complexiteit van Morpion Solitaire; Hyyrö en Poranen overtroffen het een jaar later met 62.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hyyrö and Poranen's 35, the 4D optimum</source>
            <translation>Hyyrö en Poranens 35, het 4D-optimum</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best 4D game, found in 2007 and later proved optimal (Quist, 2008): no 4D game is longer.</source>
            <translation>Het beste 4D-spel, gevonden in 2007 en later optimaal bewezen (Quist, 2008): geen 4D-spel is langer.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Demaines and Langermans' 31</source>
            <translation>De 31 van de Demaines en de Langermans</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 4D grid published in 2006 with the same study of the game's complexity; Hyyrö and Poranen passed it a year later with 35.</source>
            <translation>Het 4D-rooster dat in 2006 verscheen met dezelfde studie over de complexiteit van het spel; Hyyrö en Poranen overtroffen het een jaar later met 35.</translation>
        </message>
        <message>
            <location filename="../core/formats/FamousGrids.cpp" line="+216" />
            <source>c. %1</source>
            <extracomment>A year known only roughly, as a famous grid's date ("c. 2010"): circa</extracomment>
            <translation>ca. %1</translation>
        </message>
    </context>
    <context>
        <name>NameList</name>
        <message>
            <location filename="../core/base/NameList.cpp" line="+21" />
            <source>%1 and %2</source>
            <translation>%1 en %2</translation>
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
            <translation>Analysetabel gekopieerd</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not a %1 grid. Read as %2, it is a %3 of %4 moves.</source>
            <translation>Geen %1-rooster. Gelezen als %2 is het een %3 van %4 zetten.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open as %1</source>
            <translation>Openen als %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>As %1: %2</source>
            <translation>Als %1: %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Link copied</source>
            <translation>Link gekopieerd</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer code copied instead of a link: this page is a file on this computer, whose address opens nowhere else</source>
            <translation>Laagcode gekopieerd in plaats van een link: deze pagina is een bestand op deze computer, waarvan het adres nergens anders opent</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Start a search with these settings</source>
            <translation>Een zoektocht met deze instellingen starten</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Best %1 after %2 in %3 s (%4 per second).</source>
            <translation>Beste %1 na %2 in %3 s (%4 per seconde).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The best grid so far: %1 moves</source>
            <translation>Het beste rooster tot nu toe: %1 zetten</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The solver visits every position after the open grid: the longest game it finds is the longest there is, when it finishes within its budget.</source>
            <translation>De oplosser bezoekt elke positie na het open rooster: het langste spel dat hij vindt is het langste dat er is, als hij binnen zijn budget klaar is.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve</source>
            <translation>Oplossen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solving…</source>
            <translation>Bezig met oplossen…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solving: %1 classes visited, the longest game so far %2 more moves, %3 s</source>
            <translation>Oplossen: %1 klassen bezocht, het langste spel tot nu toe %2 zetten meer, %3 s</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stopped: nothing is proven.</source>
            <translation>Gestopt: niets is bewezen.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The solver could not run: %1</source>
            <translation>De oplosser kon niet draaien: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Proven: the longest game from here has %1 moves, %2 more than the grid (%3 classes visited).</source>
            <translation>Bewezen: het langste spel vanaf hier heeft %1 zetten, %2 meer dan het rooster (%3 klassen bezocht).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not proven: the budget ran out after %1 classes; the longest game found has %2 moves, %3 more than the grid.</source>
            <translation>Niet bewezen: het budget was op na %1 klassen; het langste gevonden spel heeft %2 zetten, %3 meer dan het rooster.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: solving…</source>
            <translation>Hint: bezig met oplossen…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: the longest game from here has %1 more moves (proven); one of its moves is marked.</source>
            <translation>Hint: het langste spel vanaf hier heeft %1 zetten meer (bewezen); een van zijn zetten is gemarkeerd.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: at least %1 more moves from here (not proven); one move of that game is marked.</source>
            <translation>Hint: vanaf hier minstens %1 zetten meer (niet bewezen); een zet van dat spel is gemarkeerd.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open a grid file or a picture that carries its grid: MSR, MS1, Pentasol, a move list, PNG or SVG</source>
            <translation>Een roosterbestand openen, of een afbeelding die haar rooster bevat: MSR, MS1, Pentasol, een zettenlijst, PNG of SVG</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Close</source>
            <translation>Sluiten</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy</source>
            <translation>Kopiëren</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Link</source>
            <translation>Link kopiëren</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The address of this page with the grid's code after the #: the code stays in the browser, it is never sent to a server</source>
            <translation>Het adres van deze pagina met de code van het rooster na de #: de code blijft in de browser en wordt nooit naar een server gestuurd</translation>
        </message>
        <message>
            <location line="+2" />
            <source>SVG Drawing</source>
            <translation>SVG-tekening</translation>
        </message>
        <message>
            <location line="+2" />
            <source>PNG Image</source>
            <translation>PNG-afbeelding</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal moves: choose one to play it</source>
            <translation>Geldige zetten: kies er een om hem te spelen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Several lines go through this point: choose the one to draw</source>
            <translation>Door dit punt gaan meerdere lijnen: kies de lijn die je wilt trekken</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Points close together: tap the one to play</source>
            <translation>Punten dicht bij elkaar: tik op het punt dat je wilt spelen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Drop a grid file or picture to open it</source>
            <translation>Zet een roosterbestand of afbeelding hier neer om het te openen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Positions searched at once, one per worker: the table is the same for any number</source>
            <translation>Posities die tegelijk worden doorzocht, één per worker: de tabel is bij elk aantal dezelfde</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The same seed, playouts and passes give the same table as morpion-cli analyse</source>
            <translation>Dezelfde seed, playouts en rondes geven dezelfde tabel als morpion-cli analyse</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Passes</source>
            <translation>Rondes</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Searches per position: the first from scratch, the others warmed toward the better game of the move before</source>
            <translation>Zoektochten per positie: de eerste vanaf nul, de andere voorverwarmd naar het betere spel van de zet ervoor</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Iterations per level</source>
            <translation>Iteraties per niveau</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Table</source>
            <translation>Tabel kopiëren</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy the table as morpion-cli analyse prints it</source>
            <translation>De tabel kopiëren zoals morpion-cli analyse hem afdrukt</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Iterations in all</source>
            <translation>Iteraties in totaal</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop after this many playouts (improve: neighbourhoods) over all threads; empty: no limit</source>
            <translation>Stoppen na zoveel playouts (improve: buurten) over alle threads; leeg: geen grens</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Seconds</source>
            <translation>Seconden</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop after this many seconds; empty: run until Stop</source>
            <translation>Stoppen na zoveel seconden; leeg: tot Stoppen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the Best</source>
            <translation>De beste openen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the best grid found as the page's grid</source>
            <translation>Het beste gevonden rooster als rooster van de pagina openen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>New bests: iteration, score, seconds, layer code</source>
            <translation>Nieuwe besten: iteratie, score, seconden, laagcode</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve from Here</source>
            <translation>Vanaf hier oplossen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Classes per worker</source>
            <translation>Klassen per worker</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The most classes of positions each worker visits: the answer is proven only when every one was visited</source>
            <translation>Het hoogste aantal klassen van posities dat elke worker bezoekt: het antwoord is alleen bewezen als ze allemaal bezocht zijn</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the Longest Game</source>
            <translation>Het langste spel openen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint while playing 4T or 4D: the solver marks a move of the longest game left</source>
            <translation>Hint bij het spelen van 4T of 4D: de oplosser markeert een zet van het langste resterende spel</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <location filename="../app/main.cpp" line="+23" />
            <source>List the grids of a text of codes (a search log) or of a folder of record files in the collection panel.</source>
            <translation>De roosters van een tekst met codes (een zoeklogboek) of van een map met recordbestanden in het collectiepaneel tonen.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>file or folder</source>
            <translation>bestand of map</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Morpion Solitaire grids, layer by layer.</source>
            <translation>Morpion Solitaire-roosters, laag voor laag.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>grid</source>
            <extracomment>The name of the program's one argument in --help ("Usage: morpion-layers [options] [grid]"): one word.</extracomment>
            <translation>rooster</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A grid file, a layer code or a game number to open.</source>
            <translation>Een roosterbestand, een laagcode of een spelnummer om te openen.</translation>
        </message>
    </context>
    <context>
        <name>morpion::FileWrite</name>
        <message>
            <location filename="../app/common/WriteTarget.cpp" line="+36" />
            <source>it is a symbolic link that leads back to itself</source>
            <translation>het is een symbolische koppeling die naar zichzelf terugleidt</translation>
        </message>
        <message>
            <location line="+20" />
            <source>it is a folder</source>
            <translation>het is een map</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it is a disk device, which is never written over</source>
            <translation>het is een schijfapparaat, dat nooit wordt overschreven</translation>
        </message>
        <message>
            <location line="+1" />
            <source>it is not a file (a socket or another special file)</source>
            <translation>het is geen bestand (een socket of een ander speciaal bestand)</translation>
        </message>
        <message>
            <location filename="../app/common/FileWrite.cpp" line="+73" />
            <location line="+45" />
            <source>nothing was written</source>
            <translation>er is niets geschreven</translation>
        </message>
        <message>
            <location line="-28" />
            <source>no program reads from this pipe</source>
            <translation>geen programma leest uit deze pipe</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AboutDialog</name>
        <message>
            <location filename="../app/gui/help/AboutDialog.cpp" line="+18" />
            <source>About Morpion Layers</source>
            <translation>Over Morpion Layers</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Look at Morpion Solitaire grids layer by layer, play by hand, search for long games, and share grids as layer codes and game numbers.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence (below).&lt;br&gt;Project page: &lt;a href="%2"&gt;%2&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Bekijk Morpion Solitaire-roosters laag voor laag, speel met de hand, zoek naar lange spellen en deel roosters als laagcodes en spelnummers.&lt;/p&gt;&lt;p&gt;Vrije software onder de MIT-licentie (hieronder).&lt;br&gt;Projectpagina: &lt;a href="%2"&gt;%2&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&lt;p&gt;Report a bug or ask for a feature: &lt;a href="%1"&gt;%1&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;Een fout melden of een functie vragen: &lt;a href="%1"&gt;%1&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AnalysisChart</name>
        <message>
            <location filename="../app/gui/analysis/AnalysisChart.cpp" line="+18" />
            <source>Analysis chart</source>
            <translation>Analysegrafiek</translation>
        </message>
        <message>
            <location line="+31" />
            <source>%1: loss %2</source>
            <translation>%1: verlies %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1: loss %2 ✓</source>
            <translation>%1: verlies %2 ✓</translation>
        </message>
        <message>
            <location line="+66" />
            <source>Analyse Game draws here, move by move, the longest game the search still finds after it.</source>
            <translation>Partij analyseren tekent hier, zet voor zet, de langste partij die de zoektocht daarna nog vindt.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>played: %1</source>
            <translation>gespeeld: %1</translation>
        </message>
        <message>
            <location line="+63" />
            <source>best game found</source>
            <translation>beste gevonden partij</translation>
        </message>
        <message>
            <location line="+2" />
            <source>proven exact; ✓ a proven loss</source>
            <translation>exact bewezen; ✓ een bewezen verlies</translation>
        </message>
        <message>
            <location line="+55" />
            <source>Move %1: proven best before %2, after %3, loss %4 exactly</source>
            <translation>Zet %1: bewezen beste ervoor %2, erna %3, verlies precies %4</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move %1: best found before %2, after %3, loss %4</source>
            <translation>Zet %1: beste gevonden ervoor %2, erna %3, verlies %4</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AnalysisPanel</name>
        <message>
            <location filename="../app/gui/analysis/AnalysisPanel.cpp" line="+46" />
            <source>Analysis panel</source>
            <translation>Analysepaneel</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+270" />
            <source>&amp;Analyse Game</source>
            <translation>Partij anal&amp;yseren</translation>
        </message>
        <message>
            <location line="-268" />
            <source>How good was this game? Search on from every position of it, and see what each move lost</source>
            <translation>Hoe goed was deze partij? Verder zoeken vanuit elk van haar posities en zien wat elke zet kostte</translation>
        </message>
        <message>
            <location line="+95" />
            <source>NRPA playouts spent on each position of the game: more finds longer games and steadier losses, and takes longer</source>
            <translation>NRPA-playouts voor elke positie van de partij: hoe meer, hoe langer de gevonden partijen en hoe stabieler de verliezen, maar het duurt langer</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Playouts per position:</source>
            <translation>Playouts per positie:</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Off</source>
            <translation>Uit</translation>
        </message>
        <message>
            <location line="+1" />
            <source> million nodes</source>
            <translation> miljoen knopen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Before the searches, the solver proves the positions from the game's end back, each within this many positions visited: there E is exact and a loss is proven</source>
            <translation>Vóór de zoektochten bewijst de oplosser de posities vanaf het einde van de partij terug, elk binnen dit aantal bezochte posities: daar is E exact en is een verlies bewezen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Solver budget:</source>
            <translation>Budget van de oplosser:</translation>
        </message>
        <message>
            <location line="-60" />
            <source>Analysis progress</source>
            <translation>Voortgang van de analyse</translation>
        </message>
        <message>
            <location line="+79" />
            <source>No.</source>
            <translation>Nr.</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Move</source>
            <translation>Zet</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Loss</source>
            <translation>Verlies</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Moves of the game with what each lost</source>
            <translation>Zetten van de partij met wat elke zet kostte</translation>
        </message>
        <message>
            <location line="-69" />
            <source>Play the Better Line From Here</source>
            <translation>Betere voortzetting vanaf hier spelen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the game back to before this move and play the better game found instead (one step that can be undone)</source>
            <translation>De partij terugzetten tot vóór deze zet en in plaats daarvan de gevonden betere partij spelen (één stap die ongedaan kan worden gemaakt)</translation>
        </message>
        <message numerus="yes">
            <location line="+107" />
            <source>Analysing the %n move(s) of the game…</source>
            <translation>
                <numerusform>Bezig met het analyseren van de %n zet van de partij…</numerusform>
                <numerusform>Bezig met het analyseren van de %n zetten van de partij…</numerusform>
            </translation>
        </message>
        <message>
            <location line="+16" />
            <source>Solving the endgame: position %1, %2 proven, %3 nodes, %4 s</source>
            <translation>Eindspel oplossen: positie %1, %2 bewezen, %3 knopen, %4 s</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Analysing: %1 of %2 searches, %3 s</source>
            <translation>Analyseren: %1 van %2 zoektochten, %3 s</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The analysis could not run: %1</source>
            <translation>De analyse kon niet worden uitgevoerd: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The grid changed: the analysis was dropped.</source>
            <translation>Het rooster is veranderd: de analyse is verworpen.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The finished analysis is kept.</source>
            <translation>De voltooide analyse blijft staan.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>What they found is shown.</source>
            <translation>Wat ze vonden, wordt getoond.</translation>
        </message>
        <message numerus="yes">
            <location line="+96" />
            <source>The game: %n move(s).</source>
            <translation>
                <numerusform>De partij: %n zet.</numerusform>
                <numerusform>De partij: %n zetten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>From the start the search found a game of %n move(s).</source>
            <translation>
                <numerusform>Vanaf het begin vond de zoektocht een partij van %n zet.</numerusform>
                <numerusform>Vanaf het begin vond de zoektocht een partij van %n zetten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n position(s) proven exact by the solver.</source>
            <translation>
                <numerusform>%n positie exact bewezen door de oplosser.</numerusform>
                <numerusform>%n posities exact bewezen door de oplosser.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>The largest loss: move %1, %n move(s).</source>
            <translation>
                <numerusform>Het grootste verlies: zet %1, %n zet.</numerusform>
                <numerusform>Het grootste verlies: zet %1, %n zetten.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+25" />
            <source>move %1 (%2): proven best before %3, after %4, loss %5 exactly</source>
            <translation>zet %1 (%2): bewezen beste ervoor %3, erna %4, verlies precies %5</translation>
        </message>
        <message numerus="yes">
            <location line="+41" />
            <source>Took the game back to before move %1 and played the better line: %n move(s)</source>
            <translation>
                <numerusform>Partij teruggezet tot vóór zet %1 en de betere voortzetting gespeeld: %n zet</numerusform>
                <numerusform>Partij teruggezet tot vóór zet %1 en de betere voortzetting gespeeld: %n zetten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="-162" />
            <source>Analysed the game: %n move(s)</source>
            <translation>
                <numerusform>Partij geanalyseerd: %n zet</numerusform>
                <numerusform>Partij geanalyseerd: %n zetten</numerusform>
            </translation>
        </message>
        <message>
            <location line="+19" />
            <source>Cancelled: %1 of %2 positions searched.</source>
            <translation>Geannuleerd: %1 van %2 posities doorzocht.</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Cancelled in the first of %n passes: %1 of %2 positions searched.</source>
            <translation>
                <numerusform>Geannuleerd in de eerste van %n ronde: %1 van %2 posities doorzocht.</numerusform>
                <numerusform>Geannuleerd in de eerste van %n rondes: %1 van %2 posities doorzocht.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+7" />
            <source>Cancelled in pass %1 of %2: every position searched in the passes before, %3 of %4 in this one.</source>
            <translation>Geannuleerd in ronde %1 van %2: elke positie doorzocht in de rondes ervoor, %3 van %4 in deze.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Cancel &amp;Analysis</source>
            <extracomment>View menu, while an analysis runs, in place of Analyse Game (whose access key it can share)</extracomment>
            <translation>Anal&amp;yse annuleren</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Analyse Game</source>
            <translation>Partij analyseren</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Play or open a game, then Analyse Game shows what each move lost.</source>
            <translation>Speel of open een partij; dan toont Partij analyseren wat elke zet kostte.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Analyse Game searches on from every position of this game and shows what each move lost.</source>
            <translation>Partij analyseren zoekt verder vanuit elke positie van deze partij en toont wat elke zet kostte.</translation>
        </message>
        <message>
            <location line="+33" />
            <source>move %1 (%2): not analysed</source>
            <translation>zet %1 (%2): niet geanalyseerd</translation>
        </message>
        <message>
            <location line="+8" />
            <source>move %1 (%2): best found before %3, after %4, loss %5</source>
            <translation>zet %1 (%2): beste gevonden ervoor %3, erna %4, verlies %5</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Play the better line from move %1</source>
            <translation>Betere voortzetting spelen vanaf zet %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::Autosave</name>
        <message>
            <location filename="../app/gui/document/Autosave.cpp" line="+85" />
            <source>cannot create the folder</source>
            <translation>de map kan niet worden aangemaakt</translation>
        </message>
        <message>
            <location line="+138" />
            <source>cannot create its lock file</source>
            <translation>het vergrendelingsbestand kan niet worden aangemaakt</translation>
        </message>
        <message>
            <location line="+40" />
            <source>Cannot keep a copy of the unsaved work in %1: %2. It is kept in %3 instead.</source>
            <translation>Kan geen kopie van het niet-opgeslagen werk bewaren in %1: %2. Ze wordt in plaats daarvan in %3 bewaard.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Cannot keep a copy of the unsaved work in %1: %2</source>
            <translation>Kan geen kopie van het niet-opgeslagen werk bewaren in %1: %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cannot keep a copy of the unsaved work in %1: %2 (nor in %3: %4)</source>
            <translation>Kan geen kopie van het niet-opgeslagen werk bewaren in %1: %2 (ook niet in %3: %4)</translation>
        </message>
        <message>
            <location line="+43" />
            <source>Morpion Layers found unsaved work from %1 in %2 that cannot be read: %3.</source>
            <translation>Morpion Layers vond in %2 niet-opgeslagen werk van %1 dat niet gelezen kan worden: %3.</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>a %1 grid of %n move(s)</source>
            <translation>
                <numerusform>een %1-rooster van %n zet</numerusform>
                <numerusform>een %1-rooster van %n zetten</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Morpion Layers ended on %1 without saving %2.</source>
            <translation>Morpion Layers stopte op %1 zonder %2 op te slaan.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Morpion Layers ended on %1 without saving %2, from %3.</source>
            <translation>Morpion Layers stopte op %1 zonder %2 uit %3 op te slaan.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The copy is damaged (%1): moves may be missing.</source>
            <translation>De kopie is beschadigd (%1): er kunnen zetten ontbreken.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>It was kept in %1 because %2 could not take it: %3.</source>
            <translation>Ze werd in %1 bewaard omdat %2 haar niet kon opnemen: %3.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Restore Unsaved Work</source>
            <translation>Niet-opgeslagen werk herstellen</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Restore puts it on the board as one step that can be undone; it is not saved until you save it.</source>
            <translation>Herstellen zet het op het bord als één stap die ongedaan kan worden; het is pas opgeslagen als u het opslaat.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Restore</source>
            <translation>&amp;Herstellen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Discard</source>
            <translation>&amp;Weggooien</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep for &amp;Later</source>
            <translation>Bewaren voor &amp;later</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Restore unsaved work</source>
            <translation>Niet-opgeslagen werk herstellen</translation>
        </message>
        <message>
            <location filename="../app/gui/document/AutosaveCopy.cpp" line="+82" />
            <source>it is larger than any copy of a grid</source>
            <translation>het is groter dan welke kopie van een rooster ook</translation>
        </message>
        <message>
            <location line="+9" />
            <source>it is empty</source>
            <translation>het is leeg</translation>
        </message>
        <message>
            <location line="+1" />
            <source>it is not a copy this program can read</source>
            <translation>het is geen kopie die dit programma kan lezen</translation>
        </message>
        <message>
            <location filename="../app/gui/document/Autosave.cpp" line="-271" />
            <source>it is a symbolic link, not a folder of yours</source>
            <translation>het is een symbolische koppeling, geen map van u</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it is not a folder</source>
            <translation>het is geen map</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it belongs to another user</source>
            <translation>deze is van een andere gebruiker</translation>
        </message>
        <message>
            <location line="+2" />
            <source>other users can write in it</source>
            <translation>andere gebruikers kunnen erin schrijven</translation>
        </message>
        <message>
            <location line="+201" />
            <source>Copies of unsaved work in %1 are not read: %2.</source>
            <translation>Kopieën van niet-opgeslagen werk in %1 worden niet gelezen: %2.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardDescription</name>
        <message>
            <location filename="../app/gui/board/BoardDescription.cpp" line="+12" />
            <source>%1 grid, score %2, finished.</source>
            <translation>%1-rooster, score %2, voltooid.</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%1 grid, score %2, %n legal move(s).</source>
            <translation>
                <numerusform>%1-rooster, score %2, %n geldige zet.</numerusform>
                <numerusform>%1-rooster, score %2, %n geldige zetten.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+8" />
            <source>In play: %n move(s) played by hand, every legal move can be played.</source>
            <translation>
                <numerusform>Bezig: %n zet met de hand gespeeld, elke geldige zet kan gespeeld worden.</numerusform>
                <numerusform>Bezig: %n zetten met de hand gespeeld, elke geldige zet kan gespeeld worden.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>Layer %1 of %2: %3 taken, %4 not taken, %5 legal but left untaken in an earlier layer.</source>
            <extracomment>"taken": played in this layer (bit 1 of the layer code), not selected in the interface.</extracomment>
            <translation>Laag %1 van %2: %3 gespeeld, %4 niet gespeeld, %5 geldig maar in een eerdere laag niet gespeeld.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Layer %1 of %2.</source>
            <translation>Laag %1 van %2.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>(%1, %2): no legal move.</source>
            <translation>(%1, %2): geen geldige zet.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>(%1, %2): Enter plays %3.</source>
            <translation>(%1, %2): Enter speelt %3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>(%1, %2): %3 lines, Enter plays line %4, %5; Tab: next line.</source>
            <translation>(%1, %2): %3 lijnen, Enter speelt lijn %4, %5; Tab: volgende lijn.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardPrinter</name>
        <message>
            <location filename="../app/gui/files/BoardPrinter.cpp" line="+24" />
            <source>Morpion Solitaire grid</source>
            <translation>Morpion Solitaire-rooster</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Print…</source>
            <translation>Af&amp;drukken…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Print the grid as File &gt; Export Picture draws it</source>
            <translation>Het rooster afdrukken zoals Bestand &gt; Afbeelding exporteren het tekent</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Print Pre&amp;view…</source>
            <translation>Afdruk&amp;voorbeeld…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Page Set&amp;up…</source>
            <translation>Pagina-&amp;instellingen…</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Print Grid</source>
            <translation>Rooster afdrukken</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Print Preview</source>
            <translation>Afdrukvoorbeeld</translation>
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
            <translation>Bord, cursor op %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cursor at %1</source>
            <translation>Cursor op %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Board</source>
            <translation>Bord</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Enter: play with the keyboard. Left and right arrows: previous and next layer.</source>
            <translation>Enter: met het toetsenbord spelen. Pijl links en rechts: vorige en volgende laag.</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardViewInput.cpp" line="+138" />
            <source>No playable point further in that direction.</source>
            <translation>Geen speelbaar punt meer in die richting.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Keyboard play ended. Enter starts it again; ←/→ step layers.</source>
            <translation>Spelen met het toetsenbord beëindigd. Enter start het opnieuw; ←/→ gaat door de lagen.</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardView.cpp" line="+143" />
            <source>Tab: next line · Enter: play · Esc: end keyboard play</source>
            <translation>Tab: volgende lijn · Enter: spelen · Esc: toetsenbordspel beëindigen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tab or wheel: next line · click: play · Esc: cancel</source>
            <translation>Tab of wiel: volgende lijn · klik: spelen · Esc: annuleren</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 lines through (%2, %3), showing %4 — %5</source>
            <translation>%1 lijnen door (%2, %3), lijn %4 getoond — %5</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardViewInput.cpp" line="+197" />
            <source>Keyboard play: arrows move, Shift+arrows jump to a playable point, Enter plays, Tab: next line, Esc: end. Ctrl+←/→, PgUp/PgDn: layers.</source>
            <translation>Spelen met het toetsenbord: pijltjes verplaatsen, Shift+pijltjes springen naar een speelbaar punt, Enter speelt, Tab: volgende lijn, Esc: beëindigen. Ctrl+←/→, PgUp/PgDn: lagen.</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Board: ←/→ step layers, Enter plays with the keyboard.</source>
            <translation>Bord: ←/→ gaat door de lagen, Enter speelt met het toetsenbord.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CodeBar</name>
        <message>
            <location filename="../app/gui/panels/CodeBar.cpp" line="+40" />
            <source>The layer code of the grid: the set of its moves</source>
            <translation>De laagcode van het rooster: de verzameling van zijn zetten</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game number: the moves in their exact order</source>
            <translation>Het spelnummer: de zetten in hun precieze volgorde</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the layer code</source>
            <translation>Laagcode kopiëren</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the game number</source>
            <translation>Spelnummer kopiëren</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Paste a layer code, a game number or a move list, then press Enter</source>
            <translation>Plak een laagcode, een spelnummer of een zettenlijst en druk op Enter</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Read codes as this variant (a prefix such as 5D: in the text wins)</source>
            <translation>Codes lezen als deze variant (een voorvoegsel zoals 5D: in de tekst gaat voor)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open</source>
            <translation>Openen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the code typed on the left</source>
            <translation>De links getypte code openen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Variant of the code</source>
            <translation>Variant van de code</translation>
        </message>
        <message>
            <location line="-37" />
            <source>Codes</source>
            <translation>Codes</translation>
        </message>
        <message>
            <location line="+46" />
            <source>Layer code:</source>
            <translation>Laagcode:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game number:</source>
            <translation>Spelnummer:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open code:</source>
            <translation>Code openen:</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Copy &amp;Layer Code</source>
            <translation>&amp;Laagcode kopiëren</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy &amp;Game Number</source>
            <translation>&amp;Spelnummer kopiëren</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open &amp;Code…</source>
            <translation>Co&amp;de openen…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Layer code copied</source>
            <translation>Laagcode gekopieerd</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Game number copied</source>
            <translation>Spelnummer gekopieerd</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionActions</name>
        <message>
            <location filename="../app/gui/collection/CollectionActions.cpp" line="+24" />
            <source>Open &amp;Collection…</source>
            <translation>&amp;Collectie openen…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>List the grids of a text file of codes, with thumbnails, duplicates and problems</source>
            <translation>De roosters van een tekstbestand met codes tonen, met miniaturen, dubbelen en problemen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open Collection &amp;Folder…</source>
            <translation>Collectie&amp;map openen…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)</source>
            <extracomment>"record files": files that hold a grid (MSR, Pentasol), not world records.</extracomment>
            <translation>De roosters van een map met records tonen (Pentasol, MSR, afbeeldingen met hun rooster)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Paste as Collec&amp;tion</source>
            <translation>Plakken als &amp;collectie</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Open Collection</source>
            <translation>Collectie openen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Texts with codes (*.txt *.log *.md *.csv);;All files (*)</source>
            <translation>Teksten met codes (*.txt *.log *.md *.csv);;Alle bestanden (*)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Open Collection Folder</source>
            <translation>Collectiemap openen</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Collection: %1.</source>
            <extracomment>%1: what the collection panel's summary says, "codes without a variant read as 5T; 3 of them also decode as 5D".</extracomment>
            <translation>Verzameling: %1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Read All as %1</source>
            <translation>Alles lezen als %1</translation>
        </message>
        <message>
            <location line="+36" />
            <source>The clipboard holds no text to open.</source>
            <translation>Het klembord bevat geen tekst om te openen.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the clipboard</source>
            <translation>het klembord</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Open %1 from the collection</source>
            <translation>%1 uit de collectie openen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>#%1, %2: %3 %4 moves</source>
            <translation>nr. %1, %2: %3 %4 zetten</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionLoader</name>
        <message>
            <location filename="../app/gui/collection/CollectionData.cpp" line="+16" />
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+149" />
            <source>line %1</source>
            <extracomment>A line of the text file read as a collection, not a line of the game.</extracomment>
            <translation>regel %1</translation>
        </message>
        <message>
            <location line="+3" />
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+1" />
            <source>%1, line %2</source>
            <extracomment>%1 is a file name; a line of that text file, not a line of the game.</extracomment>
            <translation>%1, regel %2</translation>
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
            <translation>codes zonder variant gelezen als %1</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n of them also decode as %1</source>
            <translation>
                <numerusform>%n daarvan is ook te decoderen als %1</numerusform>
                <numerusform>%n daarvan zijn ook te decoderen als %1</numerusform>
            </translation>
        </message>
        <message>
            <location line="+27" />
            <source>The folder %1 does not exist.</source>
            <translation>De map %1 bestaat niet.</translation>
        </message>
        <message>
            <location line="+144" />
            <source>Cannot open %1: %2.</source>
            <translation>Kan %1 niet openen: %2.</translation>
        </message>
        <message>
            <location line="-19" />
            <source>The text is too large to read as a collection (%1 MB; at most %2 MB).</source>
            <translation>De tekst is te groot om als collectie te lezen (%1 MB; hoogstens %2 MB).</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionModel</name>
        <message>
            <location filename="../app/gui/collection/CollectionModel.cpp" line="+68" />
            <source>Grid</source>
            <translation>Rooster</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Found at</source>
            <translation>Gevonden in</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Variant</source>
            <translation>Variant</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layers</source>
            <translation>Lagen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Length</source>
            <translation>Lengte</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Same grid</source>
            <translation>Zelfde rooster</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Same points</source>
            <translation>Zelfde punten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Where the grid was found: a line of the text, or a file of the folder</source>
            <translation>Waar het rooster gevonden is: een regel van de tekst of een bestand in de map</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layers that take at least one move</source>
            <translation>Lagen waarin minstens één zet gespeeld wordt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Characters of the layer code</source>
            <translation>Tekens van de laagcode</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rows with the same grid up to rotation and reflection share a group, named by its first row</source>
            <translation>Rijen met hetzelfde rooster op draaiing en spiegeling na vormen een groep, genoemd naar de eerste rij</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Rows with the same points up to rotation and reflection, whatever their lines, share a group</source>
            <translation>Rijen met dezelfde punten op draaiing en spiegeling na, welke lijnen ook, vormen een groep</translation>
        </message>
        <message>
            <location line="+30" />
            <location line="+3" />
            <source>#%1 (×%2)</source>
            <translation>nr. %1 (×%2)</translation>
        </message>
        <message numerus="yes">
            <location line="+22" />
            <source>%n other row(s) hold this grid, rotated or mirrored</source>
            <translation>
                <numerusform>Nog %n rij bevat dit rooster, gedraaid of gespiegeld</numerusform>
                <numerusform>Nog %n rijen bevatten dit rooster, gedraaid of gespiegeld</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same grid as row #%1, up to rotation and reflection</source>
            <translation>Hetzelfde rooster als rij nr. %1, op draaiing en spiegeling na</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>%n other row(s) have these points (up to symmetry), some with other lines</source>
            <translation>
                <numerusform>Nog %n rij heeft deze punten (op symmetrie na), met andere lijnen</numerusform>
                <numerusform>Nog %n rijen hebben deze punten (op symmetrie na), sommige met andere lijnen</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>The same points as row #%1, up to rotation and reflection</source>
            <translation>Dezelfde punten als rij nr. %1, op draaiing en spiegeling na</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionPanel</name>
        <message>
            <location filename="../app/gui/collection/CollectionPanel.cpp" line="+43" />
            <source>The grid of the row picked is shown here; Enter or a double-click opens it.</source>
            <translation>Hier staat het rooster van de gekozen rij; Enter of een dubbelklik opent het.</translation>
        </message>
        <message>
            <location line="+38" />
            <source>All variants</source>
            <translation>Alle varianten</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Show only the grids of one variant</source>
            <translation>Alleen de roosters van één variant tonen</translation>
        </message>
        <message>
            <location line="-29" />
            <source>Collection panel</source>
            <translation>Collectiepaneel</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Score ≥ </source>
            <translation>Score ≥ </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show only the grids with at least this score</source>
            <translation>Alleen de roosters met minstens deze score tonen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Filter by code or text</source>
            <translation>Filteren op code of tekst</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Show only the rows whose code, place or line holds this text</source>
            <translation>Alleen de rijen tonen waarvan de code, plaats of regel deze tekst bevat</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Preview of the row picked</source>
            <translation>Voorbeeld van de gekozen rij</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid of the row picked, not opened: the open grid does not change. Enter or a double-click opens it as one undo step.</source>
            <translation>Het rooster van de gekozen rij, niet geopend: het open rooster verandert niet. Enter of een dubbelklik opent het als één ongedaan-maakstap.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Open a collection: File &gt; Open Collection…, or paste a list of codes with Edit &gt; Paste as Collection.</source>
            <translation>Open een collectie: Bestand &gt; Collectie openen…, of plak een lijst codes met Bewerken &gt; Plakken als collectie.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%v of %m</source>
            <translation>%v van %m</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cancel</source>
            <translation>Annuleren</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop reading; the grids read so far stay</source>
            <translation>Stoppen met lezen; de tot nu toe gelezen roosters blijven</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sorting…</source>
            <translation>Sorteren…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The list is being sorted and filtered; it stays usable meanwhile</source>
            <translation>De lijst wordt gesorteerd en gefilterd; hij blijft intussen bruikbaar</translation>
        </message>
        <message>
            <location line="+61" />
            <source>&amp;Open</source>
            <translation>&amp;Openen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Compare with the Open Grid</source>
            <translation>&amp;Vergelijken met het open rooster</translation>
        </message>
        <message>
            <location line="+34" />
            <source>#%1, %2: %3 %4 moves · Enter opens it</source>
            <translation>nr. %1, %2: %3 %4 zetten · Enter opent het</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Reading…</source>
            <translation>Bezig met lezen…</translation>
        </message>
        <message numerus="yes">
            <location line="+47" />
            <source>%n grid(s)</source>
            <translation>
                <numerusform>%n rooster</numerusform>
                <numerusform>%n roosters</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n problem(s)</source>
            <translation>
                <numerusform>%n probleem</numerusform>
                <numerusform>%n problemen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n group(s) of the same grid</source>
            <translation>
                <numerusform>%n groep van hetzelfde rooster</numerusform>
                <numerusform>%n groepen van hetzelfde rooster</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n group(s) of the same points with other lines</source>
            <translation>
                <numerusform>%n groep van dezelfde punten met andere lijnen</numerusform>
                <numerusform>%n groepen van dezelfde punten met andere lijnen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n line(s) without a code</source>
            <translation>
                <numerusform>%n regel zonder code</numerusform>
                <numerusform>%n regels zonder code</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n other file(s) skipped</source>
            <translation>
                <numerusform>Nog %n bestand overgeslagen</numerusform>
                <numerusform>Nog %n bestanden overgeslagen</numerusform>
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
            <translation>Geannuleerd; tot nu toe gelezen: %1</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Not read (%n):</source>
            <translation>
                <numerusform>Niet gelezen (%n):</numerusform>
                <numerusform>Niet gelezen (%n):</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+12" />
            <source>%1 of %n grid(s) shown · %2</source>
            <translation>
                <numerusform>%1 van %n rooster getoond · %2</numerusform>
                <numerusform>%1 van %n roosters getoond · %2</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionProblemModel</name>
        <message>
            <location filename="../app/gui/collection/CollectionProblemModel.cpp" line="+36" />
            <source>Found at</source>
            <translation>Gevonden in</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Why it was not read</source>
            <translation>Waarom het niet gelezen is</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CompareDialog</name>
        <message>
            <location filename="../app/gui/compare/CompareDialog.cpp" line="+25" />
            <source>Compare With</source>
            <translation>Vergelijken met</translation>
        </message>
        <message>
            <location line="+38" />
            <source>A &amp;layer code, game number, move list or record:</source>
            <translation>Een &amp;laagcode, spelnummer, zettenlijst of record:</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Grid to compare with</source>
            <translation>Rooster om mee te vergelijken</translation>
        </message>
        <message>
            <location line="+10" />
            <source>A &amp;file:</source>
            <translation>Een &amp;bestand:</translation>
        </message>
        <message>
            <location line="+2" />
            <source>File to compare with</source>
            <translation>Bestand om mee te vergelijken</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The path of a grid file</source>
            <translation>Het pad van een roosterbestand</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Browse…</source>
            <translation>Blade&amp;ren…</translation>
        </message>
        <message numerus="yes">
            <location line="+14" />
            <source>Grid &amp;number of the collection (%1, %n grid(s)):</source>
            <translation>
                <numerusform>Rooster&amp;nummer in de verzameling (%1, %n rooster):</numerusform>
                <numerusform>Rooster&amp;nummer in de verzameling (%1, %n roosters):</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>Grid number in the collection</source>
            <translation>Roosternummer in de verzameling</translation>
        </message>
        <message>
            <location line="-58" />
            <source>&amp;Compare</source>
            <translation>&amp;Vergelijken</translation>
        </message>
        <message>
            <location line="+132" />
            <source>%1, %2 moves, %3</source>
            <translation>%1, %2 zetten, %3</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Compare With a File</source>
            <translation>Vergelijken met een bestand</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::Document</name>
        <message>
            <location filename="../app/gui/document/Document.cpp" line="+100" />
            <location line="+183" />
            <source>New %1 game</source>
            <translation>Nieuw %1-spel</translation>
        </message>
        <message numerus="yes">
            <location line="-182" />
            <source>%1 grid, %n move(s)</source>
            <translation>
                <numerusform>%1-rooster, %n zet</numerusform>
                <numerusform>%1-rooster, %n zetten</numerusform>
            </translation>
        </message>
        <message>
            <location line="+18" />
            <source>grid-%1</source>
            <translation>rooster-%1</translation>
        </message>
        <message>
            <location line="+51" />
            <source>Analyse Game</source>
            <translation>Partij analyseren</translation>
        </message>
        <message>
            <location filename="../app/gui/document/PlayMoveCommand.cpp" line="+9" />
            <source>Play %1</source>
            <translation>%1 spelen</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::EditGridInfoCommand</name>
        <message>
            <location filename="../app/gui/document/EditGridInfoCommand.cpp" line="+8" />
            <source>Edit %1</source>
            <translation>%1 bewerken</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ExportDialog</name>
        <message>
            <location filename="../app/gui/files/ExportDialog.cpp" line="+55" />
            <location line="+176" />
            <location line="+12" />
            <source>Export Picture</source>
            <translation>Afbeelding exporteren</translation>
        </message>
        <message>
            <location line="-157" />
            <source>As on screen</source>
            <translation>Zoals op het scherm</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Clean print style</source>
            <translation>Strakke afdrukstijl</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Move &amp;numbers</source>
            <translation>&amp;Zetnummers</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Highlight layer %1</source>
            <translation>Laag %1 &amp;markeren</translation>
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
            <translation>Breedte van een PNG in pixels, van een SVG of PDF in punten</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A4</source>
            <translation>A4</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Letter</source>
            <translation>Letter</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fit the picture, with a margin</source>
            <translation>Passend om de afbeelding, met marge</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The page of a PDF or SVG: the picture is scaled to the paper, or the page fits the picture at its width</source>
            <translation>De pagina van een PDF of SVG: de afbeelding wordt op het papier geschaald, of de pagina past zich aan de breedte van de afbeelding aan</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Capt&amp;ion line: author, variant, score and code</source>
            <translation>Bijschri&amp;ftregel: auteur, variant, score en code</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A line under the grid: %1</source>
            <translation>Een regel onder het rooster: %1</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Look:</source>
            <translation>Uiterlijk:</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Width:</source>
            <translation>Breedte:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>PDF/SVG &amp;page:</source>
            <translation>PDF/SVG-&amp;pagina:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Size:</source>
            <translation>Grootte:</translation>
        </message>
        <message>
            <location line="-73" />
            <source>&amp;Save As…</source>
            <translation>Opslaan &amp;als…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Copy Picture</source>
            <translation>Afbeelding &amp;kopiëren</translation>
        </message>
        <message>
            <location line="+116" />
            <source>%1 · score %2 · %3</source>
            <translation>%1 · score %2 · %3</translation>
        </message>
        <message>
            <location line="+6" />
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <location line="+10" />
            <source>PNG %1 × %2 px; PDF/SVG page %3 × %4 mm</source>
            <translation>PNG %1 × %2 px; PDF/SVG-pagina %3 × %4 mm</translation>
        </message>
        <message>
            <location line="+41" />
            <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
            <translation>PNG-afbeelding (*.png);;SVG-tekening (*.svg);;PDF-document (*.pdf)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::FamousGridsMenu</name>
        <message>
            <location filename="../app/gui/files/FamousGridsMenu.cpp" line="+13" />
            <source>Famous &amp;Grids</source>
            <translation>Beroemde roos&amp;ters</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The built-in list does not read: %1</source>
            <translation>De ingebouwde lijst is onleesbaar: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>%1 %2 moves — %3</source>
            <translation>%1 %2 zetten — %3</translation>
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
            <translation>&amp;Openen…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open a grid file (MSR JSON, Pentasol, a code or a move list)</source>
            <translation>Een roosterbestand openen (MSR JSON, Pentasol, een code of een zettenlijst)</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+29" />
            <source>&amp;Save</source>
            <translation>Op&amp;slaan</translation>
        </message>
        <message>
            <location line="-27" />
            <source>Save &amp;As…</source>
            <translation>Opslaan &amp;als…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open &amp;Recent</source>
            <translation>&amp;Recent geopend</translation>
        </message>
        <message>
            <location line="+16" />
            <source>The game's analysis is not saved (it is kept in the grid's file). Save it first?</source>
            <translation>De analyse van de partij is niet opgeslagen (die staat in het bestand van het rooster). Eerst opslaan?</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The grid has changes that are not saved, the game's analysis among them. Save them first?</source>
            <translation>Het rooster heeft wijzigingen die niet zijn opgeslagen, waaronder de analyse van de partij. Eerst opslaan?</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Unsaved Grid</source>
            <translation>Niet-opgeslagen rooster</translation>
        </message>
        <message>
            <location line="-2" />
            <source>The grid has changes that are not saved. Save them first?</source>
            <translation>Het rooster heeft wijzigingen die niet zijn opgeslagen. Eerst opslaan?</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Open Grid</source>
            <translation>Rooster openen</translation>
        </message>
        <message>
            <location line="-62" />
            <source>Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)</source>
            <translation>Roosters (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR-records (*.json *.msr);;Pentasol-bestanden (*.txt);;MS1-tekst (*.txt *.ms1);;Afbeeldingen met hun rooster (*.png *.svg);;Alle bestanden (*)</translation>
        </message>
        <message>
            <location line="+98" />
            <source>%1 was not reopened: it is no longer there</source>
            <translation>%1 is niet opnieuw geopend: het bestand bestaat niet meer</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 was not reopened: %2</source>
            <translation>%1 is niet opnieuw geopend: %2</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Cannot open %1: %2</source>
            <translation>Kan %1 niet openen: %2</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Cannot open %1: %2.</source>
            <translation>Kan %1 niet openen: %2.</translation>
        </message>
        <message>
            <location line="-105" />
            <source>&amp;New Game</source>
            <translation>&amp;Nieuw spel</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 game</source>
            <translation>%1-spel</translation>
        </message>
        <message>
            <location line="+38" />
            <source>&amp;Discard</source>
            <translation>&amp;Verwerpen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Cancel</source>
            <translation>&amp;Annuleren</translation>
        </message>
        <message>
            <location line="+68" />
            <source>Open %1</source>
            <translation>%1 openen</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Save Grid</source>
            <translation>Rooster opslaan</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MSR record (*.msr.json);;Pentasol file (*.pentasol.txt);;MS1 text, the compact MSR record (*.ms1)</source>
            <translation>MSR-record (*.msr.json);;Pentasol-bestand (*.pentasol.txt);;MS1-tekst, het compacte MSR-record (*.ms1)</translation>
        </message>
        <message>
            <location line="+38" />
            <location line="+6" />
            <source>Cannot save %1: %2</source>
            <translation>Kan %1 niet opslaan: %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Saved %1</source>
            <translation>%1 opgeslagen</translation>
        </message>
        <message>
            <location line="+29" />
            <source>&amp;Clear List</source>
            <translation>Lijst &amp;wissen</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridClipboard</name>
        <message>
            <location filename="../app/gui/files/GridClipboard.cpp" line="+40" />
            <source>The clipboard is empty.</source>
            <translation>Het klembord is leeg.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>The clipboard holds a picture without a grid in it: only pictures that Morpion Layers saved or copied carry their grid.</source>
            <translation>Het klembord bevat een afbeelding zonder rooster: alleen afbeeldingen die Morpion Layers heeft opgeslagen of gekopieerd, bevatten hun rooster.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The clipboard holds no text to open.</source>
            <translation>Het klembord bevat geen tekst om te openen.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridCompare</name>
        <message>
            <location filename="../app/gui/compare/GridCompare.cpp" line="+28" />
            <source>Co&amp;mpare With…</source>
            <translation>Ver&amp;gelijken met…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw another grid over this one: the moves both have, and the moves each has alone</source>
            <translation>Een ander rooster over dit rooster tekenen: de zetten die beide hebben, en de zetten die elk alleen heeft</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;End Comparison</source>
            <translation>Vergel&amp;ijking beëindigen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop drawing the other grid over this one</source>
            <translation>Het andere rooster niet meer over dit rooster tekenen</translation>
        </message>
        <message>
            <location line="+57" />
            <source>Cannot read %1 to compare with: %2</source>
            <translation>Kan %1 niet lezen om te vergelijken: %2</translation>
        </message>
        <message>
            <location line="+16" />
            <source>That is a %1 grid; the open grid is %2</source>
            <translation>Dat is een %1-rooster; het open rooster is %2</translation>
        </message>
        <message>
            <location line="+57" />
            <source> · %1 moves in both, %2 only played, %3 only in the better line</source>
            <translation> · %1 zetten in beide, %2 alleen gespeeld, %3 alleen in de betere voortzetting</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Comparing: %1 moves in both, %2 only in this grid, %3 only in the other</source>
            <translation>Vergelijking: %1 zetten in beide, %2 alleen in dit rooster, %3 alleen in het andere</translation>
        </message>
        <message>
            <location line="+5" />
            <source> · the grids are the same</source>
            <translation> · de roosters zijn gelijk</translation>
        </message>
        <message>
            <location line="+2" />
            <source> · the other grid is this one transformed: %1</source>
            <translation> · het andere rooster is dit rooster, getransformeerd: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the same points, with other lines</source>
            <translation> · dezelfde punten, met andere lijnen</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the other grid seen through “%1”, where the two have the most moves in common</source>
            <extracomment>%1: a command of the Transform menu without its access key, such as "Flip Left–Right".</extracomment>
            <translation> · het andere rooster gezien via ‘%1’, waarin de twee de meeste zetten gemeen hebben</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the other grid as it is</source>
            <translation> · het andere rooster zoals het is</translation>
        </message>
        <message>
            <location line="-24" />
            <location line="+25" />
            <source> · Esc leaves the comparison</source>
            <translation> · Esc beëindigt de vergelijking</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Align the Other Grid</source>
            <translation>Het andere rooster uitlijnen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Compare As It Is</source>
            <translation>Vergelijken zoals het is</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridEditActions</name>
        <message>
            <location filename="../app/gui/edit/GridEditActions.cpp" line="+25" />
            <source>Remo&amp;ve Move</source>
            <translation>Zet ver&amp;wijderen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Remove the move under the pointer (or the one picked in the layer panel) with every move that needs it</source>
            <translation>De zet onder de aanwijzer (of de zet gekozen in het laagpaneel) verwijderen, met elke zet die hem nodig heeft</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The move picked in the layer panel is not in the grid, so there is nothing to remove</source>
            <translation>De zet die in het lagenpaneel is gekozen, zit niet in het rooster: er is niets te verwijderen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Point at a move on the board, or pick one in the layer panel, to remove it</source>
            <translation>Wijs een zet op het bord aan, of kies er een in het laagpaneel, om hem te verwijderen</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Remove move %1</source>
            <translation>Zet %1 verwijderen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Removed move %1</source>
            <translation>Zet %1 verwijderd</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Removed move %1 and the %n move(s) that need it</source>
            <translation>
                <numerusform>Zet %1 verwijderd, met de %n zet die hem nodig heeft</numerusform>
                <numerusform>Zet %1 verwijderd, met de %n zetten die hem nodig hebben</numerusform>
            </translation>
        </message>
        <message>
            <location line="+10" />
            <source>No move has its point in (%1, %2)–(%3, %4)</source>
            <translation>Geen zet heeft zijn punt in (%1, %2)–(%3, %4)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Remove region</source>
            <translation>Gebied verwijderen</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Removed %n move(s) from the region and what needs them</source>
            <translation>
                <numerusform>%n zet uit het gebied verwijderd, met wat hem nodig heeft</numerusform>
                <numerusform>%n zetten uit het gebied verwijderd, met wat ze nodig heeft</numerusform>
            </translation>
        </message>
        <message>
            <location line="+9" />
            <source>Take back to move %1</source>
            <translation>Terug naar zet %1</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <location line="+10" />
            <source>Took back %n move(s)</source>
            <translation>
                <numerusform>%n zet teruggenomen</numerusform>
                <numerusform>%n zetten teruggenomen</numerusform>
            </translation>
        </message>
        <message>
            <location line="-1" />
            <source>Take back to layer %1</source>
            <translation>Terug naar laag %1</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Take this one instead</source>
            <translation>Deze zet in plaats daarvan spelen</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Took the move, removed %n move(s) in its way and what needs them</source>
            <translation>
                <numerusform>Zet gespeeld; %n zet die in de weg stond verwijderd, met wat hem nodig heeft</numerusform>
                <numerusform>Zet gespeeld; %n zetten die in de weg stonden verwijderd, met wat ze nodig heeft</numerusform>
            </translation>
        </message>
        <message>
            <location line="+11" />
            <source>Take %1 Instead</source>
            <translation>In plaats daarvan %1 spelen</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Take This One Instead and Remove %n Move(s)</source>
            <translation>
                <numerusform>Deze zet in plaats daarvan spelen en %n zet verwijderen</numerusform>
                <numerusform>Deze zet in plaats daarvan spelen en %n zetten verwijderen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Take %1 Instead and Remove %n Move(s)</source>
            <translation>
                <numerusform>In plaats daarvan %1 spelen en %n zet verwijderen</numerusform>
                <numerusform>In plaats daarvan %1 spelen en %n zetten verwijderen</numerusform>
            </translation>
        </message>
        <message>
            <location line="+19" />
            <location line="+19" />
            <source>Remove Move %1</source>
            <translation>Zet %1 verwijderen</translation>
        </message>
        <message numerus="yes">
            <location line="-18" />
            <source>Remove Move %1 and the %n Move(s) That Need It</source>
            <translation>
                <numerusform>Zet %1 en de %n zet die hem nodig heeft verwijderen</numerusform>
                <numerusform>Zet %1 en de %n zetten die hem nodig hebben verwijderen</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Take Back to Move %1</source>
            <translation>Terug naar zet %1</translation>
        </message>
        <message>
            <location line="+3" />
            <location line="+21" />
            <source>Take Back to Layer %1</source>
            <translation>Terug naar laag %1</translation>
        </message>
        <message>
            <location line="-7" />
            <source>Take Back to Here</source>
            <translation>Terug tot hier</translation>
        </message>
        <message>
            <location line="-41" />
            <source>Take This One Instead</source>
            <translation>Deze zet in plaats daarvan spelen</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridInfoPanel</name>
        <message>
            <location filename="../app/gui/panels/GridInfoPanel.cpp" line="+77" />
            <source>Grid Information</source>
            <translation>Roosterinformatie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Title:</source>
            <translation>Titel:</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Author:</source>
            <translation>Auteur:</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Source:</source>
            <translation>Bron:</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Date:</source>
            <translation>Datum:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Comment:</source>
            <translation>Opmerking:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>What the grid is called</source>
            <translation>Hoe het rooster heet</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Who found it</source>
            <translation>Wie het gevonden heeft</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Where it was published</source>
            <translation>Waar het gepubliceerd is</translation>
        </message>
        <message>
            <location line="+0" />
            <source>When, e.g. 2011-08</source>
            <translation>Wanneer, bijv. 2011-08</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Anything worth keeping with the grid</source>
            <translation>Alles wat het waard is om bij het rooster te bewaren</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Author</source>
            <translation>Auteur</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Source</source>
            <translation>Bron</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Comment</source>
            <translation>Opmerking</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 grid of %2 moves</source>
            <translation>%1-rooster van %2 zetten</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 by %2</source>
            <translation>%1 door %2</translation>
        </message>
        <message numerus="yes">
            <location line="+36" />
            <source>%1 · %n move(s) · %2</source>
            <translation>
                <numerusform>%1 · %n zet · %2</numerusform>
                <numerusform>%1 · %n zetten · %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n layer(s)</source>
            <translation>
                <numerusform>%n laag</numerusform>
                <numerusform>%n lagen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>unfinished, %n legal move(s) left</source>
            <translation>
                <numerusform>onvoltooid, nog %n geldige zet</numerusform>
                <numerusform>onvoltooid, nog %n geldige zetten</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>Based on %1</source>
            <translation>Gebaseerd op %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>the game's analysis, shown in the Analysis panel</source>
            <translation>de analyse van de partij, getoond in het analysepaneel</translation>
        </message>
        <message>
            <location line="+2" />
            <source>an analysis of another game, dropped when saved</source>
            <translation>een analyse van een andere partij, verworpen bij opslaan</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Other fields of the record (kept when saved):</source>
            <translation>Andere velden van het record (blijven behouden bij opslaan):</translation>
        </message>
        <message>
            <location line="-6" />
            <source>an analysis that does not read (%1), kept as it is</source>
            <translation>een analyse die niet te lezen is (%1), ongewijzigd bewaard</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridOpener</name>
        <message>
            <location filename="../app/gui/files/GridOpener.cpp" line="+22" />
            <source>&amp;Paste Code</source>
            <translation>Code &amp;plakken</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the layer code, game number or move list on the clipboard</source>
            <translation>De laagcode, het spelnummer of de zettenlijst op het klembord openen</translation>
        </message>
        <message>
            <location line="+65" />
            <source>Open %1</source>
            <translation>%1 openen</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Opened (%1): %2 %3 moves in %n layer(s)</source>
            <translation>
                <numerusform>Geopend (%1): %2, %3 zetten in %n laag</numerusform>
                <numerusform>Geopend (%1): %2, %3 zetten in %n lagen</numerusform>
            </translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+16" />
            <source>the pasted text</source>
            <translation>de geplakte tekst</translation>
        </message>
        <message>
            <location line="-13" />
            <source>The text holds %1 characters, too many for one grid: it is read as a collection of codes.</source>
            <translation>De tekst bevat %1 tekens, te veel voor één rooster: hij wordt gelezen als een collectie codes.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The text holds several codes: they are listed in the collection panel.</source>
            <translation>De tekst bevat meerdere codes: ze staan in het collectiepaneel.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridTransformActions</name>
        <message>
            <location filename="../app/gui/edit/GridTransformActions.cpp" line="+19" />
            <source>&amp;Rotate / Flip Grid</source>
            <translation>Rooster &amp;draaien / spiegelen</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Changes the grid and its codes; Undo turns it back</source>
            <translation>Verandert het rooster en zijn codes; Ongedaan maken draait het terug</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Canonical Orient&amp;ation</source>
            <translation>&amp;Canonieke oriëntatie</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Turn the grid so that its layer code is its canonical code, the smallest of its 8 images</source>
            <translation>Het rooster zo draaien dat zijn laagcode de canonieke code is, de kleinste van zijn 8 beelden</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy Ca&amp;nonical Code</source>
            <translation>Canonieke code &amp;kopiëren</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the smallest layer code over the 8 rotations and mirror images of the grid, the same for every image: a name for the grid up to symmetry</source>
            <translation>De kleinste laagcode van de 8 draaiingen en spiegelbeelden van het rooster kopiëren, dezelfde voor elk beeld: een naam voor het rooster op symmetrie na</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&amp;Unchanged</source>
            <translation>&amp;Ongewijzigd</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip &amp;Left–Right</source>
            <translation>&amp;Links–rechts spiegelen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip &amp;Top–Bottom</source>
            <translation>&amp;Boven–onder spiegelen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate &amp;180°</source>
            <translation>&amp;180° draaien</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip Along the &amp;Main Diagonal</source>
            <translation>Spiegelen in de &amp;hoofddiagonaal</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate 90° &amp;Clockwise</source>
            <translation>90° met de &amp;klok mee draaien</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate 90° Cou&amp;nter-Clockwise</source>
            <translation>90° &amp;tegen de klok in draaien</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip Along the &amp;Other Diagonal</source>
            <translation>Spiegelen in de &amp;andere diagonaal</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Canonical code copied: the grid is in its canonical orientation</source>
            <translation>Canonieke code gekopieerd: het rooster staat in zijn canonieke oriëntatie</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Canonical code copied: the code of the grid after “%1”</source>
            <translation>Canonieke code gekopieerd: de code van het rooster na ‘%1’</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The grid is already in its canonical orientation</source>
            <translation>Het rooster staat al in zijn canonieke oriëntatie</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Turned to the canonical orientation (%1)</source>
            <translation>Naar de canonieke oriëntatie gedraaid (%1)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::HandPlay</name>
        <message>
            <location filename="../app/gui/board/PlayLinks.cpp" line="+16" />
            <source>Game over: no legal move is left. Score: %1.</source>
            <translation>Spel voorbij: er is geen geldige zet meer. Score: %1.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::HelpMenu</name>
        <message>
            <location filename="../app/gui/help/HelpMenu.cpp" line="+17" />
            <source>&amp;Help</source>
            <translation>&amp;Help</translation>
        </message>
        <message>
            <location line="+3" />
            <source>How to Read the &amp;Layer View</source>
            <translation>De &amp;laagweergave lezen</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Rules of the Four Variants</source>
            <translation>&amp;Regels van de vier varianten</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Keyboard Shortcuts</source>
            <translation>&amp;Sneltoetsen</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Report a &amp;Bug…</source>
            <translation>&amp;Fout melden…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the project's issue tracker in the web browser: %1</source>
            <translation>De issuetracker van het project openen in de webbrowser: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;About Morpion Layers</source>
            <translation>&amp;Over Morpion Layers</translation>
        </message>
        <message>
            <location line="+5" />
            <source>About &amp;Qt</source>
            <translation>Over &amp;Qt</translation>
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
            <translation>&amp;Eerste laag</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Previous Layer</source>
            <translation>&amp;Vorige laag</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Next Layer</source>
            <translation>V&amp;olgende laag</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Last Layer</source>
            <translation>&amp;Laatste laag</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Animate Layers</source>
            <translation>Lagen &amp;animeren</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Drag to move through the layers</source>
            <translation>Sleep om door de lagen te gaan</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Layer shown</source>
            <translation>Getoonde laag</translation>
        </message>
        <message>
            <location line="-5" />
            <source>Layers</source>
            <translation>Lagen</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The layer shown</source>
            <translation>De getoonde laag</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Slow</source>
            <translation>Langzaam</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Normal</source>
            <translation>Normaal</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Fast</source>
            <translation>Snel</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Animation speed</source>
            <translation>Animatiesnelheid</translation>
        </message>
        <message>
            <location line="+3" />
            <source>By layer</source>
            <translation>Per laag</translation>
        </message>
        <message>
            <location line="+0" />
            <source>By move</source>
            <translation>Per zet</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Animate the layers one by one, or replay the moves in their order</source>
            <translation>De lagen een voor een animeren, of de zetten in hun volgorde afspelen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Animation mode</source>
            <translation>Animatiemodus</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerChart</name>
        <message>
            <location filename="../app/gui/panels/LayerChart.cpp" line="+20" />
            <source>Moves taken per layer; click a bar to show that layer</source>
            <translation>Gespeelde zetten per laag; klik op een balk om die laag te tonen</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Moves taken per layer</source>
            <translation>Gespeelde zetten per laag</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No layers.</source>
            <translation>Geen lagen.</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>%n layer(s), at most %1 moves taken in one.</source>
            <translation>
                <numerusform>%n laag, met hoogstens %1 gespeelde zetten.</numerusform>
                <numerusform>%n lagen, hoogstens %1 gespeelde zetten in één laag.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer %1: %2 taken.</source>
            <translation>Laag %1: %2 gespeeld.</translation>
        </message>
        <message>
            <location line="+31" />
            <source>max %1 per layer</source>
            <translation>max. %1 per laag</translation>
        </message>
        <message>
            <location line="+0" />
            <source>no move taken yet</source>
            <translation>nog geen zet gespeeld</translation>
        </message>
        <message numerus="yes">
            <location line="+64" />
            <source>Layer %1: %n move(s) taken</source>
            <translation>
                <numerusform>Laag %1: %n zet gespeeld</numerusform>
                <numerusform>Laag %1: %n zetten gespeeld</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerPanel</name>
        <message>
            <location filename="../app/gui/panels/LayerPanel.cpp" line="+70" />
            <source>Move</source>
            <translation>Zet</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Bit</source>
            <translation>Bit</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Code No.</source>
            <translation>Codenr.</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Loss</source>
            <translation>Verlies</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The candidate's number in the layer code's order, which is not the order of play that the status bar gives</source>
            <translation>Het nummer van de kandidaat in de volgorde van de lagencode, niet de speelvolgorde die de statusbalk geeft</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Candidates of the layer</source>
            <translation>Kandidaten van de laag</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each candidate of the layer with its number and its bit: 1 taken, 0 not taken; then the moves legal at this layer but left untaken in an earlier one.</source>
            <translation>Elke kandidaat van de laag met zijn nummer en zijn bit: 1 gespeeld, 0 niet gespeeld; daarna de zetten die in deze laag geldig zijn maar in een eerdere laag niet gespeeld zijn.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer panel</source>
            <translation>Laagpaneel</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Moves taken per layer</source>
            <translation>Gespeelde zetten per laag</translation>
        </message>
        <message>
            <location line="+86" />
            <source>No layers</source>
            <translation>Geen lagen</translation>
        </message>
        <message numerus="yes">
            <location line="+29" />
            <source>&lt;b&gt;In play&lt;/b&gt;: every one of the %n legal move(s) can be played.</source>
            <translation>
                <numerusform>&lt;b&gt;Bezig&lt;/b&gt;: de %n geldige zet kan gespeeld worden.</numerusform>
                <numerusform>&lt;b&gt;Bezig&lt;/b&gt;: elk van de %n geldige zetten kan gespeeld worden.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>Listed: the moves open at the end, whose 0 bits end the layer code.</source>
            <translation>In de lijst: de zetten die aan het eind open zijn, waarvan de 0-bits de laagcode afsluiten.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&lt;b&gt;Layer %1&lt;/b&gt; / %2&lt;br&gt;%3 of %4 candidates taken</source>
            <translation>&lt;b&gt;Laag %1&lt;/b&gt; / %2&lt;br&gt;%3 van %4 kandidaten gespeeld</translation>
        </message>
        <message>
            <location line="+6" />
            <source>; %1 legal, but left untaken in an earlier layer</source>
            <translation>; %1 geldig, maar in een eerdere laag niet gespeeld</translation>
        </message>
        <message numerus="yes">
            <location line="+30" />
            <source>What this move lost, proven by the solver: the longest game before it was exactly %n move(s) longer than the longest after it</source>
            <translation>
                <numerusform>Wat deze zet kostte, bewezen door de oplosser: de langste partij ervoor was precies %n zet langer dan de langste erna</numerusform>
                <numerusform>Wat deze zet kostte, bewezen door de oplosser: de langste partij ervoor was precies %n zetten langer dan de langste erna</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>What this move lost in the game's analysis: the best game found before it was %n move(s) longer than any found after it</source>
            <translation>
                <numerusform>Wat deze zet kostte in de analyse van de partij: de beste partij die ervoor werd gevonden was %n zet langer dan elke die erna werd gevonden</numerusform>
                <numerusform>Wat deze zet kostte in de analyse van de partij: de beste partij die ervoor werd gevonden was %n zetten langer dan elke die erna werd gevonden</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>Not taken in this layer (bit 0): it stays legal, left for later</source>
            <translation>Niet gespeeld in deze laag (bit 0): blijft geldig, bewaard voor later</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Left untaken earlier (%1)</source>
            <translation>Eerder niet gespeeld (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal at this layer, but left untaken in an earlier layer</source>
            <translation>Geldig in deze laag, maar in een eerdere laag niet gespeeld</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Legal at this layer, but it was a candidate of an earlier layer and was not taken there (the layer code calls it taboo: it has no bit of its own)</source>
            <translation>Geldig in deze laag, maar het was een kandidaat van een eerdere laag en werd daar niet gespeeld (de laagcode noemt het taboe: het heeft geen eigen bit)</translation>
        </message>
        <message>
            <location line="-27" />
            <source>Taken in this layer (bit 1)</source>
            <translation>Gespeeld in deze laag (bit 1)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerSpinBox</name>
        <message>
            <location filename="../app/gui/panels/LayerSpinBox.cpp" line="+26" />
            <location line="+6" />
            <location line="+9" />
            <source>In play</source>
            <translation>Bezig</translation>
        </message>
        <message>
            <location line="-14" />
            <source>Layer %1 / %2</source>
            <translation>Laag %1 / %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerViewGuide</name>
        <message>
            <location filename="../app/gui/help/LayerViewGuide.cpp" line="+150" />
            <source>How to Read the Layer View</source>
            <translation>De laagweergave lezen</translation>
        </message>
        <message>
            <location line="+37" />
            <source>&lt;p&gt;The picture is the 135 of the Famous Grids menu at layer %1. A layer is the set of moves that became possible through the layers before it; the layer bar and the Layers menu step through them.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Earlier layers&lt;/b&gt;: moves already made, in the plain line colour.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Taken in this layer&lt;/b&gt;: the moves of the layer that the game made, in the highlight colour. They can be played in any order.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Not taken&lt;/b&gt;: moves that were possible in this layer and that the game left. They are never played later.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Taboo&lt;/b&gt;: legal here, but left untaken in an earlier layer, so not a move of this game. Shown so that the layer can be read whole.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Later layers&lt;/b&gt;: drawn faintly (View › Ghost Later Layers) or hidden.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;The layer panel lists the layer's possible moves in the fixed order of the code. Its &lt;b&gt;Bit&lt;/b&gt; column is the layer code itself: 1 for a move taken, 0 for one left. Taboo moves get no bit: the code already said 0 for them. Six bits make one character of the code.&lt;/p&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;th&gt;No.&lt;/th&gt;&lt;th&gt;Move&lt;/th&gt;&lt;th&gt;Bit&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</source>
            <translation>&lt;p&gt;De afbeelding is de 135 uit het menu Beroemde roosters, op laag %1. Een laag is de verzameling zetten die mogelijk werden door de lagen ervoor; met de laagbalk en het menu Lagen loop je erdoorheen.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Eerdere lagen&lt;/b&gt;: al gespeelde zetten, in de gewone lijnkleur.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Gespeeld in deze laag&lt;/b&gt;: de zetten van de laag die het spel speelde, in de markeerkleur. Ze kunnen in elke volgorde gespeeld worden.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Niet gespeeld&lt;/b&gt;: zetten die in deze laag mogelijk waren en die het spel liet liggen. Ze worden later nooit gespeeld.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Taboe&lt;/b&gt;: hier geldig, maar in een eerdere laag niet gespeeld, dus geen zet van dit spel. Getoond zodat de laag in zijn geheel gelezen kan worden.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Latere lagen&lt;/b&gt;: vaag getekend (Beeld › Latere lagen vaag tonen) of verborgen.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Het laagpaneel toont de mogelijke zetten van de laag in de vaste volgorde van de code. De kolom &lt;b&gt;Bit&lt;/b&gt; is de laagcode zelf: 1 voor een gespeelde zet, 0 voor een overgeslagen zet. Taboezetten krijgen geen bit: de code gaf er al 0 voor. Zes bits vormen één teken van de code.&lt;/p&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;th&gt;Nr.&lt;/th&gt;&lt;th&gt;Zet&lt;/th&gt;&lt;th&gt;Bit&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LossBadgeDelegate</name>
        <message>
            <location filename="../app/gui/common/LossBadge.cpp" line="+27" />
            <source>Loss: how many moves shorter the best game found after the move is than the best found before it.</source>
            <translation>Verlies: hoeveel zetten de beste partij die na de zet is gevonden korter is dan de beste die ervoor is gevonden.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 1–2: can be the search's noise, another run may not find it; %2 3–9; %3 10 or more.</source>
            <translation>%1 1–2: kan ruis van de zoektocht zijn, een andere run vindt het misschien niet; %2 3–9; %3 10 of meer.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>✓ a proven loss: exact, the solver visited every game from both positions.</source>
            <translation>✓ een bewezen verlies: exact, de oplosser heeft elke partij vanaf beide posities bezocht.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::MainWindow</name>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+104" />
            <source>Layers</source>
            <translation>Lagen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Codes</source>
            <translation>Codes</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="+105" />
            <source>Layer</source>
            <translation>Laag</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Collection</source>
            <translation>Collectie</translation>
        </message>
        <message>
            <location line="-46" />
            <location line="+47" />
            <source>Search</source>
            <translation>Zoeken</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowSignals.cpp" line="+145" />
            <source>The search's best grid: %1 moves</source>
            <translation>Het beste rooster van de zoektocht: %1 zetten</translation>
        </message>
        <message>
            <location line="-31" />
            <source>Printed on %1</source>
            <translation>Afgedrukt op %1</translation>
        </message>
        <message>
            <location line="-43" />
            <source>needs %1, needed by %2</source>
            <translation>heeft %1 nodig, nodig voor %2</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+33" />
            <source>&amp;File</source>
            <translation>&amp;Bestand</translation>
        </message>
        <message>
            <location line="+18" />
            <source>&amp;Quit</source>
            <translation>A&amp;fsluiten</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Edit</source>
            <translation>Be&amp;werken</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="-2" />
            <source>La&amp;yer Panel</source>
            <translation>Laag&amp;paneel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Coll&amp;ection Panel</source>
            <translation>&amp;Collectiepaneel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Search &amp;Panel</source>
            <translation>Z&amp;oekpaneel</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solver</source>
            <translation>Oplosser</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Sol&amp;ver Panel</source>
            <translation>Oploss&amp;erpaneel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Grid Infor&amp;mation</source>
            <translation>Roosterin&amp;formatie</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+17" />
            <source>Pre&amp;ferences…</source>
            <translation>&amp;Voorkeuren…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;View</source>
            <translation>Beel&amp;d</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="+8" />
            <source>Search for high-scoring grids with NRPA or the hill climb, on every core</source>
            <translation>Roosters met een hoge score zoeken met NRPA of heuvelklimmen, op alle kernen</translation>
        </message>
        <message>
            <location line="-10" />
            <source>Analysis</source>
            <translation>Analyse</translation>
        </message>
        <message>
            <location line="+0" />
            <source>A&amp;nalysis Panel</source>
            <translation>A&amp;nalysepaneel</translation>
        </message>
        <message>
            <location line="+9" />
            <source>What each move of the game lost: the analysis and its chart</source>
            <translation>Wat elke zet van de partij kostte: de analyse en haar grafiek</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+20" />
            <source>&amp;Layers</source>
            <translation>&amp;Lagen</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Main</source>
            <translation>Hoofd</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowSignals.cpp" line="+118" />
            <source>This grid is now an edit of “%1”: its record says so, and keeps no title of its own.</source>
            <translation>Dit rooster is nu een bewerking van ‘%1’: het record zegt dat en heeft geen eigen titel.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>This grid is now an edit of “%1”: its record says so, and does not name %2 as its author.</source>
            <translation>Dit rooster is nu een bewerking van ‘%1’: het record zegt dat en noemt %2 niet als auteur.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Keep %1 as Author</source>
            <translation>%1 als auteur &amp;houden</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+21" />
            <source>%1[*] — Morpion Layers</source>
            <translation>%1[*] — Morpion Layers</translation>
        </message>
        <message>
            <location line="+56" />
            <source>Open %1</source>
            <translation>%1 openen</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::MessageBanner</name>
        <message>
            <location filename="../app/gui/common/MessageBanner.cpp" line="+18" />
            <location line="+68" />
            <source>Note</source>
            <translation>Opmerking</translation>
        </message>
        <message>
            <location line="-57" />
            <source>What the message offers</source>
            <translation>Wat het bericht aanbiedt</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Close this message</source>
            <translation>Dit bericht sluiten</translation>
        </message>
        <message>
            <location line="+52" />
            <source>Error</source>
            <translation>Fout</translation>
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
            <translation>morpion-layers: er is geen scherm om een venster op te openen (DISPLAY noch WAYLAND_DISPLAY is ingesteld).
Het opdrachtregelprogramma heeft er geen nodig; bijvoorbeeld het startrooster:
  %1 info %2
  %1 render %2 -o grid.png</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::PictureActions</name>
        <message>
            <location filename="../app/gui/files/PictureActions.cpp" line="+19" />
            <source>&amp;Export Picture…</source>
            <translation>Afbeelding &amp;exporteren…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Grid and P&amp;icture</source>
            <translation>Rooster en af&amp;beelding kopiëren</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy the grid as a picture (carrying its record), its layer code and its record: Paste opens it again</source>
            <translation>Het rooster kopiëren als afbeelding (met zijn record), samen met zijn laagcode en zijn record: Plakken opent het weer</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Picture saved to %1</source>
            <translation>Afbeelding opgeslagen in %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Grid copied: its picture, layer code and record</source>
            <translation>Rooster gekopieerd: afbeelding, laagcode en record</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::PreferencesDialog</name>
        <message>
            <location filename="../app/gui/window/PreferencesDialog.cpp" line="+18" />
            <source>Preferences</source>
            <translation>Voorkeuren</translation>
        </message>
        <message>
            <location line="+2" />
            <source>System language</source>
            <translation>Systeemtaal</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Follow the system</source>
            <translation>Systeem volgen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Light</source>
            <translation>Licht</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dark</source>
            <translation>Donker</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Reopen the last grid at start</source>
            <translation>Het laatste rooster bij het starten opnieuw &amp;openen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid file last opened or saved; unsaved work a crash left behind is offered first</source>
            <translation>Het laatst geopende of opgeslagen roosterbestand; niet-opgeslagen werk van een crash wordt eerst aangeboden</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Language:</source>
            <translation>&amp;Taal:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Board &amp;colours:</source>
            <translation>&amp;Kleuren van het bord:</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ReadFeedback</name>
        <message>
            <location filename="../app/gui/common/ReadFeedback.cpp" line="+23" />
            <source>picture</source>
            <translation>afbeelding</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Not a valid %1: %2.</source>
            <translation>Ongeldig als %1: %2.</translation>
        </message>
        <message>
            <location line="+15" />
            <location line="+5" />
            <source>Read as %1</source>
            <translation>Lezen als %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::RulesDialog</name>
        <message>
            <location filename="../app/gui/help/RulesDialog.cpp" line="+13" />
            <source>Rules of the Four Variants</source>
            <translation>Regels van de vier varianten</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&lt;h3&gt;Morpion Solitaire&lt;/h3&gt;&lt;p&gt;The game starts from a cross of points on squared paper: 36 points for the 5-point games, 24 for the 4-point games. A &lt;b&gt;move&lt;/b&gt; adds one new point and draws a straight line through it: horizontal, vertical or diagonal, covering 5 points (4 in the 4-point games), all of them already on the board but the new one. The game ends when no move is left; the &lt;b&gt;score&lt;/b&gt; is the number of moves. There is no opponent: the aim is the longest game.&lt;/p&gt;&lt;h3&gt;The four variants&lt;/h3&gt;&lt;table cellspacing="6"&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5-point lines, &lt;i&gt;touching&lt;/i&gt;: two lines of the same direction may share an end point, never a stretch between two points. The classic game; the record is 178 moves.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5-point lines, &lt;i&gt;disjoint&lt;/i&gt;: two lines of the same direction may not share any point. Harder; the record is 82 moves.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;4-point lines on the small cross, touching allowed. The best game, 62 moves, is proved optimal.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;4-point lines on the small cross, disjoint. The best game, 35 moves, is proved optimal.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Lines of different directions may always cross. Every game legal in a D variant is legal in the T variant of the same length, not the other way round.&lt;/p&gt;&lt;h3&gt;Layers&lt;/h3&gt;&lt;p&gt;The program shows a finished grid in &lt;b&gt;layers&lt;/b&gt;: layer 0 holds the moves that could be played at the start and were; each later layer, the moves that became possible through the layers before it. Moves of one layer can be played in any order. A move that was possible in a layer but left untaken stays untaken for good: it is shown as &lt;i&gt;taboo&lt;/i&gt; in the later layers where it is still legal. The layer code writes one bit per possible move, layer by layer: 1 taken, 0 left. Help &amp;gt; How to Read the Layer View shows it on a grid.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Morpion Solitaire&lt;/h3&gt;&lt;p&gt;Het spel begint met een kruis van punten op ruitjespapier: 36 punten voor de 5-puntsspellen, 24 voor de 4-puntsspellen. Een &lt;b&gt;zet&lt;/b&gt; voegt één nieuw punt toe en trekt er een rechte lijn doorheen: horizontaal, verticaal of diagonaal, over 5 punten (4 in de 4-puntsspellen), die op het nieuwe na allemaal al op het bord staan. Het spel eindigt als er geen zet meer is; de &lt;b&gt;score&lt;/b&gt; is het aantal zetten. Er is geen tegenstander: het doel is het langste spel.&lt;/p&gt;&lt;h3&gt;De vier varianten&lt;/h3&gt;&lt;table cellspacing="6"&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Lijnen van 5 punten, &lt;i&gt;rakend&lt;/i&gt;: twee lijnen in dezelfde richting mogen een eindpunt delen, maar nooit een stuk tussen twee punten. Het klassieke spel; het record is 178 zetten.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Lijnen van 5 punten, &lt;i&gt;disjunct&lt;/i&gt;: twee lijnen in dezelfde richting mogen geen enkel punt delen. Moeilijker; het record is 82 zetten.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Lijnen van 4 punten op het kleine kruis, raken geldig. Het beste spel, 62 zetten, is bewezen optimaal.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Lijnen van 4 punten op het kleine kruis, disjunct. Het beste spel, 35 zetten, is bewezen optimaal.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Lijnen in verschillende richtingen mogen elkaar altijd kruisen. Elk spel dat geldig is in een D-variant, is ook geldig in de T-variant van dezelfde lengte, maar niet omgekeerd.&lt;/p&gt;&lt;h3&gt;Lagen&lt;/h3&gt;&lt;p&gt;Het programma toont een voltooid rooster in &lt;b&gt;lagen&lt;/b&gt;: laag 0 bevat de zetten die aan het begin gespeeld konden worden en ook gespeeld zijn; elke volgende laag de zetten die mogelijk werden door de lagen ervoor. Zetten van één laag kunnen in elke volgorde gespeeld worden. Een zet die in een laag mogelijk was maar niet gespeeld is, blijft voorgoed ongespeeld: hij wordt als &lt;i&gt;taboe&lt;/i&gt; getoond in de latere lagen waarin hij nog geldig is. De laagcode schrijft één bit per mogelijke zet, laag voor laag: 1 gespeeld, 0 overgeslagen. Help &amp;gt; De laagweergave lezen laat dit zien op een rooster.&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchChart</name>
        <message>
            <location filename="../app/gui/search/SearchChart.cpp" line="+30" />
            <source>%1 h</source>
            <translation>%1 u</translation>
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
            <translation>Beste score in de tijd</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best score found so far, over the time the search has run</source>
            <translation>De beste score tot nu toe, over de tijd dat de zoektocht loopt</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchChart.h" line="+36" />
            <source>best score</source>
            <translation>beste score</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchChart.cpp" line="+86" />
            <source>The best score over time is drawn here while a search runs.</source>
            <translation>De beste score in de tijd wordt hier getekend terwijl een zoektocht loopt.</translation>
        </message>
        <message>
            <location line="+54" />
            <source>Best %1 at %2 s</source>
            <translation>Beste %1 na %2 s</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchFigures</name>
        <message>
            <location filename="../app/gui/search/SearchFigures.cpp" line="+43" />
            <source>neighbourhoods/s</source>
            <translation>omgevingen/s</translation>
        </message>
        <message>
            <location line="+1" />
            <source>playouts/s</source>
            <translation>playouts/s</translation>
        </message>
        <message>
            <location line="+0" />
            <source>iterations/s</source>
            <translation>iteraties/s</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The search's best score, time and speed</source>
            <translation>Beste score, tijd en snelheid van de zoektocht</translation>
        </message>
        <message>
            <location line="+3" />
            <source>best score</source>
            <translation>beste score</translation>
        </message>
        <message>
            <location line="+1" />
            <source>elapsed</source>
            <translation>verstreken</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <location line="+28" />
            <source>%1 in all</source>
            <translation>%1 in totaal</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchLogList</name>
        <message>
            <location filename="../app/gui/search/SearchLogList.cpp" line="+26" />
            <source>Search log</source>
            <translation>Zoeklog</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Each new best: iteration. score (seconds) layer code. Click a line to preview its grid, double-click to load it</source>
            <translation>Elke nieuwe beste: iteratie. score (seconden) laagcode. Klik op een regel om zijn rooster te bekijken, dubbelklik om het te laden</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchPanel</name>
        <message>
            <location filename="../app/gui/search/SearchParameters.cpp" line="+77" />
            <source>NRPA (nested rollout policy adaptation)</source>
            <translation>NRPA (geneste rollout-beleidsaanpassing)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hill climb (the seeds' DNA search)</source>
            <translation>Heuvelklimmen (de oorspronkelijke DNA-zoekmethode)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Improve the open grid (large neighbourhood search)</source>
            <translation>Het open rooster verbeteren (zoeken in grote omgevingen)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds' search, quick to rise and then slow</source>
            <translation>NRPA (Rosin 2011) vond het record van 178; heuvelklimmen is de oorspronkelijke zoekmethode, snel omhoog en daarna traag</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Algorithm</source>
            <translation>&amp;Algoritme</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Nesting level L: one search of level L plays about iterations^L playouts</source>
            <translation>Nestingsniveau L: een zoektocht van niveau L speelt ongeveer iteraties^L playouts</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Iterations of each level (N in the paper)</source>
            <translation>Iteraties per niveau (N in het artikel)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Adaptation step: how far the policy moves toward the best game at each iteration</source>
            <translation>Aanpassingsstap: hoe ver het beleid bij elke iteratie naar het beste spel opschuift</translation>
        </message>
        <message>
            <location line="+6" />
            <source>How strongly the open grid's moves are preferred at first: about 1 barely, 3 keeps a good part of the grid, 5 and more nearly replay it</source>
            <translation>Hoe sterk de zetten van het open rooster eerst de voorkeur krijgen: rond 1 nauwelijks, 3 behoudt een goed deel van het rooster, 5 en meer spelen het bijna na</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Iterations</source>
            <translation>&amp;Iteraties</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Al&amp;pha</source>
            <translation>Al&amp;fa</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Lines of the current game left out at each step of the climb (the seeds use 3)</source>
            <translation>Lijnen van het huidige spel die bij elke stap van het klimmen worden weggelaten (het origineel gebruikt 3)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Blacklist</source>
            <translation>&amp;Zwarte lijst</translation>
        </message>
        <message>
            <location line="+22" />
            <source>The whole grid</source>
            <translation>Het hele rooster</translation>
        </message>
        <message>
            <location line="+88" />
            <source>Region (%1, %2)–(%3, %4)</source>
            <translation>Gebied (%1, %2)–(%3, %4)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Region (none selected)</source>
            <translation>Gebied (geen gekozen)</translation>
        </message>
        <message>
            <location line="-89" />
            <source>Wor&amp;k on</source>
            <translation>Werken o&amp;p</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Independent searches run side by side, one per core; the best of them is shown</source>
            <translation>Onafhankelijke zoektochten naast elkaar, één per kern; de beste wordt getoond</translation>
        </message>
        <message>
            <location line="+4" />
            <source>random</source>
            <translation>willekeurig</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same seed, threads and parameters search the same games again (with an iteration budget, exactly); "random" picks a new seed at each start</source>
            <translation>Dezelfde seed, threads en parameters zoeken opnieuw dezelfde spellen (met een iteratiebudget, exact); ‘willekeurig’ kiest bij elke start een nieuwe seed</translation>
        </message>
        <message>
            <location line="+3" />
            <source>New</source>
            <translation>Nieuw</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pick a new fixed seed</source>
            <translation>Een nieuwe vaste seed kiezen</translation>
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
            <translation>geen limiet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop after this many seconds (0: run until Stop)</source>
            <translation>Stoppen na zoveel seconden (0: tot Stoppen)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>none</source>
            <translation>geen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop as soon as a game reaches this score (0: no target)</source>
            <translation>Stoppen zodra een spel deze score haalt (0: geen doel)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop after</source>
            <translation>Stoppen na</translation>
        </message>
        <message>
            <location line="+2" />
            <source>or at s&amp;core</source>
            <translation>of bij sc&amp;ore</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchPanel.cpp" line="+86" />
            <source>Pick an algorithm and press Start; the search runs beside your work.</source>
            <translation>Kies een algoritme en druk op Starten; de zoektocht loopt naast je werk.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Res&amp;ume</source>
            <translation>Hervatt&amp;en</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Go on with the stopped search exactly where it stopped (Stop pauses it)</source>
            <translation>De gestopte zoektocht precies voortzetten waar hij stopte (Stoppen pauzeert hem)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open State…</source>
            <translation>Toestand openen…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open a search state saved here or by morpion-cli search --checkpoint; Resume goes on with it</source>
            <translation>Een zoektoestand openen die hier of met morpion-cli search --checkpoint is opgeslagen; Hervatten gaat ermee verder</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Save State…</source>
            <translation>Toestand opslaan…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save the stopped search's state to a file, to go on with it later here or with morpion-cli search --checkpoint</source>
            <translation>De toestand van de gestopte zoektocht in een bestand opslaan, om er later hier of met morpion-cli search --checkpoint mee verder te gaan</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchParameters.cpp" line="-154" />
            <source>Search settings</source>
            <translation>Zoekinstellingen</translation>
        </message>
        <message>
            <location line="+59" />
            <source>&amp;Nesting level</source>
            <translation>&amp;Nestingsniveau</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Warm wei&amp;ght</source>
            <translation>Start&amp;gewicht</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Start f&amp;rom</source>
            <translation>Beginnen &amp;vanaf</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The whole grid, or only the region last dragged on the board with Shift: then each neighbourhood is the moves whose points lie in it, with the moves that need them, and every other move stays</source>
            <translation>Het hele rooster, of alleen het gebied dat het laatst met Shift op het bord is gesleept: dan bestaat elke omgeving uit de zetten waarvan het punt erin ligt, met de zetten die ze nodig hebben, en alle andere zetten blijven</translation>
        </message>
        <message>
            <location line="+32" />
            <source>See&amp;d</source>
            <extracomment>The seed of the random generator (a number), as in the status line and the log.</extracomment>
            <translation>&amp;Seed</translation>
        </message>
        <message>
            <location line="+107" />
            <source>The empty cross</source>
            <translation>Het lege kruis</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every game starts from the cross of the variant</source>
            <translation>Elk spel begint vanaf het kruis van de variant</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The open grid, kept as the start</source>
            <translation>Het open rooster, behouden als begin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The open grid, kept (NRPA only)</source>
            <translation>Het open rooster, behouden (alleen NRPA)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every game begins with the moves of the open grid and goes on from its end</source>
            <translation>Elk spel begint met de zetten van het open rooster en gaat verder vanaf het einde ervan</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The open grid, improved</source>
            <translation>Het open rooster, verbeterd</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Improve takes neighbourhoods out of the open grid and refills them</source>
            <translation>Verbeteren haalt omgevingen uit het open rooster en vult ze opnieuw</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Around the open grid (warm start)</source>
            <translation>Rond het open rooster (warme start)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The policy first prefers the open grid's moves (see Warm weight), so the search explores grids near it</source>
            <translation>Het beleid geeft eerst de voorkeur aan de zetten van het open rooster (zie Startgewicht), zodat de zoektocht roosters in de buurt verkent</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Climb from the open grid</source>
            <translation>Klimmen vanaf het open rooster</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The climb's first game is the open grid, finished at random when it is not</source>
            <translation>Het eerste spel van het klimmen is het open rooster, willekeurig afgemaakt als het niet af is</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchPanel.cpp" line="+89" />
            <source>Searching %1 grids</source>
            <translation>Bezig met zoeken naar %1-roosters</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A %1 search, stopped: Resume goes on with it</source>
            <translation>Een %1-zoektocht, gestopt: Hervatten gaat ermee verder</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Searches %1 grids, the variant of the open grid</source>
            <translation>Zoekt %1-roosters, de variant van het open rooster</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Improve works on the open grid, which has no move yet: open or play a grid first.</source>
            <translation>Verbeteren werkt op het open rooster, dat nog geen zetten heeft: open of speel eerst een rooster.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The open grid is finished: no move is left after it, so there is nothing to search from its end. Start from the empty cross, or search around the open grid.</source>
            <translation>Het open rooster is af: er is geen zet meer na, dus er valt vanaf het einde niets te zoeken. Begin vanaf het lege kruis of zoek rond het open rooster.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The target score %1 is not above the open grid's score %2: every game would reach it at once.</source>
            <translation>De doelscore %1 ligt niet boven de score %2 van het open rooster: elk spel zou hem meteen halen.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>These settings cannot be used: %1.</source>
            <translation>Deze instellingen kunnen niet gebruikt worden: %1.</translation>
        </message>
        <message>
            <location line="+40" />
            <source>&amp;Stop</source>
            <translation>Afb&amp;reken</translation>
        </message>
        <message>
            <location line="+0" />
            <source>&amp;Start</source>
            <translation>Sta&amp;rten</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop the search; its log and best grid stay</source>
            <translation>De zoektocht stoppen; zijn log en beste rooster blijven</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start a search with these settings (F5)</source>
            <translation>Een zoektocht starten met deze instellingen (F5)</translation>
        </message>
        <message>
            <location line="-219" />
            <source>Search panel</source>
            <translation>Zoekpaneel</translation>
        </message>
        <message>
            <location line="+166" />
            <source>No region is selected: drag a rectangle on the board with Shift held (its moves are removed), or improve the whole grid.</source>
            <translation>Er is geen gebied gekozen: sleep met Shift ingedrukt een rechthoek op het bord (de zetten erin worden verwijderd), of verbeter het hele rooster.</translation>
        </message>
        <message>
            <location line="+56" />
            <source>&amp;Start Search</source>
            <translation>Zoektocht &amp;starten</translation>
        </message>
        <message>
            <location line="+0" />
            <source>&amp;Stop Search</source>
            <extracomment>View menu, while a search runs, in place of Start Search (whose access key it can share)</extracomment>
            <translation>Zoektocht s&amp;toppen</translation>
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
            <translation>Verbeteren</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+84" />
            <source>Hill climb</source>
            <translation>Heuvelklimmen</translation>
        </message>
        <message numerus="yes">
            <location line="-83" />
            <source>%1 searching on %n thread(s), seed %2…</source>
            <translation>
                <numerusform>%1 zoekt op %n thread, seed %2…</numerusform>
                <numerusform>%1 zoekt op %n threads, seed %2…</numerusform>
            </translation>
        </message>
        <message>
            <location line="+22" />
            <source>Going on from %1 %2, best %3…</source>
            <translation>Verder vanaf %1 %2, beste %3…</translation>
        </message>
        <message>
            <location line="+0" />
            <source>playouts</source>
            <translation>playouts</translation>
        </message>
        <message>
            <location line="+0" />
            <source>iterations</source>
            <translation>iteraties</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Search state saved to %1</source>
            <translation>Zoektoestand opgeslagen in %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Save Search State</source>
            <translation>Zoektoestand opslaan</translation>
        </message>
        <message>
            <location line="+36" />
            <source>Opened the %1 search of %2 grids (seed %3) at %4 in %5, best %6: Resume goes on with it.</source>
            <translation>Een %1-zoektocht naar %2-roosters geopend (seed %3), gestopt bij %4 na %5, beste %6: Hervatten gaat ermee verder.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Open Search State</source>
            <translation>Zoektoestand openen</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Stopping…</source>
            <translation>Bezig met stoppen…</translation>
        </message>
        <message>
            <location line="+27" />
            <source>The search could not run: %1</source>
            <translation>De zoektocht kon niet lopen: %1</translation>
        </message>
        <message>
            <location line="+32" />
            <source>the search finished its work</source>
            <translation>de zoektocht heeft zijn werk gedaan</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the time limit was reached</source>
            <translation>de tijdslimiet is bereikt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the target score was reached</source>
            <translation>de doelscore is bereikt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the iteration budget was spent</source>
            <translation>het iteratiebudget is op</translation>
        </message>
        <message>
            <location line="+1" />
            <source>stopped</source>
            <translation>gestopt</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 playouts</source>
            <translation>%1 playouts</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 neighbourhoods</source>
            <translation>%1 omgevingen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 iterations</source>
            <translation>%1 iteraties</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ended (%1): best %2 after %3 in %4, seed %5.</source>
            <translation>Beëindigd (%1): beste %2 na %3 in %4, seed %5.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Ended (%1) before the first game was over.</source>
            <translation>Beëindigd (%1) voordat het eerste spel voorbij was.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Resume goes on from here.</source>
            <translation>Hervatten gaat vanaf hier verder.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchPreview</name>
        <message>
            <location filename="../app/gui/search/SearchPreview.cpp" line="+11" />
            <source>Search Preview</source>
            <translation>Zoekvoorbeeld</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Best grid of the search</source>
            <translation>Beste rooster van de zoektocht</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A preview of a grid the search found: the document does not change. Double-click, or Load, to open it as one undo step.</source>
            <translation>Voorbeeld van een rooster dat de zoektocht vond: het document verandert niet. Dubbelklik, of Laden, om het te openen als één stap voor ongedaan maken.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The best grid is shown here.</source>
            <translation>Het beste rooster wordt hier getoond.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchResults</name>
        <message>
            <location filename="../app/gui/search/SearchResults.cpp" line="+25" />
            <source>What the search found</source>
            <translation>Wat de zoektocht heeft gevonden</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Previe&amp;w best</source>
            <translation>Beste be&amp;kijken</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Show the best grid (or the log line picked) in a picture below: the document does not change</source>
            <translation>Het beste rooster (of de gekozen logregel) in een afbeelding hieronder tonen: het document verandert niet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>L&amp;oad best</source>
            <translation>Beste overne&amp;men</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the best grid so far on the board as one undo step; the search goes on</source>
            <translation>Het beste rooster tot nu toe op het bord openen als één stap voor ongedaan maken; de zoektocht gaat door</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Co&amp;mpare best</source>
            <translation>Beste vergeli&amp;jken</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Draw the best grid (or the log line picked) over the open grid: the moves both have, and the moves each has alone</source>
            <translation>Het beste rooster (of de gekozen logregel) over het open rooster tekenen: de zetten die beide hebben, en de zetten die elk alleen heeft</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy code</source>
            <translation>Code kopiëren</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the layer code of the best grid</source>
            <translation>De laagcode van het beste rooster kopiëren</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy log</source>
            <translation>Log kopiëren</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the log, one line per new best, in the seeds' form</source>
            <translation>Het log kopiëren, één regel per nieuwe beste, in het oorspronkelijke formaat</translation>
        </message>
        <message>
            <location line="-24" />
            <source>Load &amp;Best Search Grid</source>
            <translation>&amp;Beste rooster van de zoektocht laden</translation>
        </message>
        <message>
            <location line="+127" />
            <source>Preview, not loaded: the best so far, %1</source>
            <translation>Voorbeeld, niet geladen: de beste tot nu toe, %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Preview, not loaded: %1 at %2 s</source>
            <translation>Voorbeeld, niet geladen: %1 na %2 s</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Load search result %1</source>
            <translation>Zoekresultaat %1 laden</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Loaded the search's grid of %1 moves; Undo brings back the previous grid.</source>
            <translation>Het rooster van %1 zetten uit de zoektocht is geladen; Ongedaan maken brengt het vorige rooster terug.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Layer code of the best grid copied</source>
            <translation>Laagcode van het beste rooster gekopieerd</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Search log copied</source>
            <translation>Zoeklog gekopieerd</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchStateFile</name>
        <message>
            <location filename="../app/gui/search/SearchStateFile.cpp" line="+21" />
            <source>Cannot save the search state to %1: %2</source>
            <translation>Kan de zoektoestand niet opslaan in %1: %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cannot open %1: %2</source>
            <translation>Kan %1 niet openen: %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is too large to be a search state.</source>
            <translation>%1 is te groot om een zoektoestand te zijn.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 is not a search state Morpion Layers can go on from: %2</source>
            <translation>%1 is geen zoektoestand waarmee Morpion Layers verder kan: %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Search states (*.checkpoint);;All files (*)</source>
            <translation>Zoektoestanden (*.checkpoint);;Alle bestanden (*)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ShortcutsDialog</name>
        <message>
            <location filename="../app/gui/help/ShortcutsDialog.cpp" line="+46" />
            <source>Keyboard Shortcuts</source>
            <translation>Sneltoetsen</translation>
        </message>
        <message>
            <location line="+19" />
            <source>&lt;h3&gt;Menu commands&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Menuopdrachten&lt;/h3&gt;</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&lt;h3&gt;On the board&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Click&lt;/td&gt;&lt;td&gt;play the highlighted move&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab, Shift+Tab, mouse wheel&lt;/td&gt;&lt;td&gt;where a point has several lines: choose the line&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;cancel the move under the pointer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Mouse wheel (Ctrl + wheel while choosing a line)&lt;/td&gt;&lt;td&gt;zoom&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Drag&lt;/td&gt;&lt;td&gt;pan&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;h3&gt;Op het bord&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Klikken&lt;/td&gt;&lt;td&gt;de gemarkeerde zet spelen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab, Shift+Tab, muiswiel&lt;/td&gt;&lt;td&gt;waar een punt meerdere lijnen heeft: de lijn kiezen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;de zet onder de aanwijzer annuleren&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Muiswiel (Ctrl + wiel bij het kiezen van een lijn)&lt;/td&gt;&lt;td&gt;zoomen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Slepen&lt;/td&gt;&lt;td&gt;verschuiven&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
        <message>
            <location line="+8" />
            <source>&lt;h3&gt;Editing on the board&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Shift + drag&lt;/td&gt;&lt;td&gt;remove the moves in a rectangle, with the moves that need them; the rectangle stays selected as the region Improve can work on&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Right click&lt;/td&gt;&lt;td&gt;remove a move, take back, or take an untaken move of the shown layer instead&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;leave a comparison; else drop the selected region&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;h3&gt;Bewerken op het bord&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Shift + slepen&lt;/td&gt;&lt;td&gt;de zetten in een rechthoek verwijderen, met de zetten die ze nodig hebben; de rechthoek blijft gekozen als het gebied waarop Verbeteren kan werken&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Rechtsklikken&lt;/td&gt;&lt;td&gt;een zet verwijderen, terugnemen, of in plaats daarvan een niet gespeelde zet van de getoonde laag spelen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;een vergelijking verlaten; anders het gekozen gebied loslaten&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SignalQuit</name>
        <message>
            <location filename="../app/gui/window/SignalQuit.cpp" line="+93" />
            <source>Not quitting on signal %1: %2. Save the grid, or send the signal again to quit without it.</source>
            <translation>Niet afgesloten bij signaal %1: %2. Sla het rooster op, of stuur het signaal opnieuw om zonder het rooster af te sluiten.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Quitting on signal %1 without the unsaved work: %2</source>
            <translation>Afgesloten bij signaal %1 zonder het niet-opgeslagen werk: %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The unsaved work is kept in %1, because %2 could not take it: %3</source>
            <translation>Het niet-opgeslagen werk wordt in %1 bewaard, omdat %2 het niet kon opnemen: %3</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SolvePanel</name>
        <message>
            <location filename="../app/gui/analysis/SolvePanel.cpp" line="+43" />
            <source>Solver panel</source>
            <translation>Oplosserpaneel</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+227" />
            <location line="+2" />
            <source>Solve from Here</source>
            <translation>Vanaf hier oplossen</translation>
        </message>
        <message>
            <location line="-227" />
            <source>Prove the longest game from the position on the board, and light the moves that keep it</source>
            <translation>De langste partij vanaf de positie op het bord bewijzen en de zetten oplichten die haar behouden</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Millions of positions the solver may visit from here (and again after each legal move): a position with more is not proven, and the best game found is shown</source>
            <translation>Miljoenen posities die de oplosser vanaf hier mag bezoeken (en opnieuw na elke geldige zet): een positie met meer is niet bewezen, en de beste gevonden partij wordt getoond</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Million nodes:</source>
            <translation>Miljoen knopen:</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Live hint while playing 4T and 4D</source>
            <translation>Live hint tijdens het spelen van 4T en 4D</translation>
        </message>
        <message>
            <location line="+2" />
            <source>After each move, solve the new position in the background and light the moves that keep the best score, once positions are small enough to answer at once</source>
            <translation>Na elke zet de nieuwe positie op de achtergrond oplossen en de zetten oplichten die de beste score behouden, zodra posities klein genoeg zijn om meteen te antwoorden</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Solver progress</source>
            <translation>Voortgang van de oplosser</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Play the game the solver found from this position (one step that can be undone)</source>
            <translation>De partij spelen die de oplosser vanaf deze positie vond (één stap die ongedaan kan worden gemaakt)</translation>
        </message>
        <message>
            <location line="+56" />
            <source>The position changed: Solve from Here was cancelled.</source>
            <translation>De positie is veranderd: Vanaf hier oplossen is geannuleerd.</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Solving…</source>
            <translation>Oplossen…</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Proven: %1. Checking which moves keep it: %2 of %3, %4 nodes, %5 s</source>
            <translation>Bewezen: %1. Controleren welke zetten het behouden: %2 van %3, %4 knopen, %5 s</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Solving: %1 nodes, %2 s</source>
            <translation>Oplossen: %1 knopen, %2 s</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Solve from Here could not run: %1</source>
            <translation>Vanaf hier oplossen kon niet worden uitgevoerd: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cancelled: the best game found so far scores %1, not proven.</source>
            <translation>Geannuleerd: de beste partij die tot nu toe is gevonden heeft %1, niet bewezen.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Solved: the longest game from here scores %1</source>
            <translation>Opgelost: de langste partij vanaf hier heeft %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not proven: the best game found scores %1</source>
            <translation>Niet bewezen: de beste gevonden partij heeft %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cancel Solving</source>
            <translation>Oplossen annuleren</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Proven: the game is over here, at %1.</source>
            <translation>Bewezen: de partij is hier afgelopen, op %1.</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Proven: the longest game from here scores %1, %n move(s) more.</source>
            <translation>
                <numerusform>Bewezen: de langste partij vanaf hier heeft %1, %n zet meer.</numerusform>
                <numerusform>Bewezen: de langste partij vanaf hier heeft %1, %n zetten meer.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n move(s) keep it reachable: lit on the board.</source>
            <translation>
                <numerusform>%n zet houdt het bereikbaar: opgelicht op het bord.</numerusform>
                <numerusform>%n zetten houden het bereikbaar: opgelicht op het bord.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Lit on the board: the %n move(s) proven to keep it; the others were not proven within the budget.</source>
            <translation>
                <numerusform>Opgelicht op het bord: de %n zet die het bewezen behoudt; de andere zijn niet bewezen binnen het budget.</numerusform>
                <numerusform>Opgelicht op het bord: de %n zetten die het bewezen behouden; de andere zijn niet bewezen binnen het budget.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>Live hint: this position has more than %1 nodes to walk; the hint comes back once fewer moves are left.</source>
            <translation>Live hint: deze positie heeft meer dan %1 knopen te doorlopen; de hint komt terug zodra er minder zetten over zijn.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Not proven within %1 nodes: best found %2.</source>
            <translation>Niet bewezen binnen %1 knopen: beste gevonden %2.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Live hint on: the moves that keep the best score light up once the position is small enough to solve at once.</source>
            <translation>Live hint aan: de zetten die de beste score behouden lichten op zodra de positie klein genoeg is om meteen op te lossen.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve from Here proves the longest game from the position on the board.</source>
            <translation>Vanaf hier oplossen bewijst de langste partij vanaf de positie op het bord.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Play the Optimal Line</source>
            <translation>Optimale lijn spelen</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Play the Best Line Found</source>
            <translation>Beste gevonden voortzetting spelen</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Play the optimal line</source>
            <translation>Optimale lijn spelen</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Play the best line found</source>
            <translation>Beste gevonden voortzetting spelen</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Played the optimal line: %n move(s)</source>
            <translation>
                <numerusform>Optimale lijn gespeeld: %n zet</numerusform>
                <numerusform>Optimale lijn gespeeld: %n zetten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Played the best line found: %n move(s)</source>
            <translation>
                <numerusform>Beste gevonden voortzetting gespeeld: %n zet</numerusform>
                <numerusform>Beste gevonden voortzetting gespeeld: %n zetten</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::StatusFields</name>
        <message>
            <location filename="../app/gui/window/StatusFields.cpp" line="+28" />
            <source>Variant</source>
            <translation>Variant</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The point under the pointer</source>
            <translation>Het punt onder de aanwijzer</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Score %1, finished</source>
            <translation>Score %1, afgelopen</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Score %1, %n legal</source>
            <translation>
                <numerusform>Score %1, %n geldig</numerusform>
                <numerusform>Score %1, %n geldig</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n layer(s)</source>
            <translation>
                <numerusform>%n laag</numerusform>
                <numerusform>%n lagen</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layer %1</source>
            <translation>Laag %1</translation>
        </message>
        <message>
            <location line="+0" />
            <source>In play</source>
            <translation>Bezig</translation>
        </message>
        <message>
            <location line="+9" />
            <source>(%1, %2)</source>
            <translation>(%1, %2)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>(%1, %2): move %3 in the order of play, layer %4</source>
            <translation>(%1, %2): zet %3 in de speelvolgorde, laag %4</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Move %1 / %2</source>
            <translation>Zet %1 / %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::UndoActions</name>
        <message>
            <location filename="../app/gui/edit/UndoActions.cpp" line="+28" />
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>&amp;Ongedaan maken</translation>
        </message>
        <message>
            <location line="-1" />
            <source>&amp;Undo %1</source>
            <translation>&amp;Ongedaan maken: %1</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+1" />
            <source>&amp;Redo</source>
            <translation>Op&amp;nieuw</translation>
        </message>
        <message>
            <location line="-1" />
            <source>&amp;Redo %1</source>
            <translation>Op&amp;nieuw: %1</translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>Undone: %1 (%n move(s) on the board)</source>
            <translation>
                <numerusform>Ongedaan gemaakt: %1 (%n zet op het bord)</numerusform>
                <numerusform>Ongedaan gemaakt: %1 (%n zetten op het bord)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>Redone: %1 (%n move(s) on the board)</source>
            <translation>
                <numerusform>Opnieuw gedaan: %1 (%n zet op het bord)</numerusform>
                <numerusform>Opnieuw gedaan: %1 (%n zetten op het bord)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ViewActions</name>
        <message>
            <location filename="../app/gui/board/ViewActions.cpp" line="+20" />
            <source>Zoom &amp;In</source>
            <translation>&amp;Inzoomen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Zoom &amp;Out</source>
            <translation>&amp;Uitzoomen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Fit Grid</source>
            <translation>&amp;Rooster passend maken</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Focus on the Boar&amp;d</source>
            <translation>N&amp;aar het bord</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Move the keyboard to the board: arrows step layers, Enter plays</source>
            <translation>Het toetsenbord gaat naar het bord: pijlen doorlopen de lagen, Enter speelt</translation>
        </message>
        <message>
            <location line="+10" />
            <source>&amp;Highlight Current Layer</source>
            <translation>Huidige laag &amp;markeren</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Ghost Later Layers</source>
            <translation>Latere lagen &amp;vaag tonen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show later layers faintly instead of hiding them</source>
            <translation>Latere lagen vaag tonen in plaats van ze te verbergen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move N&amp;umbers</source>
            <translation>&amp;Zetnummers</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Legend</source>
            <translation>&amp;Legenda</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hin&amp;ts: All Legal Moves</source>
            <translation>&amp;Hints: alle geldige zetten</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Colours</source>
            <translation>&amp;Kleuren</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Follow the &amp;System</source>
            <translation>Systeem &amp;volgen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Light</source>
            <translation>&amp;Licht</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Dark</source>
            <translation>&amp;Donker</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::WebPageExport</name>
        <message>
            <location filename="../app/gui/files/WebPageExport.cpp" line="+23" />
            <source>Export &amp;Web Page…</source>
            <translation>Exporteren als &amp;webpagina…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The grid as one web page that any browser opens, with no network and nothing installed</source>
            <translation>Het rooster als één webpagina die elke browser opent, zonder netwerk en zonder iets te installeren</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This installation has no web page: it is built when Emscripten and esbuild are installed</source>
            <translation>Deze installatie heeft geen webpagina: die wordt gebouwd als Emscripten en esbuild geïnstalleerd zijn</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Export Web Page</source>
            <translation>Webpagina exporteren</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Web page (*.html)</source>
            <translation>Webpagina (*.html)</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Web page saved to %1</source>
            <translation>Webpagina opgeslagen in %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cannot write %1: this installation has no web page.</source>
            <translation>Kan %1 niet schrijven: deze installatie heeft geen webpagina.</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+3" />
            <source>Cannot write %1: %2</source>
            <translation>Kan %1 niet schrijven: %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::paint::BoardLegend</name>
        <message>
            <location filename="../app/paint/BoardScene.cpp" line="+167" />
            <source>In both grids (%1)</source>
            <translation>In beide roosters (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Only in this grid (%1)</source>
            <translation>Alleen in dit rooster (%1)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Only in the other grid (%1)</source>
            <translation>Alleen in het andere rooster (%1)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Needs (%1)</source>
            <translation>Heeft nodig (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Needed by (%1)</source>
            <translation>Nodig voor (%1)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The grid as opened (%1)</source>
            <translation>Het rooster zoals geopend (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your moves (%1)</source>
            <translation>Jouw zetten (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal moves: click to play (%1)</source>
            <translation>Geldige zetten: klik om te spelen (%1)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Earlier layers</source>
            <translation>Eerdere lagen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layer %1: taken (%2)</source>
            <translation>Laag %1: gespeeld (%2)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer %1: not taken (%2)</source>
            <translation>Laag %1: niet gespeeld (%2)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Legal, but left untaken in an earlier layer (%1)</source>
            <translation>Geldig, maar in een eerdere laag niet gespeeld (%1)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Later layers</source>
            <translation>Latere lagen</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Hint: keeps the proven best, %2, reachable (%1)</source>
            <translation>Hint: houdt het bewezen beste, %2, bereikbaar (%1)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Hint: a legal move (%1)</source>
            <translation>Hint: een geldige zet (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Last move</source>
            <translation>Laatste zet</translation>
        </message>
    </context>
    <context>
        <name>morpion::paint::PictureExport</name>
        <message>
            <location filename="../app/paint/PictureExport.cpp" line="+148" />
            <source>Unknown picture type “%1”: use .png, .svg or .pdf.</source>
            <translation>Onbekend afbeeldingstype ‘%1’: gebruik .png, .svg of .pdf.</translation>
        </message>
        <message>
            <location line="+12" />
            <location line="+43" />
            <source>Cannot write %1: %2</source>
            <translation>Kan %1 niet schrijven: %2</translation>
        </message>
        <message>
            <location line="-33" />
            <location line="+12" />
            <source>Morpion Solitaire grid</source>
            <translation>Morpion Solitaire-rooster</translation>
        </message>
        <message>
            <location line="-11" />
            <source>Drawn by Morpion Layers</source>
            <translation>Getekend door Morpion Layers</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the SVG drawing did not start.</source>
            <translation>Kan %1 niet schrijven: de SVG-tekening is niet begonnen.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the SVG drawing did not finish.</source>
            <translation>Kan %1 niet schrijven: de SVG-tekening is niet afgerond.</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Cannot write %1: the PDF drawing did not start.</source>
            <translation>Kan %1 niet schrijven: de PDF-tekening is niet begonnen.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the PDF drawing did not finish.</source>
            <translation>Kan %1 niet schrijven: de PDF-tekening is niet afgerond.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Cannot write %1: the picture came out empty.</source>
            <translation>Kan %1 niet schrijven: de afbeelding is leeg.</translation>
        </message>
    </context>
</TS>
