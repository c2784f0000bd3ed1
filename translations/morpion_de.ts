<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
    <context>
        <name>ErrorDetail</name>
        <message>
            <location filename="../core/codes/Alphabet.cpp" line="+50" />
            <location filename="../core/formats/Json.cpp" line="+187" />
            <source>byte 0x%1</source>
            <translation>Byte 0x%1</translation>
        </message>
        <message>
            <location filename="../core/formats/BestCode.cpp" line="+70" />
            <source>%1 holds no %2 grid</source>
            <translation>%1 enthält kein %2-Gitter</translation>
        </message>
        <message>
            <location filename="../core/formats/CodeCollection.cpp" line="+263" />
            <source>a code of %1 characters is longer than any grid needs (limit %2)</source>
            <translation>ein Code mit %1 Zeichen ist länger, als irgendein Gitter braucht (Grenze %2)</translation>
        </message>
        <message>
            <location line="+84" />
            <source>no variant decodes it; as %1: %2</source>
            <translation>keine Variante decodiert ihn; als %1: %2</translation>
        </message>
        <message>
            <location filename="../core/rules/Dependencies.cpp" line="+47" />
            <source>%1 adds a point that is already on the board</source>
            <translation>%1 fügt einen Punkt hinzu, der schon auf dem Brett ist</translation>
        </message>
        <message>
            <location filename="../core/codes/LayerCoder.cpp" line="+303" />
            <location filename="../core/formats/Pentasol.cpp" line="+326" />
            <location filename="../core/rules/Dependencies.cpp" line="+17" />
            <location filename="../core/rules/MoveText.cpp" line="+218" />
            <source>the point is not on its line</source>
            <translation>der Punkt liegt nicht auf seiner Linie</translation>
        </message>
        <message>
            <location filename="../core/rules/Dependencies.cpp" line="+12" />
            <source>its line passes through %1, %2, which no move of the grid adds</source>
            <translation>seine Linie geht durch %1, %2, den kein Zug des Gitters hinzufügt</translation>
        </message>
        <message>
            <location filename="../core/codes/GameNumber.cpp" line="+123" />
            <source>no game number</source>
            <translation>keine Partienummer</translation>
        </message>
        <message>
            <location line="+22" />
            <source>%1 digits; a %2 game number has at most %3</source>
            <translation>%1 Ziffern; eine %2-Partienummer hat höchstens %3</translation>
        </message>
        <message>
            <location line="+30" />
            <source>the game ends after %1 moves</source>
            <translation>die Partie endet nach %1 Zügen</translation>
        </message>
        <message>
            <location filename="../core/codes/GridEdit.cpp" line="+63" />
            <source>move %1 is not in the grid of %2 moves</source>
            <translation>Zug %1 ist nicht im Gitter mit %2 Zügen</translation>
        </message>
        <message>
            <location line="+66" />
            <source>%1 is already in the grid</source>
            <translation>%1 ist schon im Gitter</translation>
        </message>
        <message>
            <location filename="../core/codes/GridEdit.h" line="+27" />
            <source>grid move %1 cannot be played there: %2</source>
            <translation>der Gitterzug %1 kann dort nicht gespielt werden: %2</translation>
        </message>
        <message>
            <location filename="../core/formats/GridFile.cpp" line="+60" />
            <source>is a directory, not a grid file</source>
            <translation>ist ein Ordner, keine Gitterdatei</translation>
        </message>
        <message>
            <location line="+2" />
            <source>not a regular file (a device, pipe or socket is not read)</source>
            <translation>keine gewöhnliche Datei (Geräte, Pipes und Sockets werden nicht gelesen)</translation>
        </message>
        <message>
            <location line="+57" />
            <source>%1 is larger than %2 MiB</source>
            <translation>%1 ist größer als %2 MiB</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is larger than %2 bytes</source>
            <translation>%1 ist größer als %2 Byte</translation>
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
            <translation>nichts nach dem Variantenpräfix</translation>
        </message>
        <message>
            <location line="-18" />
            <source>not in the code alphabet</source>
            <translation>nicht im Code-Alphabet</translation>
        </message>
        <message>
            <location line="+5" />
            <source>more than %1 characters, the most a layer code or a game number can have</source>
            <translation>mehr als %1 Zeichen, das Höchste, was ein Schichtcode oder eine Partienummer haben kann</translation>
        </message>
        <message>
            <location line="+114" />
            <source>not a layer code, nor a game number: %1</source>
            <translation>weder ein Schichtcode noch eine Partienummer: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>as one it runs out after move %1 and the rest of the game would be guessed</source>
            <translation>als solche reicht sie nur bis Zug %1, der Rest der Partie würde geraten</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1; %2</source>
            <translation>%1; %2</translation>
        </message>
        <message>
            <location filename="../core/formats/GridReader.cpp" line="-268" />
            <source>no variant replays the whole list; as %1: %2</source>
            <translation>keine Variante spielt die ganze Liste nach; als %1: %2</translation>
        </message>
        <message>
            <location line="+104" />
            <source>in the picture's record: %1</source>
            <translation>im Datensatz des Bildes: %1</translation>
        </message>
        <message>
            <location line="+73" />
            <source>the most a game number's text can take (a game number has at most %1 digits)</source>
            <translation>das Höchste, was der Text einer Partienummer einnehmen kann (eine Partienummer hat höchstens %1 Ziffern)</translation>
        </message>
        <message>
            <location line="+63" />
            <source>%1 bytes, more than %2</source>
            <translation>%1 Byte, mehr als %2</translation>
        </message>
        <message>
            <location line="+117" />
            <source>auto is for reading only</source>
            <translation>auto gibt es nur beim Lesen</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="+90" />
            <source>improve region radius %1 is outside %2..%3</source>
            <translation>improve-Regionsradius %1 liegt außerhalb von %2..%3</translation>
        </message>
        <message>
            <location line="+2" />
            <source>improve layer span %1 is outside %2..%3</source>
            <translation>improve-Schichtspanne %1 liegt außerhalb von %2..%3</translation>
        </message>
        <message>
            <location line="+2" />
            <source>improve largest removal %1 is outside %2..%3</source>
            <translation>größte Entfernung bei improve %1 liegt außerhalb von %2..%3</translation>
        </message>
        <message>
            <location filename="../core/formats/Msr.cpp" line="+346" />
            <source>cannot start zlib</source>
            <translation>zlib lässt sich nicht starten</translation>
        </message>
        <message>
            <location filename="../core/formats/Inflate.cpp" line="+80" />
            <source>a block of the reserved type 3</source>
            <translation>ein Block des reservierten Typs 3</translation>
        </message>
        <message>
            <location line="+42" />
            <source>a code that stands for no symbol</source>
            <translation>ein Code, der für kein Symbol steht</translation>
        </message>
        <message>
            <location line="+17" />
            <source>a stored block whose length does not match its complement</source>
            <translation>ein gespeicherter Block, dessen Länge nicht zu ihrem Komplement passt</translation>
        </message>
        <message>
            <location line="+38" />
            <source>more codes than DEFLATE has symbols</source>
            <translation>mehr Codes, als DEFLATE Symbole hat</translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+45" />
            <source>code lengths that do not form a prefix code</source>
            <translation>Codelängen, die keinen Präfixcode bilden</translation>
        </message>
        <message>
            <location line="-29" />
            <source>a repeat of a code length before the first one</source>
            <translation>eine Wiederholung einer Codelänge vor der ersten</translation>
        </message>
        <message>
            <location line="+11" />
            <source>code lengths that run past their count</source>
            <translation>Codelängen über ihre Anzahl hinaus</translation>
        </message>
        <message>
            <location line="+7" />
            <source>no code for the end of the block</source>
            <translation>kein Code für das Blockende</translation>
        </message>
        <message>
            <location line="+34" />
            <source>a length symbol out of range</source>
            <translation>ein Längensymbol außerhalb des Bereichs</translation>
        </message>
        <message>
            <location line="+8" />
            <source>a distance symbol out of range</source>
            <translation>ein Distanzsymbol außerhalb des Bereichs</translation>
        </message>
        <message>
            <location line="+7" />
            <source>a distance back past the start of the data</source>
            <translation>eine Distanz zurück vor den Anfang der Daten</translation>
        </message>
        <message>
            <location line="+19" />
            <source>the compressed data inflates to more than %1 MiB</source>
            <translation>die komprimierten Daten entpacken zu mehr als %1 MiB</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the compressed data inflates to more than %1 bytes</source>
            <translation>die komprimierten Daten entpacken zu mehr als %1 Byte</translation>
        </message>
        <message>
            <location line="+14" />
            <source>bad DEFLATE data at byte %1: %2</source>
            <translation>ungültige DEFLATE-Daten bei Byte %1: %2</translation>
        </message>
        <message>
            <location line="+38" />
            <source>the zlib header is not that of a DEFLATE stream</source>
            <translation>der zlib-Kopf ist nicht der eines DEFLATE-Stroms</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the zlib stream needs a preset dictionary</source>
            <translation>der zlib-Strom braucht ein voreingestelltes Wörterbuch</translation>
        </message>
        <message>
            <location line="+15" />
            <source>the zlib checksum does not match the inflated data</source>
            <translation>die zlib-Prüfsumme passt nicht zu den entpackten Daten</translation>
        </message>
        <message>
            <location line="+4" />
            <source>data after the end of the DEFLATE stream</source>
            <translation>Daten nach dem Ende des DEFLATE-Stroms</translation>
        </message>
        <message>
            <location line="-66" />
            <location line="+42" />
            <location line="+15" />
            <source>the DEFLATE data is cut short</source>
            <translation>die DEFLATE-Daten brechen vorzeitig ab</translation>
        </message>
        <message>
            <location filename="../core/formats/Json.cpp" line="-48" />
            <source>no JSON value</source>
            <translation>kein JSON-Wert</translation>
        </message>
        <message>
            <location line="+6" />
            <source>unexpected text after the JSON value</source>
            <translation>unerwarteter Text nach dem JSON-Wert</translation>
        </message>
        <message>
            <location line="+49" />
            <source>more than %1 JSON values</source>
            <translation>mehr als %1 JSON-Werte</translation>
        </message>
        <message>
            <location line="+4" />
            <source>unexpected end of the text, expected a value</source>
            <translation>unerwartetes Textende, ein Wert wurde erwartet</translation>
        </message>
        <message>
            <location line="+21" />
            <source>expected '%1'</source>
            <translation>„%1“ erwartet</translation>
        </message>
        <message>
            <location line="+22" />
            <source>expected a digit</source>
            <translation>Ziffer erwartet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected a value, found %1</source>
            <translation>Wert erwartet, %1 gefunden</translation>
        </message>
        <message>
            <location line="+4" />
            <source>a number cannot have a leading zero</source>
            <translation>eine Zahl darf keine führende Null haben</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected a digit after '.'</source>
            <translation>Ziffer nach „.“ erwartet</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected a digit in the exponent</source>
            <translation>Ziffer im Exponenten erwartet</translation>
        </message>
        <message>
            <location line="+66" />
            <location line="+22" />
            <source>unterminated string</source>
            <translation>nicht abgeschlossene Zeichenkette</translation>
        </message>
        <message>
            <location line="-14" />
            <source>control character %1 in a string (write it as an escape)</source>
            <translation>Steuerzeichen %1 in einer Zeichenkette (als Escape-Sequenz schreiben)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>invalid UTF-8 %1 in a string</source>
            <translation>ungültiges UTF-8 %1 in einer Zeichenkette</translation>
        </message>
        <message>
            <location line="+23" />
            <source>expected four hex digits after \u</source>
            <translation>vier Hexadezimalziffern nach \u erwartet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>lone low surrogate in \u escape</source>
            <translation>einzelnes Low-Surrogate in \u-Escape</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+5" />
            <source>high surrogate without its low surrogate</source>
            <translation>High-Surrogate ohne sein Low-Surrogate</translation>
        </message>
        <message>
            <location line="+8" />
            <source>unknown escape \%1</source>
            <translation>unbekanntes Escape \%1</translation>
        </message>
        <message>
            <location line="+10" />
            <location line="+35" />
            <source>nested deeper than %1 levels</source>
            <translation>tiefer als %1 Ebenen verschachtelt</translation>
        </message>
        <message>
            <location line="-19" />
            <source>unterminated array, expected ',' or ']'</source>
            <translation>nicht abgeschlossenes Array, „,“ oder „]“ erwartet</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ',' or ']' in an array, found %1</source>
            <translation>„,“ oder „]“ in einem Array erwartet, %1 gefunden</translation>
        </message>
        <message>
            <location line="+25" />
            <source>unterminated object, expected a key</source>
            <translation>nicht abgeschlossenes Objekt, Schlüssel erwartet</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected a key in double quotes, found %1</source>
            <translation>Schlüssel in doppelten Anführungszeichen erwartet, %1 gefunden</translation>
        </message>
        <message>
            <location line="+19" />
            <source>duplicate key "%1"</source>
            <translation>doppelter Schlüssel "%1"</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ':' after the key</source>
            <translation>„:“ nach dem Schlüssel erwartet</translation>
        </message>
        <message>
            <location line="+9" />
            <source>unterminated object, expected ',' or '}'</source>
            <translation>nicht abgeschlossenes Objekt, „,“ oder „}“ erwartet</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ',' or '}' in an object, found %1</source>
            <translation>„,“ oder „}“ in einem Objekt erwartet, %1 gefunden</translation>
        </message>
        <message>
            <location filename="../core/codes/LayerCoder.cpp" line="-228" />
            <source>the game ends at bit %1</source>
            <translation>die Partie endet bei Bit %1</translation>
        </message>
        <message>
            <location line="+216" />
            <source>%1 (also at index %2)</source>
            <translation>%1 (auch an Index %2)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 and %2 draw the same line</source>
            <translation>%1 und %2 ziehen dieselbe Linie</translation>
        </message>
        <message>
            <location line="+58" />
            <source>%1 is never a candidate (%2 moves are never reached)</source>
            <translation>%1 ist nie ein Kandidat (%2 Züge werden nie erreicht)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is never a candidate</source>
            <translation>%1 ist nie ein Kandidat</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 and %2</source>
            <translation>%1 und %2</translation>
        </message>
        <message>
            <location filename="../core/rules/MoveText.cpp" line="-70" />
            <source>expected the point's x coordinate</source>
            <translation>x-Koordinate des Punkts erwartet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' after x</source>
            <translation>„,“ nach x erwartet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the point's y coordinate</source>
            <translation>y-Koordinate des Punkts erwartet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected '-' or '–' before the line</source>
            <translation>„-“ oder „–“ vor der Linie erwartet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected '(' to open the line</source>
            <translation>„(“ zum Öffnen der Linie erwartet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the line's x coordinate</source>
            <translation>x-Koordinate der Linie erwartet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' in the line</source>
            <translation>„,“ in der Linie erwartet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the line's y coordinate</source>
            <translation>y-Koordinate der Linie erwartet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' before the direction</source>
            <translation>„,“ vor der Richtung erwartet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a direction: ne, e, se or s</source>
            <translation>Richtung erwartet: ne, e, se oder s</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ')' to close the line</source>
            <translation>„)“ zum Schließen der Linie erwartet</translation>
        </message>
        <message>
            <location line="+3" />
            <source>unexpected text after the move</source>
            <translation>unerwarteter Text nach dem Zug</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the point %1, %2 is not on the line %3</source>
            <translation>der Punkt %1, %2 liegt nicht auf der Linie %3</translation>
        </message>
        <message>
            <location line="+52" />
            <source>the point %1, %2 is already on the board</source>
            <translation>der Punkt %1, %2 ist schon auf dem Brett</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the line needs the point %1, %2, which is not on the board</source>
            <translation>die Linie braucht den Punkt %1, %2, der nicht auf dem Brett ist</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the line touches the line %1 of move %2</source>
            <translation>die Linie berührt die Linie %1 von Zug %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the line overlaps the line %1 of move %2</source>
            <translation>die Linie überlappt die Linie %1 von Zug %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the move is not legal here</source>
            <translation>der Zug ist hier nicht zulässig</translation>
        </message>
        <message>
            <location filename="../core/formats/Msr.cpp" line="-264" />
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <location line="+1" />
            <source>boolean</source>
            <translation>Wahrheitswert</translation>
        </message>
        <message>
            <location line="+1" />
            <source>number</source>
            <translation>Zahl</translation>
        </message>
        <message>
            <location line="+1" />
            <source>string</source>
            <translation>Zeichenkette</translation>
        </message>
        <message>
            <location line="+1" />
            <source>array</source>
            <translation>Array</translation>
        </message>
        <message>
            <location line="+1" />
            <source>object</source>
            <translation>Objekt</translation>
        </message>
        <message>
            <location line="+8" />
            <source>move %1: %2</source>
            <translation>Zug %1: %2</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+27" />
            <source>no "%1" field</source>
            <translation>kein Feld "%1"</translation>
        </message>
        <message>
            <location line="-23" />
            <source>"%1" must be an integer, found %2</source>
            <translation>"%1" muss eine ganze Zahl sein, gefunden: %2</translation>
        </message>
        <message>
            <location line="+4" />
            <source>"%1" is out of range: %2</source>
            <translation>"%1" liegt außerhalb des Bereichs: %2</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected an object, found %1</source>
            <translation>Objekt erwartet, gefunden: %1</translation>
        </message>
        <message>
            <location line="+13" />
            <location line="+299" />
            <source>"%1" must be a string, found %2</source>
            <translation>"%1" muss eine Zeichenkette sein, gefunden: %2</translation>
        </message>
        <message>
            <location line="-294" />
            <source>unknown "dir" "%1" (expected H, V, DP or DN)</source>
            <translation>unbekanntes "dir" "%1" (erwartet: H, V, DP oder DN)</translation>
        </message>
        <message>
            <location line="+7" />
            <source>"pos" must be 0..%1, found %2</source>
            <translation>"pos" muss 0..%1 sein, gefunden: %2</translation>
        </message>
        <message>
            <location line="+17" />
            <location line="+11" />
            <location line="+18" />
            <source>"%1" is %2, the moves give %3</source>
            <translation>"%1" ist %2, die Züge ergeben %3</translation>
        </message>
        <message>
            <location line="-7" />
            <source>"bbox" differs, the moves give %1</source>
            <translation>"bbox" weicht ab, die Züge ergeben %1</translation>
        </message>
        <message>
            <location line="+22" />
            <location line="+260" />
            <location filename="../core/formats/Pentasol.cpp" line="-1" />
            <source>move %1, %2: %3</source>
            <translation>Zug %1, %2: %3</translation>
        </message>
        <message>
            <location line="-162" />
            <source>'=' inside the base64 data</source>
            <translation>„=“ innerhalb der Base64-Daten</translation>
        </message>
        <message>
            <location line="+13" />
            <source>'%1' is not URL-safe base64 (A-Z a-z 0-9 - _)</source>
            <translation>„%1“ ist kein URL-sicheres Base64 (A-Z a-z 0-9 - _)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>byte %1 is not URL-safe base64</source>
            <translation>Byte %1 ist kein URL-sicheres Base64</translation>
        </message>
        <message>
            <location line="+15" />
            <source>the base64 data is cut short (its length leaves a lone character)</source>
            <translation>die Base64-Daten brechen vorzeitig ab (ihre Länge lässt ein einzelnes Zeichen übrig)</translation>
        </message>
        <message>
            <location line="+27" />
            <source>zlib could not compress the record</source>
            <translation>zlib konnte den Datensatz nicht komprimieren</translation>
        </message>
        <message>
            <location line="+12" />
            <source>writing MS1 needs zlib, which this build does not have</source>
            <translation>das Schreiben von MS1 braucht zlib, das dieser Build nicht hat</translation>
        </message>
        <message>
            <location line="+41" />
            <source>an MSR record of %1 bytes is over the limit of %2 MiB</source>
            <translation>ein MSR-Datensatz mit %1 Byte liegt über der Grenze von %2 MiB</translation>
        </message>
        <message>
            <location line="+14" />
            <source>an MSR record is a JSON object, found %1</source>
            <translation>ein MSR-Datensatz ist ein JSON-Objekt, gefunden: %1</translation>
        </message>
        <message>
            <location line="+14" />
            <source>the record has no "variant" field</source>
            <translation>der Datensatz hat kein Feld "variant"</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the record has no "moves" field</source>
            <translation>der Datensatz hat kein Feld "moves"</translation>
        </message>
        <message>
            <location line="+3" />
            <source>"moves" must be an array, found %1</source>
            <translation>"moves" muss ein Array sein, gefunden: %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 moves, more than the limit of %2</source>
            <translation>%1 Züge, mehr als die Grenze von %2</translation>
        </message>
        <message>
            <location line="+38" />
            <source>a compact MSR record starts with "MS1:"</source>
            <translation>ein kompakter MSR-Datensatz beginnt mit "MS1:"</translation>
        </message>
        <message>
            <location line="+8" />
            <source>the MS1 text is over %1 MiB</source>
            <translation>der MS1-Text ist größer als %1 MiB</translation>
        </message>
        <message>
            <location line="+9" />
            <source>no data after "MS1:"</source>
            <translation>keine Daten nach "MS1:"</translation>
        </message>
        <message>
            <location line="+9" />
            <source>in the inflated JSON: %1</source>
            <translation>im entpackten JSON: %1</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="-48" />
            <source>NRPA level %1 is outside 1..10</source>
            <translation>NRPA-Stufe %1 liegt außerhalb von 1..10</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA iterations %1 are outside 1..1000000</source>
            <translation>NRPA-Iterationen %1 liegen außerhalb von 1..1000000</translation>
        </message>
        <message>
            <location line="+3" />
            <source>NRPA alpha must be above 0 and at most 10</source>
            <translation>NRPA-Alpha muss über 0 und höchstens 10 sein</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA stabilization %1 is outside 1..1000</source>
            <translation>NRPA-Stabilisierung %1 liegt außerhalb von 1..1000</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA repetitions %1 are outside 0..1000000</source>
            <translation>NRPA-Wiederholungen %1 liegen außerhalb von 0..1000000</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA warm-start weight must be between -50 and 50</source>
            <translation>das NRPA-Warmstartgewicht muss zwischen -50 und 50 liegen</translation>
        </message>
        <message>
            <location filename="../core/search/Nrpa.cpp" line="+35" />
            <source>prefix move %1 cannot be played there: %2</source>
            <translation>der Präfixzug %1 kann dort nicht gespielt werden: %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>warm-start move %1 does not lie on its line</source>
            <translation>der Warmstartzug %1 liegt nicht auf seiner Linie</translation>
        </message>
        <message>
            <location filename="../core/formats/Pentasol.cpp" line="-224" />
            <source>expected '(' to open the reference point</source>
            <translation>„(“ zum Öffnen des Bezugspunkts erwartet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected '(' to open the move's point</source>
            <translation>„(“ zum Öffnen des Zugpunkts erwartet</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected the reference point's column</source>
            <translation>Spalte des Bezugspunkts erwartet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected the move's point's column</source>
            <translation>Spalte des Zugpunkts erwartet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' between column and row</source>
            <translation>„,“ zwischen Spalte und Zeile erwartet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the reference point's row</source>
            <translation>Zeile des Bezugspunkts erwartet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected the move's point's row</source>
            <translation>Zeile des Zugpunkts erwartet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ')' to close the reference point</source>
            <translation>„)“ zum Schließen des Bezugspunkts erwartet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected ')' to close the move's point</source>
            <translation>„)“ zum Schließen des Zugpunkts erwartet</translation>
        </message>
        <message>
            <location line="+53" />
            <source>unexpected text after the reference point</source>
            <translation>unerwarteter Text nach dem Bezugspunkt</translation>
        </message>
        <message>
            <location line="+8" />
            <source>more than %1 moves</source>
            <translation>mehr als %1 Züge</translation>
        </message>
        <message>
            <location line="+10" />
            <source>expected a direction: '-', '|', '/' or '\'</source>
            <translation>Richtung erwartet: „-“, „|“, „/“ oder „\“</translation>
        </message>
        <message>
            <location line="+6" />
            <source>expected an offset -2..+2</source>
            <translation>Versatz -2..+2 erwartet</translation>
        </message>
        <message>
            <location line="+2" />
            <source>offset %1 is out of range -2..+2</source>
            <translation>Versatz %1 liegt außerhalb von -2..+2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>unexpected text after the offset</source>
            <translation>unerwarteter Text nach dem Versatz</translation>
        </message>
        <message>
            <location line="+10" />
            <source>no reference point line "(col,row)"</source>
            <translation>keine Bezugspunktzeile "(col,row)"</translation>
        </message>
        <message>
            <location line="+26" />
            <source>offset %1 is out of range +2..-1 for %2 (4-point lines)</source>
            <translation>Versatz %1 liegt für %2 außerhalb von +2..-1 (Linien mit 4 Punkten)</translation>
        </message>
        <message>
            <location line="+57" />
            <source>no variant replays the whole file; as %1: %2</source>
            <translation>keine Variante spielt die ganze Datei nach; als %1: %2</translation>
        </message>
        <message>
            <location filename="../core/base/Phrase.h" line="+93" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../core/formats/PictureRecord.cpp" line="+29" />
            <source>the picture's record is over %1 MiB</source>
            <translation>der Datensatz des Bildes ist größer als %1 MiB</translation>
        </message>
        <message>
            <location line="+27" />
            <source>the PNG's zTXt "msr" chunk has an unknown compression method</source>
            <translation>der zTXt-Block "msr" des PNG hat eine unbekannte Kompressionsmethode</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+8" />
            <source>the PNG's iTXt "msr" chunk is cut short</source>
            <translation>der iTXt-Block "msr" des PNG bricht vorzeitig ab</translation>
        </message>
        <message>
            <location line="-5" />
            <source>the PNG's iTXt "msr" chunk has an unknown compression method</source>
            <translation>der iTXt-Block "msr" des PNG hat eine unbekannte Kompressionsmethode</translation>
        </message>
        <message>
            <location line="+21" />
            <location filename="../core/formats/PictureRecordWrite.cpp" line="+143" />
            <source>the PNG is cut short in its %1 chunk</source>
            <translation>das PNG bricht in seinem %1-Block ab</translation>
        </message>
        <message>
            <location line="+81" />
            <source>the SVG drawing is not well formed: %1</source>
            <translation>die SVG-Zeichnung ist nicht wohlgeformt: %1</translation>
        </message>
        <message>
            <location line="+28" />
            <source>a comment that never ends</source>
            <translation>ein Kommentar, der nie endet</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+19" />
            <source>a CDATA section that never ends</source>
            <translation>ein CDATA-Abschnitt, der nie endet</translation>
        </message>
        <message>
            <location line="-17" />
            <source>a processing instruction that never ends</source>
            <translation>eine Verarbeitungsanweisung, die nie endet</translation>
        </message>
        <message>
            <location line="+4" />
            <source>a DOCTYPE that never ends</source>
            <translation>ein DOCTYPE, der nie endet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a declaration that never ends</source>
            <translation>eine Deklaration, die nie endet</translation>
        </message>
        <message>
            <location line="+41" />
            <source>a '&lt;' that starts no tag</source>
            <translation>ein „&lt;“, das kein Tag beginnt</translation>
        </message>
        <message>
            <location line="+10" />
            <source>a '&lt;' inside the tag &lt;%1&gt;</source>
            <translation>ein „&lt;“ im Tag &lt;%1&gt;</translation>
        </message>
        <message>
            <location line="+7" />
            <source>the tag &lt;%1&gt; never ends</source>
            <translation>das Tag &lt;%1&gt; endet nie</translation>
        </message>
        <message>
            <location line="+7" />
            <source>an end tag &lt;/%1&gt; without its start tag</source>
            <translation>ein End-Tag &lt;/%1&gt; ohne sein Start-Tag</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the end tag &lt;/%1&gt; where &lt;/%2&gt; was due</source>
            <translation>das End-Tag &lt;/%1&gt;, wo &lt;/%2&gt; fällig war</translation>
        </message>
        <message>
            <location line="+39" />
            <source>the "msr" element never ends</source>
            <translation>das Element "msr" endet nie</translation>
        </message>
        <message>
            <location line="+8" />
            <source>a '&amp;' that starts no entity</source>
            <translation>ein „&amp;“, das keine Entität beginnt</translation>
        </message>
        <message>
            <location line="+17" />
            <source>the character reference &amp;%1; has no digits</source>
            <translation>der Zeichenverweis &amp;%1; hat keine Ziffern</translation>
        </message>
        <message>
            <location line="+10" />
            <source>the character reference &amp;%1; is not a number</source>
            <translation>der Zeichenverweis &amp;%1; ist keine Zahl</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the character reference &amp;%1; names no character</source>
            <translation>der Zeichenverweis &amp;%1; bezeichnet kein Zeichen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the entity &amp;%1; is not one of XML's own</source>
            <translation>die Entität &amp;%1; gehört nicht zu den XML-eigenen</translation>
        </message>
        <message>
            <location line="+141" />
            <source>not a PNG or SVG picture</source>
            <translation>weder ein PNG- noch ein SVG-Bild</translation>
        </message>
        <message>
            <location filename="../core/search/SearchLimits.cpp" line="+10" />
            <source>threads %1 are outside 1..1024</source>
            <translation>Threads %1 liegen außerhalb von 1..1024</translation>
        </message>
        <message>
            <location line="+2" />
            <source>search times must be numbers, the progress interval above 0</source>
            <translation>Suchzeiten müssen Zahlen sein, das Fortschrittsintervall über 0</translation>
        </message>
        <message>
            <location line="+3" />
            <source>an iteration budget above %1</source>
            <translation>ein Iterationsbudget über %1</translation>
        </message>
        <message>
            <location filename="../core/search/SearchOptions.cpp" line="+50" />
            <source>the first board window %1 is outside 0..%2</source>
            <translation>das erste Brettfenster %1 liegt außerhalb von 0..%2</translation>
        </message>
        <message>
            <location line="+19" />
            <source>the grid is finished (no legal move left): there is nothing to search after it</source>
            <translation>das Gitter ist fertig (kein zulässiger Zug mehr): danach gibt es nichts zu suchen</translation>
        </message>
        <message>
            <location line="-13" />
            <source>improve needs a grid to improve</source>
            <translation>improve braucht ein Gitter zum Verbessern</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="+19" />
            <source>hill-climb blacklist %1 is outside 0..1000</source>
            <translation>Hill-Climb-Sperrliste %1 liegt außerhalb von 0..1000</translation>
        </message>
        <message>
            <location filename="../core/search/SearchOptions.cpp" line="+3" />
            <source>the hill climb cannot keep a prefix fixed: start it from the grid instead</source>
            <translation>der Hill Climb kann kein Präfix festhalten: starten Sie ihn stattdessen vom Gitter aus</translation>
        </message>
        <message>
            <location filename="../core/rules/CheckpointReader.cpp" line="+212" />
            <location filename="../core/search/SearchCheckpointParse.cpp" line="+298" />
            <source>checkpoint: %1</source>
            <translation>Sicherungspunkt: %1</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpoint.cpp" line="+48" />
            <source>checkpoint: a root-parallel NRPA search cannot be resumed (its threads share each search)</source>
            <translation>Sicherungspunkt: eine wurzelparallele NRPA-Suche lässt sich nicht fortsetzen (ihre Threads teilen sich jede Suche)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>checkpoint: an improver cannot be resumed (start it again from its best grid)</source>
            <translation>Sicherungspunkt: eine Verbesserung lässt sich nicht fortsetzen (starten Sie sie erneut von ihrem besten Gitter)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>checkpoint: %1 thread states for %2 threads</source>
            <translation>Sicherungspunkt: %1 Thread-Zustände für %2 Threads</translation>
        </message>
        <message>
            <location line="+16" />
            <source>checkpoint: thread %1</source>
            <translation>Sicherungspunkt: Thread %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>its best game does not replay</source>
            <translation>seine beste Partie lässt sich nicht nachspielen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>its best score is not its best game's move count</source>
            <translation>seine beste Punktzahl ist nicht die Zugzahl seiner besten Partie</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the game it climbs from does not replay</source>
            <translation>die Partie, von der aus er klettert, lässt sich nicht nachspielen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the game it climbs from is not finished</source>
            <translation>die Partie, von der aus er klettert, ist nicht beendet</translation>
        </message>
        <message>
            <location filename="../core/formats/SearchLog.cpp" line="+99" />
            <source>the end of the line</source>
            <translation>das Zeilenende</translation>
        </message>
        <message>
            <location line="+19" />
            <source>expected the iteration number, found %1</source>
            <translation>Iterationsnummer erwartet, gefunden: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>iteration number with more than 18 digits</source>
            <translation>Iterationsnummer mit mehr als 18 Ziffern</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected '.' after the iteration number, found %1</source>
            <translation>„.“ nach der Iterationsnummer erwartet, gefunden: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a space before the score, found %1</source>
            <translation>Leerzeichen vor der Punktzahl erwartet, gefunden: %1</translation>
        </message>
        <message>
            <location line="+10" />
            <source>expected the score, found %1</source>
            <translation>Punktzahl erwartet, gefunden: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>score with more than 6 digits</source>
            <translation>Punktzahl mit mehr als 6 Ziffern</translation>
        </message>
        <message>
            <location line="+3" />
            <source>expected a space after the score, found %1</source>
            <translation>Leerzeichen nach der Punktzahl erwartet, gefunden: %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected '(' before the elapsed seconds, found %1</source>
            <translation>„(“ vor den verstrichenen Sekunden erwartet, gefunden: %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected the elapsed seconds, found %1</source>
            <translation>verstrichene Sekunden erwartet, gefunden: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>expected digits after the decimal point, found %1</source>
            <translation>Ziffern nach dem Dezimalpunkt erwartet, gefunden: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>elapsed seconds with too many digits</source>
            <translation>verstrichene Sekunden mit zu vielen Ziffern</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected ')' after the elapsed seconds, found %1</source>
            <translation>„)“ nach den verstrichenen Sekunden erwartet, gefunden: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a space before the code, found %1</source>
            <translation>Leerzeichen vor dem Code erwartet, gefunden: %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected the layer code, found %1</source>
            <translation>Schichtcode erwartet, gefunden: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>layer code longer than %1 characters</source>
            <translation>Schichtcode länger als %1 Zeichen</translation>
        </message>
        <message>
            <location line="+34" />
            <source>unexpected %1 after the code</source>
            <translation>unerwartetes %1 nach dem Code</translation>
        </message>
        <message>
            <location line="+89" />
            <source>a log line cannot hold a line break</source>
            <translation>eine Protokollzeile darf keinen Zeilenumbruch enthalten</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the log is not open</source>
            <translation>das Protokoll ist nicht geöffnet</translation>
        </message>
        <message>
            <location line="+13" />
            <source>nothing written</source>
            <translation>nichts geschrieben</translation>
        </message>
        <message>
            <location line="+13" />
            <source>a line was written in pieces and may be mixed with a line that another program appended to the same log</source>
            <extracomment>"another program": another search process appending to the same log file at the same time (jobs of a cluster), never a person. A "line" here is a line of text of the log.</extracomment>
            <translation>eine Zeile wurde in Stücken geschrieben und kann mit einer Zeile vermischt sein, die ein anderes Programm an dasselbe Protokoll angehängt hat</translation>
        </message>
        <message>
            <location line="+11" />
            <source>write error</source>
            <translation>Schreibfehler</translation>
        </message>
        <message>
            <location filename="../core/base/ThreadStart.cpp" line="+16" />
            <source>cannot start thread %1 of %2</source>
            <translation>Thread %1 von %2 lässt sich nicht starten</translation>
        </message>
        <message>
            <location filename="../core/formats/AnalysisRecord.cpp" line="+22" />
            <source>the record's analysis</source>
            <translation>die Analyse des Datensatzes</translation>
        </message>
        <message>
            <location line="+14" />
            <source>"%1" must be a whole number from %2 to %3</source>
            <translation>„%1“ muss eine ganze Zahl von %2 bis %3 sein</translation>
        </message>
        <message>
            <location line="+142" />
            <source>it must be an object, not %1</source>
            <translation>es muss ein Objekt sein, nicht %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>"game" must be the game number of the game analysed</source>
            <translation>„game“ muss die Partienummer der analysierten Partie sein</translation>
        </message>
        <message>
            <location line="+3" />
            <source>it is the analysis of another game</source>
            <translation>es ist die Analyse einer anderen Partie</translation>
        </message>
        <message>
            <location line="-128" />
            <source>"reuse" must be true or false</source>
            <translation>„reuse“ muss true oder false sein</translation>
        </message>
        <message>
            <location line="+7" />
            <source>"seed" must be a whole number from 0 to 2^64 - 1, as text</source>
            <translation>„seed“ muss eine ganze Zahl von 0 bis 2^64 - 1 sein, als Text</translation>
        </message>
        <message>
            <location line="+11" />
            <source>"found" must list the %1 positions of the game</source>
            <translation>„found“ muss die %1 Stellungen der Partie aufführen</translation>
        </message>
        <message>
            <location line="+5" />
            <source>"found" must hold whole numbers from -1 on</source>
            <translation>„found“ muss ganze Zahlen ab -1 enthalten</translation>
        </message>
        <message>
            <location line="+11" />
            <source>"proven" must list positions from 0 to %1, each once, in order</source>
            <translation>„proven“ muss die Stellungen von 0 bis %1 auflisten, jede einmal, der Reihe nach</translation>
        </message>
        <message>
            <location line="+20" />
            <location line="+10" />
            <location line="+9" />
            <source>"games" must be a list of layer codes</source>
            <translation>„games“ muss eine Liste von Schichtcodes sein</translation>
        </message>
        <message>
            <location filename="../core/search/GameAnalyser.cpp" line="+220" />
            <source>analysis budget %1 is outside %2..1000000000</source>
            <translation>Analysebudget %1 liegt außerhalb von %2..1000000000</translation>
        </message>
        <message>
            <location line="+5" />
            <source>an analysis takes a budget per position, not an iteration budget or a target</source>
            <translation>eine Analyse nimmt ein Budget pro Stellung, kein Iterationsbudget und kein Ziel</translation>
        </message>
        <message>
            <location line="+2" />
            <source>analysis nodes %1 are outside 0..%2</source>
            <translation>Analyse-Knoten %1 liegen außerhalb von 0..%2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>analysis chain %1 is outside 1..1000</source>
            <translation>Analysekette %1 liegt außerhalb von 1..1000</translation>
        </message>
        <message>
            <location line="+2" />
            <source>analysis passes %1 are outside 1..100</source>
            <translation>%1 Analysedurchgänge liegen außerhalb von 1..100</translation>
        </message>
        <message>
            <location filename="../core/codes/GameAnalysis.cpp" line="+30" />
            <location line="+8" />
            <source>an analysis of %1 moves has %2 positions, not %3</source>
            <translation>eine Analyse von %1 Zügen hat %2 Stellungen, nicht %3</translation>
        </message>
        <message>
            <location line="-4" />
            <source>the analysis of position %1 found fewer moves than it has</source>
            <translation>die Analyse der Stellung %1 hat weniger Züge gefunden, als sie hat</translation>
        </message>
        <message>
            <location line="+8" />
            <source>the analysis proves position %1 without a score for it</source>
            <translation>die Analyse beweist Stellung %1 ohne einen Wert dafür</translation>
        </message>
        <message>
            <location line="+14" />
            <source>game %1 of the analysis is not a legal game</source>
            <translation>Partie %1 der Analyse ist keine zulässige Partie</translation>
        </message>
        <message>
            <location line="+84" />
            <source>the analysis has no game for the score of position %1</source>
            <translation>die Analyse hat keine Partie für die Punktzahl der Stellung %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the analysis proves position %1 but holds a longer game from it</source>
            <translation>die Analyse beweist Stellung %1, enthält aber eine längere Partie von dort</translation>
        </message>
        <message>
            <location filename="../core/formats/LineReader.cpp" line="+108" />
            <source>a line longer than %1 MiB, skipped</source>
            <translation>eine Zeile länger als %1 MiB, übersprungen</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpointParse.cpp" line="-10" />
            <source>checkpoint: versions 1 to %1 are the ones this program reads</source>
            <translation>Sicherungspunkt: dieses Programm liest die Versionen 1 bis %1</translation>
        </message>
        <message>
            <location filename="../core/formats/GridPage.cpp" line="+11" />
            <source>the web page has no place for a grid: it is not the viewer this program builds</source>
            <translation>die Webseite hat keinen Platz für ein Gitter: Sie ist nicht die Ansicht, die dieses Programm erstellt</translation>
        </message>
        <message>
            <location filename="../core/formats/PictureRecordWrite.cpp" line="-16" />
            <source>not a PNG picture</source>
            <translation>kein PNG-Bild</translation>
        </message>
        <message>
            <location line="+24" />
            <source>the PNG ends inside a chunk's header</source>
            <translation>das PNG endet im Kopf eines Blocks</translation>
        </message>
        <message>
            <location line="+19" />
            <source>not an SVG drawing: it has no &lt;svg&gt; tag</source>
            <translation>keine SVG-Zeichnung: sie hat kein &lt;svg&gt;-Tag</translation>
        </message>
        <message>
            <location filename="../core/formats/AnalysisRecord.cpp" line="-3" />
            <source>"games" lists more games than the game has positions (%1)</source>
            <translation>„games“ nennt mehr Partien, als die Partie Stellungen hat (%1)</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpoint.cpp" line="-25" />
            <source>checkpoint: seconds must be from 0 to %1</source>
            <translation>Sicherungspunkt: die Sekunden müssen zwischen 0 und %1 liegen</translation>
        </message>
        <message>
            <location filename="../core/solver/SolverRun.cpp" line="+45" />
            <source>the grid reaches past the solver's board of %1 × %1 points around the cross</source>
            <translation>das Gitter reicht über das Brett des Lösers von %1 × %1 Punkten um das Kreuz hinaus</translation>
        </message>
        <message>
            <location line="+58" />
            <source>the checkpoint is of another grid, variant or depth</source>
            <translation>der Sicherungspunkt gehört zu einem anderen Gitter, einer anderen Variante oder Tiefe</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the checkpoint is of another part of the work</source>
            <translation>der Sicherungspunkt gehört zu einem anderen Teil der Arbeit</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the checkpoint cuts the work otherwise (another version of the program?)</source>
            <translation>der Sicherungspunkt teilt die Arbeit anders auf (eine andere Version des Programms?)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the checkpoint names an item outside its part</source>
            <translation>der Sicherungspunkt nennt ein Stück außerhalb seines Teils</translation>
        </message>
        <message>
            <location line="+304" />
            <source>the start grid does not replay</source>
            <translation>das Startgitter lässt sich nicht nachspielen</translation>
        </message>
        <message>
            <location filename="../core/formats/GridReader.cpp" line="-172" />
            <source>layer code</source>
            <translation>Schichtcode</translation>
        </message>
        <message>
            <location line="+1" />
            <source>game number</source>
            <translation>Partienummer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>move list</source>
            <translation>Zugliste</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pentasol record</source>
            <translation>Pentasol-Datensatz</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MSR record</source>
            <translation>MSR-Datensatz</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MS1 record</source>
            <translation>MS1-Datensatz</translation>
        </message>
        <message>
            <location line="+2" />
            <source>grid</source>
            <translation>Gitter</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The grid does not name its variant: it was read as %1, the strictest variant under which it is legal. It is also legal as %2.</source>
            <translation>Das Gitter nennt seine Variante nicht: Es wurde als %1 gelesen, die strengste Variante, in der es zulässig ist. Es ist auch als %2 zulässig.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The file says it is a %1 grid, but it is not legal as %1 (%2): it was read as %3.</source>
            <translation>Die Datei gibt sich als %1-Gitter aus, ist aber als %1 nicht zulässig (%2): Sie wurde als %3 gelesen.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The text was read as a %1; it is also a valid %2.</source>
            <translation>Der Text wurde als %1 gelesen; er ist auch als %2 gültig.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The record's stored value does not match its moves (%1); the moves were used.</source>
            <translation>Der gespeicherte Wert passt nicht zu den Zügen (%1); die Züge wurden verwendet.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The record says it is a %1 grid: it was read as %1, not as %2.</source>
            <translation>Der Datensatz sagt, er sei ein %1-Gitter: Er wurde als %1 gelesen, nicht als %2.</translation>
        </message>
        <message>
            <location line="-13" />
            <source>The text was read as a game number, as it is not a layer code (%1). The number runs out before the game ends: its last move is the first legal move.</source>
            <translation>Der Text wurde als Partienummer gelesen, da er kein Schichtcode ist (%1). Die Nummer endet vor dem Spiel: Ihr letzter Zug ist der erste zulässige Zug.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The text was read as a game number, as it is not a layer code (%1). The number runs out before the game ends: its last %2 moves are each the first legal move.</source>
            <translation>Der Text wurde als Partienummer gelesen, da er kein Schichtcode ist (%1). Die Nummer endet vor dem Spiel: Ihre letzten %2 Züge sind jeweils der erste zulässige Zug.</translation>
        </message>
    </context>
    <context>
        <name>ErrorText</name>
        <message>
            <location filename="../core/base/ErrorText.cpp" line="+17" />
            <source> on line %1, column %2</source>
            <translation> in Zeile %1, Spalte %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source> on line %1</source>
            <translation> in Zeile %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source> at position %1</source>
            <translation> an Position %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location line="+23" />
            <source>there is nothing to read</source>
            <translation>es gibt nichts zu lesen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bad character%1</source>
            <translation>ungültiges Zeichen%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>conflicting moves in layer %1%2</source>
            <translation>unverträgliche Züge in Schicht %1%2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bits left after the end of the game%1</source>
            <translation>Bits nach dem Ende der Partie übrig%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>number too large: digits are left after the end of the game</source>
            <translation>Zahl zu groß: nach dem Ende der Partie bleiben Ziffern übrig</translation>
        </message>
        <message>
            <location line="+1" />
            <source>syntax error%1</source>
            <translation>Syntaxfehler%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>illegal move%1</source>
            <translation>unzulässiger Zug%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a move cannot be reached from the cross</source>
            <translation>ein Zug ist vom Kreuz aus nicht erreichbar</translation>
        </message>
        <message>
            <location line="+1" />
            <source>duplicate move%1</source>
            <translation>doppelter Zug%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>unknown variant (expected 5T, 5D, 4T or 4D)</source>
            <translation>unbekannte Variante (erwartet: 5T, 5D, 4T oder 4D)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>input too large</source>
            <translation>Eingabe zu groß</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a stored value does not match the moves</source>
            <translation>ein gespeicherter Wert passt nicht zu den Zügen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cannot read or write the file</source>
            <translation>die Datei kann nicht gelesen oder geschrieben werden</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the picture carries no grid (it has no “msr” record)</source>
            <translation>das Bild enthält kein Gitter (es hat keinen „msr“-Datensatz)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the system is out of resources</source>
            <translation>das System hat keine Ressourcen mehr</translation>
        </message>
    </context>
    <context>
        <name>FamousGrids</name>
        <message>
            <location filename="../resources/famous-grids.strings.mjs" line="+6" />
            <source>Rosin's 178, the 5T world record</source>
            <translation>Rosins 178, der 5T-Weltrekord</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The world record since August 2011, found by computer with Rosin's Nested Rollout Policy Adaptation search.</source>
            <translation>Seit August 2011 der Weltrekord, per Computer gefunden mit Rosins Suchverfahren „Nested Rollout Policy Adaptation“.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's first 177</source>
            <translation>Rosins erste 177</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One of two 177-move grids from Rosin's computer searches, a single move short of the record; its layers differ from the 178's from the first one on.</source>
            <translation>Eines von zwei Gittern mit 177 Zügen aus Rosins Computersuchen, nur einen Zug unter dem Rekord; seine Schichten weichen schon von der ersten an von denen der 178 ab.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's second 177</source>
            <translation>Rosins zweite 177</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The other 177 of Rosin's searches: the same score as the first, reached by a different grid.</source>
            <translation>Die andere 177 aus Rosins Suchen: dieselbe Punktzahl wie die erste, mit einem anderen Gitter erreicht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 172</source>
            <translation>Rosins 172</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 172 from Rosin's computer searches, two moves past Bruneau's hand-found 170.</source>
            <translation>Eine 172 aus Rosins Computersuchen, zwei Züge mehr als Bruneaus von Hand gefundene 170.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 172</source>
            <translation>Tishchenkos 172</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 172 by Dimitri Tishchenko, whose blog introduced the layer code and the move-layering model this program is built on.</source>
            <translation>Eine 172 von Dimitri Tishchenko, dessen Blog den Schichtcode und das Modell der Zugschichtung einführte, auf dem dieses Programm beruht.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 171</source>
            <translation>Tishchenkos 171</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 171 by Dimitri Tishchenko; its layer code begins with the same eleven characters as the 178's, so the two grids share their first layers.</source>
            <translation>Eine 171 von Dimitri Tishchenko; ihr Schichtcode beginnt mit denselben elf Zeichen wie der der 178, daher teilen die beiden Gitter ihre ersten Schichten.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 170</source>
            <translation>Rosins 170</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 170 from Rosin's computer searches: the score of Bruneau's hand-found record, on a different grid.</source>
            <translation>Eine 170 aus Rosins Computersuchen: die Punktzahl von Bruneaus von Hand gefundenem Rekord, mit einem anderen Gitter.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bruneau's 170</source>
            <translation>Bruneaus 170</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Found by hand in 1976, it stood as the record for 34 years, until computer searches passed it in 2010.</source>
            <translation>1976 von Hand gefunden, hielt sie 34 Jahre lang den Rekord, bis Computersuchen sie 2010 übertrafen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 160</source>
            <translation>Tishchenkos 160</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid of the move-layering model: 65 layers allow 6.45 × 10^39 move orders, and 270 bits (45 characters) replace a 231-character encoding.</source>
            <translation>Das Gitter des Modells der Zugschichtung: 65 Schichten erlauben 6,45 × 10^39 Zugreihenfolgen, und 270 Bit (45 Zeichen) ersetzen eine Kodierung aus 231 Zeichen.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Akiyama's 146</source>
            <translation>Akiyamas 146</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 146 by Akiyama from the record list of morpionsolitaire.com; it shares its first layers with Akiyama's 145.</source>
            <translation>Eine 146 von Akiyama aus der Rekordliste von morpionsolitaire.com; sie teilt ihre ersten Schichten mit Akiyamas 145.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Akiyama's 145</source>
            <translation>Akiyamas 145</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 145 by Akiyama, one move short of the 146 that grows from the same opening layers.</source>
            <translation>Eine 145 von Akiyama, einen Zug unter der 146, die aus denselben ersten Schichten wächst.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An interesting 135</source>
            <translation>Eine interessante 135</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid whose 59 layers Tishchenko listed candidate by candidate to introduce the layer code; he thought it a peak of his search.</source>
            <translation>Das Gitter, dessen 59 Schichten Tishchenko Kandidat für Kandidat auflistete, um den Schichtcode vorzustellen; er hielt es für einen Höhepunkt seiner Suche.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 82, the 5D record</source>
            <translation>Rosins 82, der 5D-Rekord</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The record of the disjoint game since August 2010, found by computer search.</source>
            <translation>Der Rekord des disjunkten Spiels seit August 2010, per Computersuche gefunden.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hyyrö and Poranen's 62, the 4T optimum</source>
            <translation>Hyyrös und Poranens 62, das 4T-Optimum</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best 4T game, found in 2007 and later proved optimal (Quist, 2008): no 4T game is longer.</source>
            <translation>Die beste 4T-Partie, 2007 gefunden und später als optimal bewiesen (Quist, 2008): Keine 4T-Partie ist länger.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Demaines and Langermans' 56</source>
            <translation>Die 56 der Demaines und Langermans</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 4T grid published in 2006 with the study of Morpion Solitaire's complexity by Demaine, Demaine, Langerman and Langerman; Hyyrö and Poranen passed it a year later with 62.</source>
            <translation>Das 4T-Gitter, 2006 mit der Studie von Demaine, Demaine, Langerman und Langerman über die Komplexität von Morpion Solitaire veröffentlicht; Hyyrö und Poranen übertrafen es ein Jahr später mit 62.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hyyrö and Poranen's 35, the 4D optimum</source>
            <translation>Hyyrös und Poranens 35, das 4D-Optimum</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best 4D game, found in 2007 and later proved optimal (Quist, 2008): no 4D game is longer.</source>
            <translation>Die beste 4D-Partie, 2007 gefunden und später als optimal bewiesen (Quist, 2008): Keine 4D-Partie ist länger.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Demaines and Langermans' 31</source>
            <translation>Die 31 der Demaines und Langermans</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 4D grid published in 2006 with the same study of the game's complexity; Hyyrö and Poranen passed it a year later with 35.</source>
            <translation>Das 4D-Gitter, 2006 mit derselben Studie über die Komplexität des Spiels veröffentlicht; Hyyrö und Poranen übertrafen es ein Jahr später mit 35.</translation>
        </message>
        <message>
            <location filename="../core/formats/FamousGrids.cpp" line="+216" />
            <source>c. %1</source>
            <extracomment>A year known only roughly, as a famous grid's date ("c. 2010"): circa</extracomment>
            <translation>um %1</translation>
        </message>
    </context>
    <context>
        <name>NameList</name>
        <message>
            <location filename="../core/base/NameList.cpp" line="+21" />
            <source>%1 and %2</source>
            <translation>%1 und %2</translation>
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
            <translation>Analysetabelle kopiert</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not a %1 grid. Read as %2, it is a %3 of %4 moves.</source>
            <translation>Kein %1-Gitter. Als %2 gelesen ist es ein %3 mit %4 Zügen.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open as %1</source>
            <translation>Als %1 öffnen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>As %1: %2</source>
            <translation>Als %1: %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Link copied</source>
            <translation>Link kopiert</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer code copied instead of a link: this page is a file on this computer, whose address opens nowhere else</source>
            <translation>Schichtcode statt eines Links kopiert: Diese Seite ist eine Datei auf diesem Computer, deren Adresse nirgendwo sonst geöffnet werden kann</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Start a search with these settings</source>
            <translation>Eine Suche mit diesen Einstellungen starten</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Best %1 after %2 in %3 s (%4 per second).</source>
            <translation>Bestes %1 nach %2 in %3 s (%4 pro Sekunde).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The best grid so far: %1 moves</source>
            <translation>Das beste Gitter bisher: %1 Züge</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The solver visits every position after the open grid: the longest game it finds is the longest there is, when it finishes within its budget.</source>
            <translation>Der Löser besucht jede Stellung nach dem offenen Gitter: das längste Spiel, das er findet, ist das längste überhaupt, wenn er innerhalb seines Budgets fertig wird.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve</source>
            <translation>Lösen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solving…</source>
            <translation>Wird gelöst…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solving: %1 classes visited, the longest game so far %2 more moves, %3 s</source>
            <translation>Lösen: %1 Klassen besucht, das längste Spiel bisher %2 Züge mehr, %3 s</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stopped: nothing is proven.</source>
            <translation>Angehalten: nichts ist bewiesen.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The solver could not run: %1</source>
            <translation>Der Löser konnte nicht laufen: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Proven: the longest game from here has %1 moves, %2 more than the grid (%3 classes visited).</source>
            <translation>Bewiesen: das längste Spiel von hier hat %1 Züge, %2 mehr als das Gitter (%3 Klassen besucht).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not proven: the budget ran out after %1 classes; the longest game found has %2 moves, %3 more than the grid.</source>
            <translation>Nicht bewiesen: das Budget war nach %1 Klassen aufgebraucht; das längste gefundene Spiel hat %2 Züge, %3 mehr als das Gitter.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: solving…</source>
            <translation>Tipp: wird gelöst…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: the longest game from here has %1 more moves (proven); one of its moves is marked.</source>
            <translation>Tipp: das längste Spiel von hier hat %1 Züge mehr (bewiesen); einer seiner Züge ist markiert.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: at least %1 more moves from here (not proven); one move of that game is marked.</source>
            <translation>Tipp: von hier mindestens %1 Züge mehr (nicht bewiesen); ein Zug dieses Spiels ist markiert.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open a grid file or a picture that carries its grid: MSR, MS1, Pentasol, a move list, PNG or SVG</source>
            <translation>Eine Gitterdatei oder ein Bild mit seinem Gitter öffnen: MSR, MS1, Pentasol, eine Zugliste, PNG oder SVG</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Close</source>
            <translation>Schließen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy</source>
            <translation>Kopieren</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Link</source>
            <translation>Link kopieren</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The address of this page with the grid's code after the #: the code stays in the browser, it is never sent to a server</source>
            <translation>Die Adresse dieser Seite mit dem Code des Gitters nach dem #: Der Code bleibt im Browser und wird nie an einen Server geschickt</translation>
        </message>
        <message>
            <location line="+2" />
            <source>SVG Drawing</source>
            <translation>SVG-Zeichnung</translation>
        </message>
        <message>
            <location line="+2" />
            <source>PNG Image</source>
            <translation>PNG-Bild</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal moves: choose one to play it</source>
            <translation>Zulässige Züge: einen wählen, um ihn zu spielen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Several lines go through this point: choose the one to draw</source>
            <translation>Durch diesen Punkt gehen mehrere Linien: die zu zeichnende wählen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Points close together: tap the one to play</source>
            <translation>Punkte dicht beieinander: Tippen Sie auf den, der gespielt werden soll</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Drop a grid file or picture to open it</source>
            <translation>Eine Gitterdatei oder ein Bild hier ablegen, um es zu öffnen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Positions searched at once, one per worker: the table is the same for any number</source>
            <translation>Gleichzeitig durchsuchte Stellungen, eine pro Worker: die Tabelle ist bei jeder Anzahl dieselbe</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The same seed, playouts and passes give the same table as morpion-cli analyse</source>
            <translation>Derselbe Seed, dieselben Playouts und Durchgänge ergeben dieselbe Tabelle wie morpion-cli analyse</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Passes</source>
            <translation>Durchgänge</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Searches per position: the first from scratch, the others warmed toward the better game of the move before</source>
            <translation>Suchen pro Stellung: die erste von vorn, die anderen zum besseren Spiel des vorigen Zugs hin vorgewärmt</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Iterations per level</source>
            <translation>Iterationen je Ebene</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Table</source>
            <translation>Tabelle kopieren</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy the table as morpion-cli analyse prints it</source>
            <translation>Die Tabelle so kopieren, wie morpion-cli analyse sie ausgibt</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Iterations in all</source>
            <translation>Iterationen insgesamt</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop after this many playouts (improve: neighbourhoods) over all threads; empty: no limit</source>
            <translation>Nach so vielen Playouts (improve: Nachbarschaften) über alle Threads anhalten; leer: keine Grenze</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Seconds</source>
            <translation>Sekunden</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop after this many seconds; empty: run until Stop</source>
            <translation>Nach so vielen Sekunden anhalten; leer: bis Anhalten laufen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the Best</source>
            <translation>Das Beste öffnen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the best grid found as the page's grid</source>
            <translation>Das beste gefundene Gitter als Gitter der Seite öffnen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>New bests: iteration, score, seconds, layer code</source>
            <translation>Neue Bestwerte: Iteration, Punktzahl, Sekunden, Schichtcode</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve from Here</source>
            <translation>Von hier lösen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Classes per worker</source>
            <translation>Klassen pro Worker</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The most classes of positions each worker visits: the answer is proven only when every one was visited</source>
            <translation>Höchstens so viele Stellungsklassen besucht jeder Worker: die Antwort ist nur bewiesen, wenn alle besucht wurden</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the Longest Game</source>
            <translation>Das längste Spiel öffnen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint while playing 4T or 4D: the solver marks a move of the longest game left</source>
            <translation>Tipp beim Spielen von 4T oder 4D: der Löser markiert einen Zug des längsten verbleibenden Spiels</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <location filename="../app/main.cpp" line="+23" />
            <source>List the grids of a text of codes (a search log) or of a folder of record files in the collection panel.</source>
            <translation>Die Gitter eines Textes mit Codes (eines Suchprotokolls) oder eines Ordners mit Aufzeichnungsdateien im Sammlungsbereich auflisten.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>file or folder</source>
            <translation>Datei oder Ordner</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Morpion Solitaire grids, layer by layer.</source>
            <translation>Morpion-Solitaire-Gitter, Schicht für Schicht.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>grid</source>
            <extracomment>The name of the program's one argument in --help ("Usage: morpion-layers [options] [grid]"): one word.</extracomment>
            <translation>Gitter</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A grid file, a layer code or a game number to open.</source>
            <translation>Eine Gitterdatei, ein Schichtcode oder eine Partienummer zum Öffnen.</translation>
        </message>
    </context>
    <context>
        <name>morpion::FileWrite</name>
        <message>
            <location filename="../app/common/WriteTarget.cpp" line="+36" />
            <source>it is a symbolic link that leads back to itself</source>
            <translation>es ist eine symbolische Verknüpfung, die auf sich selbst zurückführt</translation>
        </message>
        <message>
            <location line="+20" />
            <source>it is a folder</source>
            <translation>es ist ein Ordner</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it is a disk device, which is never written over</source>
            <translation>es ist ein Datenträgergerät, das nie überschrieben wird</translation>
        </message>
        <message>
            <location line="+1" />
            <source>it is not a file (a socket or another special file)</source>
            <translation>es ist keine Datei (ein Socket oder eine andere Spezialdatei)</translation>
        </message>
        <message>
            <location filename="../app/common/FileWrite.cpp" line="+73" />
            <location line="+45" />
            <source>nothing was written</source>
            <translation>es wurde nichts geschrieben</translation>
        </message>
        <message>
            <location line="-28" />
            <source>no program reads from this pipe</source>
            <translation>kein Programm liest aus dieser Pipe</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AboutDialog</name>
        <message>
            <location filename="../app/gui/help/AboutDialog.cpp" line="+18" />
            <source>About Morpion Layers</source>
            <translation>Über Morpion Layers</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Look at Morpion Solitaire grids layer by layer, play by hand, search for long games, and share grids as layer codes and game numbers.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence (below).&lt;br&gt;Project page: &lt;a href="%2"&gt;%2&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Morpion-Solitaire-Gitter Schicht für Schicht betrachten, von Hand spielen, nach langen Partien suchen und Gitter als Schichtcodes und Partienummern weitergeben.&lt;/p&gt;&lt;p&gt;Freie Software unter der MIT-Lizenz (siehe unten).&lt;br&gt;Projektseite: &lt;a href="%2"&gt;%2&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&lt;p&gt;Report a bug or ask for a feature: &lt;a href="%1"&gt;%1&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;Einen Fehler melden oder eine Funktion vorschlagen: &lt;a href="%1"&gt;%1&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AnalysisChart</name>
        <message>
            <location filename="../app/gui/analysis/AnalysisChart.cpp" line="+18" />
            <source>Analysis chart</source>
            <translation>Analysediagramm</translation>
        </message>
        <message>
            <location line="+31" />
            <source>%1: loss %2</source>
            <translation>%1: Verlust %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1: loss %2 ✓</source>
            <translation>%1: Verlust %2 ✓</translation>
        </message>
        <message>
            <location line="+66" />
            <source>Analyse Game draws here, move by move, the longest game the search still finds after it.</source>
            <translation>„Partie analysieren“ zeichnet hier Zug für Zug die längste Partie, die die Suche danach noch findet.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>played: %1</source>
            <translation>gespielt: %1</translation>
        </message>
        <message>
            <location line="+63" />
            <source>best game found</source>
            <translation>beste gefundene Partie</translation>
        </message>
        <message>
            <location line="+2" />
            <source>proven exact; ✓ a proven loss</source>
            <translation>exakt bewiesen; ✓ ein bewiesener Verlust</translation>
        </message>
        <message>
            <location line="+55" />
            <source>Move %1: proven best before %2, after %3, loss %4 exactly</source>
            <translation>Zug %1: bewiesenes Bestes davor %2, danach %3, Verlust genau %4</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move %1: best found before %2, after %3, loss %4</source>
            <translation>Zug %1: bestes davor gefunden %2, danach %3, Verlust %4</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AnalysisPanel</name>
        <message>
            <location filename="../app/gui/analysis/AnalysisPanel.cpp" line="+46" />
            <source>Analysis panel</source>
            <translation>Analysebereich</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+270" />
            <source>&amp;Analyse Game</source>
            <translation>&amp;Partie analysieren</translation>
        </message>
        <message>
            <location line="-268" />
            <source>How good was this game? Search on from every position of it, and see what each move lost</source>
            <translation>Wie gut war diese Partie? Von jeder ihrer Stellungen aus weitersuchen und sehen, was jeder Zug gekostet hat</translation>
        </message>
        <message>
            <location line="+95" />
            <source>NRPA playouts spent on each position of the game: more finds longer games and steadier losses, and takes longer</source>
            <translation>NRPA-Playouts für jede Stellung der Partie: je mehr, desto längere Partien werden gefunden und desto stabiler sind die Verluste, aber es dauert länger</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Playouts per position:</source>
            <translation>Playouts pro Stellung:</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Off</source>
            <translation>Aus</translation>
        </message>
        <message>
            <location line="+1" />
            <source> million nodes</source>
            <translation> Millionen Knoten</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Before the searches, the solver proves the positions from the game's end back, each within this many positions visited: there E is exact and a loss is proven</source>
            <translation>Vor den Suchen beweist der Löser die Stellungen vom Ende der Partie rückwärts, jede mit höchstens so vielen besuchten Stellungen: Dort ist E exakt und ein Verlust bewiesen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Solver budget:</source>
            <translation>Löser-Budget:</translation>
        </message>
        <message>
            <location line="-60" />
            <source>Analysis progress</source>
            <translation>Fortschritt der Analyse</translation>
        </message>
        <message>
            <location line="+79" />
            <source>No.</source>
            <translation>Nr.</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Move</source>
            <translation>Zug</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Loss</source>
            <translation>Verlust</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Moves of the game with what each lost</source>
            <translation>Züge der Partie mit dem, was jeder gekostet hat</translation>
        </message>
        <message>
            <location line="-69" />
            <source>Play the Better Line From Here</source>
            <translation>Bessere Fortsetzung von hier spielen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the game back to before this move and play the better game found instead (one step that can be undone)</source>
            <translation>Die Partie bis vor diesen Zug zurücknehmen und stattdessen die gefundene bessere Partie spielen (ein Schritt, der rückgängig gemacht werden kann)</translation>
        </message>
        <message numerus="yes">
            <location line="+107" />
            <source>Analysing the %n move(s) of the game…</source>
            <translation>
                <numerusform>Analysiere den %n Zug der Partie …</numerusform>
                <numerusform>Analysiere die %n Züge der Partie …</numerusform>
            </translation>
        </message>
        <message>
            <location line="+16" />
            <source>Solving the endgame: position %1, %2 proven, %3 nodes, %4 s</source>
            <translation>Endspiel wird gelöst: Stellung %1, %2 bewiesen, %3 Knoten, %4 s</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Analysing: %1 of %2 searches, %3 s</source>
            <translation>Analyse: %1 von %2 Suchen, %3 s</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The analysis could not run: %1</source>
            <translation>Die Analyse konnte nicht laufen: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The grid changed: the analysis was dropped.</source>
            <translation>Das Gitter hat sich geändert: Die Analyse wurde verworfen.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The finished analysis is kept.</source>
            <translation>Die fertige Analyse bleibt erhalten.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>What they found is shown.</source>
            <translation>Was sie gefunden haben, wird gezeigt.</translation>
        </message>
        <message numerus="yes">
            <location line="+96" />
            <source>The game: %n move(s).</source>
            <translation>
                <numerusform>Die Partie: %n Zug.</numerusform>
                <numerusform>Die Partie: %n Züge.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>From the start the search found a game of %n move(s).</source>
            <translation>
                <numerusform>Vom Anfang aus fand die Suche eine Partie mit %n Zug.</numerusform>
                <numerusform>Vom Anfang aus fand die Suche eine Partie mit %n Zügen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n position(s) proven exact by the solver.</source>
            <translation>
                <numerusform>%n Stellung vom Löser exakt bewiesen.</numerusform>
                <numerusform>%n Stellungen vom Löser exakt bewiesen.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>The largest loss: move %1, %n move(s).</source>
            <translation>
                <numerusform>Der größte Verlust: Zug %1, %n Zug.</numerusform>
                <numerusform>Der größte Verlust: Zug %1, %n Züge.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+25" />
            <source>move %1 (%2): proven best before %3, after %4, loss %5 exactly</source>
            <translation>Zug %1 (%2): bewiesenes Bestes davor %3, danach %4, Verlust genau %5</translation>
        </message>
        <message numerus="yes">
            <location line="+41" />
            <source>Took the game back to before move %1 and played the better line: %n move(s)</source>
            <translation>
                <numerusform>Partie bis vor Zug %1 zurückgenommen und die bessere Fortsetzung gespielt: %n Zug</numerusform>
                <numerusform>Partie bis vor Zug %1 zurückgenommen und die bessere Fortsetzung gespielt: %n Züge</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="-162" />
            <source>Analysed the game: %n move(s)</source>
            <translation>
                <numerusform>Partie analysiert: %n Zug</numerusform>
                <numerusform>Partie analysiert: %n Züge</numerusform>
            </translation>
        </message>
        <message>
            <location line="+19" />
            <source>Cancelled: %1 of %2 positions searched.</source>
            <translation>Abgebrochen: %1 von %2 Stellungen durchsucht.</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Cancelled in the first of %n passes: %1 of %2 positions searched.</source>
            <translation>
                <numerusform>Abgebrochen im ersten von %n Durchgang: %1 von %2 Stellungen durchsucht.</numerusform>
                <numerusform>Abgebrochen im ersten von %n Durchgängen: %1 von %2 Stellungen durchsucht.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+7" />
            <source>Cancelled in pass %1 of %2: every position searched in the passes before, %3 of %4 in this one.</source>
            <translation>Abgebrochen in Durchgang %1 von %2: jede Stellung in den Durchgängen davor durchsucht, %3 von %4 in diesem.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Cancel &amp;Analysis</source>
            <extracomment>View menu, while an analysis runs, in place of Analyse Game (whose access key it can share)</extracomment>
            <translation>Analyse sto&amp;ppen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Analyse Game</source>
            <translation>Partie analysieren</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Play or open a game, then Analyse Game shows what each move lost.</source>
            <translation>Spielen oder öffnen Sie eine Partie; dann zeigt „Partie analysieren“, was jeder Zug gekostet hat.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Analyse Game searches on from every position of this game and shows what each move lost.</source>
            <translation>„Partie analysieren“ sucht von jeder Stellung dieser Partie aus weiter und zeigt, was jeder Zug gekostet hat.</translation>
        </message>
        <message>
            <location line="+33" />
            <source>move %1 (%2): not analysed</source>
            <translation>Zug %1 (%2): nicht analysiert</translation>
        </message>
        <message>
            <location line="+8" />
            <source>move %1 (%2): best found before %3, after %4, loss %5</source>
            <translation>Zug %1 (%2): bestes davor gefunden %3, danach %4, Verlust %5</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Play the better line from move %1</source>
            <translation>Bessere Fortsetzung ab Zug %1 spielen</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::Autosave</name>
        <message>
            <location filename="../app/gui/document/Autosave.cpp" line="+85" />
            <source>cannot create the folder</source>
            <translation>der Ordner kann nicht angelegt werden</translation>
        </message>
        <message>
            <location line="+138" />
            <source>cannot create its lock file</source>
            <translation>seine Sperrdatei kann nicht angelegt werden</translation>
        </message>
        <message>
            <location line="+40" />
            <source>Cannot keep a copy of the unsaved work in %1: %2. It is kept in %3 instead.</source>
            <translation>Keine Kopie der ungespeicherten Arbeit in %1 möglich: %2. Sie wird stattdessen in %3 aufbewahrt.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Cannot keep a copy of the unsaved work in %1: %2</source>
            <translation>Keine Kopie der ungespeicherten Arbeit in %1 möglich: %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cannot keep a copy of the unsaved work in %1: %2 (nor in %3: %4)</source>
            <translation>Keine Kopie der ungespeicherten Arbeit in %1 möglich: %2 (auch nicht in %3: %4)</translation>
        </message>
        <message>
            <location line="+43" />
            <source>Morpion Layers found unsaved work from %1 in %2 that cannot be read: %3.</source>
            <translation>Morpion Layers hat in %2 ungespeicherte Arbeit vom %1 gefunden, die nicht gelesen werden kann: %3.</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>a %1 grid of %n move(s)</source>
            <translation>
                <numerusform>ein %1-Gitter mit %n Zug</numerusform>
                <numerusform>ein %1-Gitter mit %n Zügen</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Morpion Layers ended on %1 without saving %2.</source>
            <translation>Morpion Layers wurde am %1 beendet, ohne %2 zu speichern.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Morpion Layers ended on %1 without saving %2, from %3.</source>
            <translation>Morpion Layers wurde am %1 beendet, ohne %2 aus %3 zu speichern.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The copy is damaged (%1): moves may be missing.</source>
            <translation>Die Kopie ist beschädigt (%1): Züge können fehlen.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>It was kept in %1 because %2 could not take it: %3.</source>
            <translation>Sie wurde in %1 aufbewahrt, weil %2 sie nicht aufnehmen konnte: %3.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Restore Unsaved Work</source>
            <translation>Ungespeicherte Arbeit wiederherstellen</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Restore puts it on the board as one step that can be undone; it is not saved until you save it.</source>
            <translation>„Wiederherstellen“ legt sie in einem Schritt aufs Brett, der sich rückgängig machen lässt; gespeichert ist sie erst, wenn Sie speichern.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Restore</source>
            <translation>&amp;Wiederherstellen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Discard</source>
            <translation>&amp;Verwerfen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep for &amp;Later</source>
            <translation>Für &amp;später behalten</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Restore unsaved work</source>
            <translation>Ungespeicherte Arbeit wiederherstellen</translation>
        </message>
        <message>
            <location filename="../app/gui/document/AutosaveCopy.cpp" line="+82" />
            <source>it is larger than any copy of a grid</source>
            <translation>sie ist größer als jede Kopie eines Gitters</translation>
        </message>
        <message>
            <location line="+9" />
            <source>it is empty</source>
            <translation>sie ist leer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>it is not a copy this program can read</source>
            <translation>sie ist keine Kopie, die dieses Programm lesen kann</translation>
        </message>
        <message>
            <location filename="../app/gui/document/Autosave.cpp" line="-271" />
            <source>it is a symbolic link, not a folder of yours</source>
            <translation>es ist eine symbolische Verknüpfung, kein eigener Ordner</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it is not a folder</source>
            <translation>es ist kein Ordner</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it belongs to another user</source>
            <translation>er gehört einem anderen Benutzer</translation>
        </message>
        <message>
            <location line="+2" />
            <source>other users can write in it</source>
            <translation>andere Benutzer können darin schreiben</translation>
        </message>
        <message>
            <location line="+201" />
            <source>Copies of unsaved work in %1 are not read: %2.</source>
            <translation>Kopien ungespeicherter Arbeit in %1 werden nicht gelesen: %2.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardDescription</name>
        <message>
            <location filename="../app/gui/board/BoardDescription.cpp" line="+12" />
            <source>%1 grid, score %2, finished.</source>
            <translation>%1-Gitter, Punktzahl %2, beendet.</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%1 grid, score %2, %n legal move(s).</source>
            <translation>
                <numerusform>%1-Gitter, Punktzahl %2, %n zulässiger Zug.</numerusform>
                <numerusform>%1-Gitter, Punktzahl %2, %n zulässige Züge.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+8" />
            <source>In play: %n move(s) played by hand, every legal move can be played.</source>
            <translation>
                <numerusform>Im Spiel: %n Zug von Hand gespielt, jeder zulässige Zug kann gespielt werden.</numerusform>
                <numerusform>Im Spiel: %n Züge von Hand gespielt, jeder zulässige Zug kann gespielt werden.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>Layer %1 of %2: %3 taken, %4 not taken, %5 legal but left untaken in an earlier layer.</source>
            <extracomment>"taken": played in this layer (bit 1 of the layer code), not selected in the interface.</extracomment>
            <translation>Schicht %1 von %2: %3 gespielt, %4 nicht gespielt, %5 zulässig, aber in einer früheren Schicht ausgelassen.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Layer %1 of %2.</source>
            <translation>Schicht %1 von %2.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>(%1, %2): no legal move.</source>
            <translation>(%1, %2): kein zulässiger Zug.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>(%1, %2): Enter plays %3.</source>
            <translation>(%1, %2): Eingabe spielt %3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>(%1, %2): %3 lines, Enter plays line %4, %5; Tab: next line.</source>
            <translation>(%1, %2): %3 Linien, Eingabe spielt Linie %4, %5; Tab: nächste Linie.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardPrinter</name>
        <message>
            <location filename="../app/gui/files/BoardPrinter.cpp" line="+24" />
            <source>Morpion Solitaire grid</source>
            <translation>Morpion-Solitaire-Gitter</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Print…</source>
            <translation>&amp;Drucken…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Print the grid as File &gt; Export Picture draws it</source>
            <translation>Das Gitter so drucken, wie Datei &gt; Bild exportieren es zeichnet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Print Pre&amp;view…</source>
            <translation>Druck&amp;vorschau…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Page Set&amp;up…</source>
            <translation>Seite &amp;einrichten…</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Print Grid</source>
            <translation>Gitter drucken</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Print Preview</source>
            <translation>Druckvorschau</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardView</name>
        <message>
            <location filename="../app/gui/board/BoardView.cpp" line="+258" />
            <location line="+136" />
            <source>Legend</source>
            <translation>Legende</translation>
        </message>
        <message>
            <location line="-126" />
            <source>Board, cursor at %1</source>
            <translation>Brett, Cursor bei %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cursor at %1</source>
            <translation>Cursor bei %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Board</source>
            <translation>Brett</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Enter: play with the keyboard. Left and right arrows: previous and next layer.</source>
            <translation>Eingabe: mit der Tastatur spielen. Pfeile links und rechts: vorige und nächste Schicht.</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardViewInput.cpp" line="+138" />
            <source>No playable point further in that direction.</source>
            <translation>In dieser Richtung gibt es keinen spielbaren Punkt mehr.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Keyboard play ended. Enter starts it again; ←/→ step layers.</source>
            <translation>Tastaturspiel beendet. Eingabe startet es wieder; ←/→ wechseln die Schicht.</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardView.cpp" line="+143" />
            <source>Tab: next line · Enter: play · Esc: end keyboard play</source>
            <translation>Tab: nächste Linie · Eingabe: spielen · Esc: Tastaturspiel beenden</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tab or wheel: next line · click: play · Esc: cancel</source>
            <translation>Tab oder Mausrad: nächste Linie · Klick: spielen · Esc: abbrechen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 lines through (%2, %3), showing %4 — %5</source>
            <translation>%1 Linien durch (%2, %3), Linie %4 gezeigt — %5</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardViewInput.cpp" line="+197" />
            <source>Keyboard play: arrows move, Shift+arrows jump to a playable point, Enter plays, Tab: next line, Esc: end. Ctrl+←/→, PgUp/PgDn: layers.</source>
            <translation>Tastaturspiel: Pfeile bewegen, Umschalt+Pfeile springen zum nächsten spielbaren Punkt, Eingabe spielt, Tab: nächste Linie, Esc: Ende. Strg+←/→, Bild↑/Bild↓: Schichten.</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Board: ←/→ step layers, Enter plays with the keyboard.</source>
            <translation>Brett: ←/→ wechseln die Schicht, Eingabe spielt mit der Tastatur.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CodeBar</name>
        <message>
            <location filename="../app/gui/panels/CodeBar.cpp" line="+40" />
            <source>The layer code of the grid: the set of its moves</source>
            <translation>Der Schichtcode des Gitters: die Menge seiner Züge</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game number: the moves in their exact order</source>
            <translation>Die Partienummer: die Züge in ihrer genauen Reihenfolge</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the layer code</source>
            <translation>Schichtcode kopieren</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the game number</source>
            <translation>Partienummer kopieren</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Paste a layer code, a game number or a move list, then press Enter</source>
            <translation>Schichtcode, Partienummer oder Zugliste einfügen, dann Eingabe drücken</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Read codes as this variant (a prefix such as 5D: in the text wins)</source>
            <translation>Codes in dieser Variante lesen (ein Präfix wie 5D: im Text hat Vorrang)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open</source>
            <translation>Öffnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the code typed on the left</source>
            <translation>Den links eingegebenen Code öffnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Variant of the code</source>
            <translation>Variante des Codes</translation>
        </message>
        <message>
            <location line="-37" />
            <source>Codes</source>
            <translation>Codes</translation>
        </message>
        <message>
            <location line="+46" />
            <source>Layer code:</source>
            <translation>Schichtcode:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game number:</source>
            <translation>Partienummer:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open code:</source>
            <translation>Code öffnen:</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Copy &amp;Layer Code</source>
            <translation>&amp;Schichtcode kopieren</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy &amp;Game Number</source>
            <translation>&amp;Partienummer kopieren</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open &amp;Code…</source>
            <translation>Code ö&amp;ffnen…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Layer code copied</source>
            <translation>Schichtcode kopiert</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Game number copied</source>
            <translation>Partienummer kopiert</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionActions</name>
        <message>
            <location filename="../app/gui/collection/CollectionActions.cpp" line="+24" />
            <source>Open &amp;Collection…</source>
            <translation>Samm&amp;lung öffnen …</translation>
        </message>
        <message>
            <location line="+2" />
            <source>List the grids of a text file of codes, with thumbnails, duplicates and problems</source>
            <translation>Die Gitter einer Textdatei mit Codes auflisten, mit Vorschaubildern, Duplikaten und Problemen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open Collection &amp;Folder…</source>
            <translation>Sammlungs&amp;ordner öffnen …</translation>
        </message>
        <message>
            <location line="+2" />
            <source>List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)</source>
            <extracomment>"record files": files that hold a grid (MSR, Pentasol), not world records.</extracomment>
            <translation>Die Gitter eines Ordners mit Datensatzdateien auflisten (Pentasol, MSR, Bilder mit ihrem Gitter)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Paste as Collec&amp;tion</source>
            <translation>Als Samm&amp;lung einfügen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Open Collection</source>
            <translation>Sammlung öffnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Texts with codes (*.txt *.log *.md *.csv);;All files (*)</source>
            <translation>Texte mit Codes (*.txt *.log *.md *.csv);;Alle Dateien (*)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Open Collection Folder</source>
            <translation>Sammlungsordner öffnen</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Collection: %1.</source>
            <extracomment>%1: what the collection panel's summary says, "codes without a variant read as 5T; 3 of them also decode as 5D".</extracomment>
            <translation>Sammlung: %1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Read All as %1</source>
            <translation>Alle als %1 lesen</translation>
        </message>
        <message>
            <location line="+36" />
            <source>The clipboard holds no text to open.</source>
            <translation>Die Zwischenablage enthält keinen Text zum Öffnen.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the clipboard</source>
            <translation>die Zwischenablage</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Open %1 from the collection</source>
            <translation>%1 aus der Sammlung öffnen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>#%1, %2: %3 %4 moves</source>
            <translation>Nr. %1, %2: %3, %4 Züge</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionLoader</name>
        <message>
            <location filename="../app/gui/collection/CollectionData.cpp" line="+16" />
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+149" />
            <source>line %1</source>
            <extracomment>A line of the text file read as a collection, not a line of the game.</extracomment>
            <translation>Zeile %1</translation>
        </message>
        <message>
            <location line="+3" />
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+1" />
            <source>%1, line %2</source>
            <extracomment>%1 is a file name; a line of that text file, not a line of the game.</extracomment>
            <translation>%1, Zeile %2</translation>
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
            <translation>Codes ohne Variante gelesen als %1</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n of them also decode as %1</source>
            <translation>
                <numerusform>%n davon lässt sich auch als %1 dekodieren</numerusform>
                <numerusform>%n davon lassen sich auch als %1 dekodieren</numerusform>
            </translation>
        </message>
        <message>
            <location line="+27" />
            <source>The folder %1 does not exist.</source>
            <translation>Der Ordner %1 existiert nicht.</translation>
        </message>
        <message>
            <location line="+144" />
            <source>Cannot open %1: %2.</source>
            <translation>%1 kann nicht geöffnet werden: %2.</translation>
        </message>
        <message>
            <location line="-19" />
            <source>The text is too large to read as a collection (%1 MB; at most %2 MB).</source>
            <translation>Der Text ist zu groß, um als Sammlung gelesen zu werden (%1 MB; höchstens %2 MB).</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionModel</name>
        <message>
            <location filename="../app/gui/collection/CollectionModel.cpp" line="+68" />
            <source>Grid</source>
            <translation>Gitter</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Found at</source>
            <translation>Fundstelle</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Score</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layers</source>
            <translation>Schichten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Length</source>
            <translation>Länge</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Same grid</source>
            <translation>Gleiches Gitter</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Same points</source>
            <translation>Gleiche Punkte</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Where the grid was found: a line of the text, or a file of the folder</source>
            <translation>Wo das Gitter gefunden wurde: eine Zeile des Textes oder eine Datei des Ordners</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layers that take at least one move</source>
            <translation>Schichten, die mindestens einen Zug nehmen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Characters of the layer code</source>
            <translation>Zeichen des Schichtcodes</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rows with the same grid up to rotation and reflection share a group, named by its first row</source>
            <translation>Zeilen mit demselben Gitter bis auf Drehung und Spiegelung bilden eine Gruppe, benannt nach ihrer ersten Zeile</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Rows with the same points up to rotation and reflection, whatever their lines, share a group</source>
            <translation>Zeilen mit denselben Punkten bis auf Drehung und Spiegelung bilden eine Gruppe, gleich welche Linien sie haben</translation>
        </message>
        <message>
            <location line="+30" />
            <location line="+3" />
            <source>#%1 (×%2)</source>
            <translation>Nr. %1 (×%2)</translation>
        </message>
        <message numerus="yes">
            <location line="+22" />
            <source>%n other row(s) hold this grid, rotated or mirrored</source>
            <translation>
                <numerusform>%n weitere Zeile enthält dieses Gitter, gedreht oder gespiegelt</numerusform>
                <numerusform>%n weitere Zeilen enthalten dieses Gitter, gedreht oder gespiegelt</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same grid as row #%1, up to rotation and reflection</source>
            <translation>Dasselbe Gitter wie Zeile Nr. %1, bis auf Drehung und Spiegelung</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>%n other row(s) have these points (up to symmetry), some with other lines</source>
            <translation>
                <numerusform>%n weitere Zeile hat diese Punkte (bis auf Symmetrie), mit anderen Linien</numerusform>
                <numerusform>%n weitere Zeilen haben diese Punkte (bis auf Symmetrie), manche mit anderen Linien</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>The same points as row #%1, up to rotation and reflection</source>
            <translation>Dieselben Punkte wie Zeile Nr. %1, bis auf Drehung und Spiegelung</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionPanel</name>
        <message>
            <location filename="../app/gui/collection/CollectionPanel.cpp" line="+43" />
            <source>The grid of the row picked is shown here; Enter or a double-click opens it.</source>
            <translation>Hier erscheint das Gitter der gewählten Zeile; Eingabe oder ein Doppelklick öffnet es.</translation>
        </message>
        <message>
            <location line="+38" />
            <source>All variants</source>
            <translation>Alle Varianten</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Show only the grids of one variant</source>
            <translation>Nur die Gitter einer Variante zeigen</translation>
        </message>
        <message>
            <location line="-29" />
            <source>Collection panel</source>
            <translation>Sammlungsleiste</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Score ≥ </source>
            <translation>Punkte ≥ </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show only the grids with at least this score</source>
            <translation>Nur die Gitter mit mindestens dieser Punktzahl zeigen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Filter by code or text</source>
            <translation>Nach Code oder Text filtern</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Show only the rows whose code, place or line holds this text</source>
            <translation>Nur die Zeilen zeigen, deren Code, Fundstelle oder Zeile diesen Text enthält</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Preview of the row picked</source>
            <translation>Vorschau der gewählten Zeile</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid of the row picked, not opened: the open grid does not change. Enter or a double-click opens it as one undo step.</source>
            <translation>Das Gitter der gewählten Zeile, nicht geöffnet: Das geöffnete Gitter bleibt unverändert. Eingabe oder ein Doppelklick öffnet es als ein Rückgängig-Schritt.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Open a collection: File &gt; Open Collection…, or paste a list of codes with Edit &gt; Paste as Collection.</source>
            <translation>Öffnen Sie eine Sammlung: Datei &gt; Sammlung öffnen …, oder fügen Sie eine Liste von Codes mit Bearbeiten &gt; Als Sammlung einfügen ein.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%v of %m</source>
            <translation>%v von %m</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop reading; the grids read so far stay</source>
            <translation>Lesen abbrechen; die bisher gelesenen Gitter bleiben</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sorting…</source>
            <translation>Wird sortiert…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The list is being sorted and filtered; it stays usable meanwhile</source>
            <translation>Die Liste wird sortiert und gefiltert; sie bleibt währenddessen benutzbar</translation>
        </message>
        <message>
            <location line="+61" />
            <source>&amp;Open</source>
            <translation>Ö&amp;ffnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Compare with the Open Grid</source>
            <translation>Mit dem geöffneten Gitter &amp;vergleichen</translation>
        </message>
        <message>
            <location line="+34" />
            <source>#%1, %2: %3 %4 moves · Enter opens it</source>
            <translation>Nr. %1, %2: %3, %4 Züge · Eingabe öffnet es</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Reading…</source>
            <translation>Lese …</translation>
        </message>
        <message numerus="yes">
            <location line="+47" />
            <source>%n grid(s)</source>
            <translation>
                <numerusform>%n Gitter</numerusform>
                <numerusform>%n Gitter</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n problem(s)</source>
            <translation>
                <numerusform>%n Problem</numerusform>
                <numerusform>%n Probleme</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n group(s) of the same grid</source>
            <translation>
                <numerusform>%n Gruppe desselben Gitters</numerusform>
                <numerusform>%n Gruppen desselben Gitters</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n group(s) of the same points with other lines</source>
            <translation>
                <numerusform>%n Gruppe derselben Punkte mit anderen Linien</numerusform>
                <numerusform>%n Gruppen derselben Punkte mit anderen Linien</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n line(s) without a code</source>
            <translation>
                <numerusform>%n Zeile ohne Code</numerusform>
                <numerusform>%n Zeilen ohne Code</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n other file(s) skipped</source>
            <translation>
                <numerusform>%n andere Datei übersprungen</numerusform>
                <numerusform>%n andere Dateien übersprungen</numerusform>
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
            <translation>Abgebrochen; bisher gelesen: %1</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Not read (%n):</source>
            <translation>
                <numerusform>Nicht gelesen (%n):</numerusform>
                <numerusform>Nicht gelesen (%n):</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+12" />
            <source>%1 of %n grid(s) shown · %2</source>
            <translation>
                <numerusform>%1 von %n Gitter gezeigt · %2</numerusform>
                <numerusform>%1 von %n Gittern gezeigt · %2</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionProblemModel</name>
        <message>
            <location filename="../app/gui/collection/CollectionProblemModel.cpp" line="+36" />
            <source>Found at</source>
            <translation>Fundstelle</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Why it was not read</source>
            <translation>Warum es nicht gelesen wurde</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CompareDialog</name>
        <message>
            <location filename="../app/gui/compare/CompareDialog.cpp" line="+25" />
            <source>Compare With</source>
            <translation>Vergleichen mit</translation>
        </message>
        <message>
            <location line="+38" />
            <source>A &amp;layer code, game number, move list or record:</source>
            <translation>Ein &amp;Schichtcode, eine Partienummer, eine Zugliste oder ein Datensatz:</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Grid to compare with</source>
            <translation>Gitter zum Vergleichen</translation>
        </message>
        <message>
            <location line="+10" />
            <source>A &amp;file:</source>
            <translation>Eine &amp;Datei:</translation>
        </message>
        <message>
            <location line="+2" />
            <source>File to compare with</source>
            <translation>Datei zum Vergleichen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The path of a grid file</source>
            <translation>Der Pfad einer Gitterdatei</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Browse…</source>
            <translation>Du&amp;rchsuchen…</translation>
        </message>
        <message numerus="yes">
            <location line="+14" />
            <source>Grid &amp;number of the collection (%1, %n grid(s)):</source>
            <translation>
                <numerusform>Gitter&amp;nummer in der Sammlung (%1, %n Gitter):</numerusform>
                <numerusform>Gitter&amp;nummer in der Sammlung (%1, %n Gitter):</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>Grid number in the collection</source>
            <translation>Gitternummer in der Sammlung</translation>
        </message>
        <message>
            <location line="-58" />
            <source>&amp;Compare</source>
            <translation>&amp;Vergleichen</translation>
        </message>
        <message>
            <location line="+132" />
            <source>%1, %2 moves, %3</source>
            <translation>%1, %2 Züge, %3</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Compare With a File</source>
            <translation>Mit einer Datei vergleichen</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::Document</name>
        <message>
            <location filename="../app/gui/document/Document.cpp" line="+100" />
            <location line="+183" />
            <source>New %1 game</source>
            <translation>Neue %1-Partie</translation>
        </message>
        <message numerus="yes">
            <location line="-182" />
            <source>%1 grid, %n move(s)</source>
            <translation>
                <numerusform>%1-Gitter, %n Zug</numerusform>
                <numerusform>%1-Gitter, %n Züge</numerusform>
            </translation>
        </message>
        <message>
            <location line="+18" />
            <source>grid-%1</source>
            <translation>gitter-%1</translation>
        </message>
        <message>
            <location line="+51" />
            <source>Analyse Game</source>
            <translation>Partie analysieren</translation>
        </message>
        <message>
            <location filename="../app/gui/document/PlayMoveCommand.cpp" line="+9" />
            <source>Play %1</source>
            <translation>%1 spielen</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::EditGridInfoCommand</name>
        <message>
            <location filename="../app/gui/document/EditGridInfoCommand.cpp" line="+8" />
            <source>Edit %1</source>
            <translation>%1 bearbeiten</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ExportDialog</name>
        <message>
            <location filename="../app/gui/files/ExportDialog.cpp" line="+55" />
            <location line="+176" />
            <location line="+12" />
            <source>Export Picture</source>
            <translation>Bild exportieren</translation>
        </message>
        <message>
            <location line="-157" />
            <source>As on screen</source>
            <translation>Wie auf dem Bildschirm</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Clean print style</source>
            <translation>Schlichter Druckstil</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Move &amp;numbers</source>
            <translation>Zug&amp;nummern</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Highlight layer %1</source>
            <translation>Schicht %1 &amp;hervorheben</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Legend</source>
            <translation>&amp;Legende</translation>
        </message>
        <message>
            <location line="+5" />
            <source> px</source>
            <translation> px</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Width of a PNG in pixels, of an SVG or PDF in points</source>
            <translation>Breite eines PNG in Pixeln, eines SVG oder PDF in Punkten</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A4</source>
            <translation>A4</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Letter</source>
            <translation>Letter (US)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fit the picture, with a margin</source>
            <translation>An das Bild angepasst, mit Rand</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The page of a PDF or SVG: the picture is scaled to the paper, or the page fits the picture at its width</source>
            <translation>Die Seite eines PDF oder SVG: Das Bild wird auf das Papier skaliert, oder die Seite passt sich in der Breite dem Bild an</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Capt&amp;ion line: author, variant, score and code</source>
            <translation>&amp;Bildunterschrift: Autor, Variante, Punktzahl und Code</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A line under the grid: %1</source>
            <translation>Eine Zeile unter dem Gitter: %1</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Look:</source>
            <translation>Aussehen:</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Width:</source>
            <translation>Breite:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>PDF/SVG &amp;page:</source>
            <translation>PDF/SVG-S&amp;eite:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Size:</source>
            <translation>Größe:</translation>
        </message>
        <message>
            <location line="-73" />
            <source>&amp;Save As…</source>
            <translation>&amp;Speichern unter…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Copy Picture</source>
            <translation>Bild &amp;kopieren</translation>
        </message>
        <message>
            <location line="+116" />
            <source>%1 · score %2 · %3</source>
            <translation>%1 · Punktzahl %2 · %3</translation>
        </message>
        <message>
            <location line="+6" />
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <location line="+10" />
            <source>PNG %1 × %2 px; PDF/SVG page %3 × %4 mm</source>
            <translation>PNG %1 × %2 px; PDF/SVG-Seite %3 × %4 mm</translation>
        </message>
        <message>
            <location line="+41" />
            <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
            <translation>PNG-Bild (*.png);;SVG-Zeichnung (*.svg);;PDF-Dokument (*.pdf)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::FamousGridsMenu</name>
        <message>
            <location filename="../app/gui/files/FamousGridsMenu.cpp" line="+13" />
            <source>Famous &amp;Grids</source>
            <translation>Berühmte &amp;Gitter</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The built-in list does not read: %1</source>
            <translation>Die eingebaute Liste ist nicht lesbar: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>%1 %2 moves — %3</source>
            <translation>%1, %2 Züge — %3</translation>
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
            <translation>&amp;Öffnen…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open a grid file (MSR JSON, Pentasol, a code or a move list)</source>
            <translation>Eine Gitterdatei öffnen (MSR-JSON, Pentasol, ein Code oder eine Zugliste)</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+29" />
            <source>&amp;Save</source>
            <translation>&amp;Speichern</translation>
        </message>
        <message>
            <location line="-27" />
            <source>Save &amp;As…</source>
            <translation>Speichern &amp;unter…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open &amp;Recent</source>
            <translation>&amp;Zuletzt geöffnet</translation>
        </message>
        <message>
            <location line="+16" />
            <source>The game's analysis is not saved (it is kept in the grid's file). Save it first?</source>
            <translation>Die Analyse der Partie ist nicht gespeichert (sie wird in der Datei des Gitters gespeichert). Zuerst speichern?</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The grid has changes that are not saved, the game's analysis among them. Save them first?</source>
            <translation>Das Gitter hat Änderungen, die nicht gespeichert sind, darunter die Analyse der Partie. Zuerst speichern?</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Unsaved Grid</source>
            <translation>Nicht gespeichertes Gitter</translation>
        </message>
        <message>
            <location line="-2" />
            <source>The grid has changes that are not saved. Save them first?</source>
            <translation>Das Gitter hat ungespeicherte Änderungen. Zuerst speichern?</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Open Grid</source>
            <translation>Gitter öffnen</translation>
        </message>
        <message>
            <location line="-62" />
            <source>Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)</source>
            <translation>Gitter (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR-Datensätze (*.json *.msr);;Pentasol-Dateien (*.txt);;MS1-Text (*.txt *.ms1);;Bilder mit ihrem Gitter (*.png *.svg);;Alle Dateien (*)</translation>
        </message>
        <message>
            <location line="+98" />
            <source>%1 was not reopened: it is no longer there</source>
            <translation>%1 wurde nicht wieder geöffnet: die Datei gibt es nicht mehr</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 was not reopened: %2</source>
            <translation>%1 wurde nicht wieder geöffnet: %2</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Cannot open %1: %2</source>
            <translation>%1 kann nicht geöffnet werden: %2</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Cannot open %1: %2.</source>
            <translation>%1 kann nicht geöffnet werden: %2.</translation>
        </message>
        <message>
            <location line="-105" />
            <source>&amp;New Game</source>
            <translation>&amp;Neue Partie</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 game</source>
            <translation>%1-Partie</translation>
        </message>
        <message>
            <location line="+38" />
            <source>&amp;Discard</source>
            <translation>&amp;Verwerfen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Cancel</source>
            <translation>&amp;Abbrechen</translation>
        </message>
        <message>
            <location line="+68" />
            <source>Open %1</source>
            <translation>%1 öffnen</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Save Grid</source>
            <translation>Gitter speichern</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MSR record (*.msr.json);;Pentasol file (*.pentasol.txt);;MS1 text, the compact MSR record (*.ms1)</source>
            <translation>MSR-Datensatz (*.msr.json);;Pentasol-Datei (*.pentasol.txt);;MS1-Text, der kompakte MSR-Datensatz (*.ms1)</translation>
        </message>
        <message>
            <location line="+38" />
            <location line="+6" />
            <source>Cannot save %1: %2</source>
            <translation>%1 kann nicht gespeichert werden: %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Saved %1</source>
            <translation>%1 gespeichert</translation>
        </message>
        <message>
            <location line="+29" />
            <source>&amp;Clear List</source>
            <translation>Liste &amp;leeren</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridClipboard</name>
        <message>
            <location filename="../app/gui/files/GridClipboard.cpp" line="+40" />
            <source>The clipboard is empty.</source>
            <translation>Die Zwischenablage ist leer.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>The clipboard holds a picture without a grid in it: only pictures that Morpion Layers saved or copied carry their grid.</source>
            <translation>Die Zwischenablage enthält ein Bild ohne Gitter: Nur Bilder, die Morpion Layers gespeichert oder kopiert hat, tragen ihr Gitter.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The clipboard holds no text to open.</source>
            <translation>Die Zwischenablage enthält keinen Text zum Öffnen.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridCompare</name>
        <message>
            <location filename="../app/gui/compare/GridCompare.cpp" line="+28" />
            <source>Co&amp;mpare With…</source>
            <translation>&amp;Vergleichen mit…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw another grid over this one: the moves both have, and the moves each has alone</source>
            <translation>Ein anderes Gitter über dieses zeichnen: die Züge, die beide haben, und die Züge, die nur eines hat</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;End Comparison</source>
            <translation>Ver&amp;gleich beenden</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop drawing the other grid over this one</source>
            <translation>Das andere Gitter nicht mehr über dieses zeichnen</translation>
        </message>
        <message>
            <location line="+57" />
            <source>Cannot read %1 to compare with: %2</source>
            <translation>%1 kann nicht zum Vergleichen gelesen werden: %2</translation>
        </message>
        <message>
            <location line="+16" />
            <source>That is a %1 grid; the open grid is %2</source>
            <translation>Das ist ein %1-Gitter; das geöffnete Gitter ist ein %2-Gitter</translation>
        </message>
        <message>
            <location line="+57" />
            <source> · %1 moves in both, %2 only played, %3 only in the better line</source>
            <translation> · %1 Züge in beiden, %2 nur gespielt, %3 nur in der besseren Fortsetzung</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Comparing: %1 moves in both, %2 only in this grid, %3 only in the other</source>
            <translation>Vergleich: %1 Züge in beiden, %2 nur in diesem Gitter, %3 nur im anderen</translation>
        </message>
        <message>
            <location line="+5" />
            <source> · the grids are the same</source>
            <translation> · die Gitter sind gleich</translation>
        </message>
        <message>
            <location line="+2" />
            <source> · the other grid is this one transformed: %1</source>
            <translation> · das andere Gitter ist dieses, umgeformt: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the same points, with other lines</source>
            <translation> · dieselben Punkte, mit anderen Linien</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the other grid seen through “%1”, where the two have the most moves in common</source>
            <extracomment>%1: a command of the Transform menu without its access key, such as "Flip Left–Right".</extracomment>
            <translation> · das andere Gitter durch „%1“ gesehen, wo beide die meisten Züge gemeinsam haben</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the other grid as it is</source>
            <translation> · das andere Gitter, wie es ist</translation>
        </message>
        <message>
            <location line="-24" />
            <location line="+25" />
            <source> · Esc leaves the comparison</source>
            <translation> · Esc beendet den Vergleich</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Align the Other Grid</source>
            <translation>Anderes Gitter ausrichten</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Compare As It Is</source>
            <translation>So vergleichen, wie es ist</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridEditActions</name>
        <message>
            <location filename="../app/gui/edit/GridEditActions.cpp" line="+25" />
            <source>Remo&amp;ve Move</source>
            <translation>&amp;Zug entfernen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Remove the move under the pointer (or the one picked in the layer panel) with every move that needs it</source>
            <translation>Den Zug unter dem Mauszeiger (oder den in der Seitenleiste „Schicht“ gewählten) mit allen Zügen entfernen, die ihn benötigen</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The move picked in the layer panel is not in the grid, so there is nothing to remove</source>
            <translation>Der in der Schichtleiste gewählte Zug ist nicht im Gitter; es gibt nichts zu entfernen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Point at a move on the board, or pick one in the layer panel, to remove it</source>
            <translation>Zeigen Sie auf einen Zug auf dem Brett oder wählen Sie einen in der Seitenleiste „Schicht“, um ihn zu entfernen</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Remove move %1</source>
            <translation>Zug %1 entfernen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Removed move %1</source>
            <translation>Zug %1 entfernt</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Removed move %1 and the %n move(s) that need it</source>
            <translation>
                <numerusform>Zug %1 entfernt, dazu %n Zug, der ihn benötigt</numerusform>
                <numerusform>Zug %1 entfernt, dazu %n Züge, die ihn benötigen</numerusform>
            </translation>
        </message>
        <message>
            <location line="+10" />
            <source>No move has its point in (%1, %2)–(%3, %4)</source>
            <translation>Kein Zug hat seinen Punkt in (%1, %2)–(%3, %4)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Remove region</source>
            <translation>Bereich entfernen</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Removed %n move(s) from the region and what needs them</source>
            <translation>
                <numerusform>%n Zug aus dem Bereich entfernt, samt allem, was ihn benötigt</numerusform>
                <numerusform>%n Züge aus dem Bereich entfernt, samt allem, was sie benötigt</numerusform>
            </translation>
        </message>
        <message>
            <location line="+9" />
            <source>Take back to move %1</source>
            <translation>Bis Zug %1 zurücknehmen</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <location line="+10" />
            <source>Took back %n move(s)</source>
            <translation>
                <numerusform>%n Zug zurückgenommen</numerusform>
                <numerusform>%n Züge zurückgenommen</numerusform>
            </translation>
        </message>
        <message>
            <location line="-1" />
            <source>Take back to layer %1</source>
            <translation>Bis Schicht %1 zurücknehmen</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Take this one instead</source>
            <translation>Stattdessen diesen Zug spielen</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Took the move, removed %n move(s) in its way and what needs them</source>
            <translation>
                <numerusform>Zug gespielt; %n Zug im Weg entfernt, samt allem, was ihn benötigt</numerusform>
                <numerusform>Zug gespielt; %n Züge im Weg entfernt, samt allem, was sie benötigt</numerusform>
            </translation>
        </message>
        <message>
            <location line="+11" />
            <source>Take %1 Instead</source>
            <translation>Stattdessen %1 spielen</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Take This One Instead and Remove %n Move(s)</source>
            <translation>
                <numerusform>Stattdessen diesen Zug spielen und %n Zug entfernen</numerusform>
                <numerusform>Stattdessen diesen Zug spielen und %n Züge entfernen</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Take %1 Instead and Remove %n Move(s)</source>
            <translation>
                <numerusform>Stattdessen %1 spielen und %n Zug entfernen</numerusform>
                <numerusform>Stattdessen %1 spielen und %n Züge entfernen</numerusform>
            </translation>
        </message>
        <message>
            <location line="+19" />
            <location line="+19" />
            <source>Remove Move %1</source>
            <translation>Zug %1 entfernen</translation>
        </message>
        <message numerus="yes">
            <location line="-18" />
            <source>Remove Move %1 and the %n Move(s) That Need It</source>
            <translation>
                <numerusform>Zug %1 und %n Zug entfernen, der ihn benötigt</numerusform>
                <numerusform>Zug %1 und die %n Züge entfernen, die ihn benötigen</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Take Back to Move %1</source>
            <translation>Bis Zug %1 zurücknehmen</translation>
        </message>
        <message>
            <location line="+3" />
            <location line="+21" />
            <source>Take Back to Layer %1</source>
            <translation>Bis Schicht %1 zurücknehmen</translation>
        </message>
        <message>
            <location line="-7" />
            <source>Take Back to Here</source>
            <translation>Bis hierher zurücknehmen</translation>
        </message>
        <message>
            <location line="-41" />
            <source>Take This One Instead</source>
            <translation>Stattdessen diesen Zug spielen</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridInfoPanel</name>
        <message>
            <location filename="../app/gui/panels/GridInfoPanel.cpp" line="+77" />
            <source>Grid Information</source>
            <translation>Gitterinformationen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Title:</source>
            <translation>Titel:</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Author:</source>
            <translation>Autor:</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Source:</source>
            <translation>Quelle:</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Date:</source>
            <translation>Datum:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Comment:</source>
            <translation>Kommentar:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>What the grid is called</source>
            <translation>Wie das Gitter heißt</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Who found it</source>
            <translation>Wer es gefunden hat</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Where it was published</source>
            <translation>Wo es veröffentlicht wurde</translation>
        </message>
        <message>
            <location line="+0" />
            <source>When, e.g. 2011-08</source>
            <translation>Wann, z. B. 2011-08</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Anything worth keeping with the grid</source>
            <translation>Alles, was beim Gitter bleiben soll</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Title</source>
            <translation>Titel</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Author</source>
            <translation>Autor</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Source</source>
            <translation>Quelle</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Date</source>
            <translation>Datum</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Comment</source>
            <translation>Kommentar</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 grid of %2 moves</source>
            <translation>%1-Gitter mit %2 Zügen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 by %2</source>
            <translation>%1 von %2</translation>
        </message>
        <message numerus="yes">
            <location line="+36" />
            <source>%1 · %n move(s) · %2</source>
            <translation>
                <numerusform>%1 · %n Zug · %2</numerusform>
                <numerusform>%1 · %n Züge · %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n layer(s)</source>
            <translation>
                <numerusform>%n Schicht</numerusform>
                <numerusform>%n Schichten</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>unfinished, %n legal move(s) left</source>
            <translation>
                <numerusform>unfertig, %n zulässiger Zug übrig</numerusform>
                <numerusform>unfertig, %n zulässige Züge übrig</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>Based on %1</source>
            <translation>Beruht auf %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>the game's analysis, shown in the Analysis panel</source>
            <translation>die Analyse der Partie, im Analysebereich gezeigt</translation>
        </message>
        <message>
            <location line="+2" />
            <source>an analysis of another game, dropped when saved</source>
            <translation>eine Analyse einer anderen Partie, beim Speichern verworfen</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Other fields of the record (kept when saved):</source>
            <translation>Weitere Felder des Datensatzes (bleiben beim Speichern erhalten):</translation>
        </message>
        <message>
            <location line="-6" />
            <source>an analysis that does not read (%1), kept as it is</source>
            <translation>eine Analyse, die sich nicht lesen lässt (%1), unverändert behalten</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridOpener</name>
        <message>
            <location filename="../app/gui/files/GridOpener.cpp" line="+22" />
            <source>&amp;Paste Code</source>
            <translation>Code &amp;einfügen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the layer code, game number or move list on the clipboard</source>
            <translation>Schichtcode, Partienummer oder Zugliste aus der Zwischenablage öffnen</translation>
        </message>
        <message>
            <location line="+65" />
            <source>Open %1</source>
            <translation>%1 öffnen</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Opened (%1): %2 %3 moves in %n layer(s)</source>
            <translation>
                <numerusform>%1 geöffnet: %2, %3 Züge in %n Schicht</numerusform>
                <numerusform>%1 geöffnet: %2, %3 Züge in %n Schichten</numerusform>
            </translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+16" />
            <source>the pasted text</source>
            <translation>der eingefügte Text</translation>
        </message>
        <message>
            <location line="-13" />
            <source>The text holds %1 characters, too many for one grid: it is read as a collection of codes.</source>
            <translation>Der Text enthält %1 Zeichen, zu viele für ein Gitter: Er wird als Sammlung von Codes gelesen.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The text holds several codes: they are listed in the collection panel.</source>
            <translation>Der Text enthält mehrere Codes: Sie werden in der Sammlungsleiste aufgelistet.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridTransformActions</name>
        <message>
            <location filename="../app/gui/edit/GridTransformActions.cpp" line="+19" />
            <source>&amp;Rotate / Flip Grid</source>
            <translation>Gitter &amp;drehen / spiegeln</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Changes the grid and its codes; Undo turns it back</source>
            <translation>Ändert das Gitter und seine Codes; Rückgängig stellt es wieder her</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Canonical Orient&amp;ation</source>
            <translation>&amp;Kanonische Ausrichtung</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Turn the grid so that its layer code is its canonical code, the smallest of its 8 images</source>
            <translation>Das Gitter so drehen, dass sein Schichtcode sein kanonischer Code ist, der kleinste seiner 8 Bilder</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy Ca&amp;nonical Code</source>
            <translation>Ka&amp;nonischen Code kopieren</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the smallest layer code over the 8 rotations and mirror images of the grid, the same for every image: a name for the grid up to symmetry</source>
            <translation>Den kleinsten Schichtcode der 8 Drehungen und Spiegelbilder des Gitters kopieren, für jedes Bild derselbe: ein Name des Gitters bis auf Symmetrie</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&amp;Unchanged</source>
            <translation>&amp;Unverändert</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip &amp;Left–Right</source>
            <translation>&amp;Links–rechts spiegeln</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip &amp;Top–Bottom</source>
            <translation>&amp;Oben–unten spiegeln</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate &amp;180°</source>
            <translation>Um &amp;180° drehen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip Along the &amp;Main Diagonal</source>
            <translation>An der &amp;Hauptdiagonale spiegeln</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate 90° &amp;Clockwise</source>
            <translation>Um 90° im &amp;Uhrzeigersinn drehen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate 90° Cou&amp;nter-Clockwise</source>
            <translation>Um 90° &amp;gegen den Uhrzeigersinn drehen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip Along the &amp;Other Diagonal</source>
            <translation>An der &amp;anderen Diagonale spiegeln</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Canonical code copied: the grid is in its canonical orientation</source>
            <translation>Kanonischer Code kopiert: Das Gitter ist in seiner kanonischen Ausrichtung</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Canonical code copied: the code of the grid after “%1”</source>
            <translation>Kanonischer Code kopiert: der Code des Gitters nach „%1“</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The grid is already in its canonical orientation</source>
            <translation>Das Gitter ist bereits in seiner kanonischen Ausrichtung</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Turned to the canonical orientation (%1)</source>
            <translation>In die kanonische Ausrichtung gebracht (%1)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::HandPlay</name>
        <message>
            <location filename="../app/gui/board/PlayLinks.cpp" line="+16" />
            <source>Game over: no legal move is left. Score: %1.</source>
            <translation>Partie zu Ende: kein zulässiger Zug mehr. Punktzahl: %1.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::HelpMenu</name>
        <message>
            <location filename="../app/gui/help/HelpMenu.cpp" line="+17" />
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <location line="+3" />
            <source>How to Read the &amp;Layer View</source>
            <translation>So lesen Sie die &amp;Schichtansicht</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Rules of the Four Variants</source>
            <translation>&amp;Regeln der vier Varianten</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Keyboard Shortcuts</source>
            <translation>&amp;Tastenkürzel</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Report a &amp;Bug…</source>
            <translation>&amp;Fehler melden…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the project's issue tracker in the web browser: %1</source>
            <translation>Den Issue-Tracker des Projekts im Webbrowser öffnen: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;About Morpion Layers</source>
            <translation>&amp;Über Morpion Layers</translation>
        </message>
        <message>
            <location line="+5" />
            <source>About &amp;Qt</source>
            <translation>Über &amp;Qt</translation>
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
            <translation>&amp;Erste Schicht</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Previous Layer</source>
            <translation>&amp;Vorige Schicht</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Next Layer</source>
            <translation>&amp;Nächste Schicht</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Last Layer</source>
            <translation>&amp;Letzte Schicht</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Animate Layers</source>
            <translation>Schichten &amp;animieren</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Drag to move through the layers</source>
            <translation>Ziehen, um durch die Schichten zu gehen</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Layer shown</source>
            <translation>Gezeigte Schicht</translation>
        </message>
        <message>
            <location line="-5" />
            <source>Layers</source>
            <translation>Schichten</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The layer shown</source>
            <translation>Die angezeigte Schicht</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Slow</source>
            <translation>Langsam</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Animation speed</source>
            <translation>Animationsgeschwindigkeit</translation>
        </message>
        <message>
            <location line="+3" />
            <source>By layer</source>
            <translation>Schichtweise</translation>
        </message>
        <message>
            <location line="+0" />
            <source>By move</source>
            <translation>Zugweise</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Animate the layers one by one, or replay the moves in their order</source>
            <translation>Die Schichten einzeln zeigen oder die Züge in ihrer Reihenfolge nachspielen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Animation mode</source>
            <translation>Animationsart</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerChart</name>
        <message>
            <location filename="../app/gui/panels/LayerChart.cpp" line="+20" />
            <source>Moves taken per layer; click a bar to show that layer</source>
            <translation>Gespielte Züge je Schicht; Klick auf einen Balken zeigt diese Schicht</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Moves taken per layer</source>
            <translation>Gespielte Züge je Schicht</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No layers.</source>
            <translation>Keine Schichten.</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>%n layer(s), at most %1 moves taken in one.</source>
            <translation>
                <numerusform>%n Schicht, höchstens %1 Züge in einer gespielt.</numerusform>
                <numerusform>%n Schichten, höchstens %1 Züge in einer gespielt.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer %1: %2 taken.</source>
            <translation>Schicht %1: %2 gespielt.</translation>
        </message>
        <message>
            <location line="+31" />
            <source>max %1 per layer</source>
            <translation>max. %1 je Schicht</translation>
        </message>
        <message>
            <location line="+0" />
            <source>no move taken yet</source>
            <translation>noch kein Zug gespielt</translation>
        </message>
        <message numerus="yes">
            <location line="+64" />
            <source>Layer %1: %n move(s) taken</source>
            <translation>
                <numerusform>Schicht %1: %n Zug gespielt</numerusform>
                <numerusform>Schicht %1: %n Züge gespielt</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerPanel</name>
        <message>
            <location filename="../app/gui/panels/LayerPanel.cpp" line="+70" />
            <source>Move</source>
            <translation>Zug</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Bit</source>
            <translation>Bit</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Code No.</source>
            <translation>Code-Nr.</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Loss</source>
            <translation>Verlust</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The candidate's number in the layer code's order, which is not the order of play that the status bar gives</source>
            <translation>Die Nummer des Kandidaten in der Reihenfolge des Schichtcodes, nicht die Spielreihenfolge der Statusleiste</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Candidates of the layer</source>
            <translation>Kandidaten der Schicht</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each candidate of the layer with its number and its bit: 1 taken, 0 not taken; then the moves legal at this layer but left untaken in an earlier one.</source>
            <translation>Jeder Kandidat der Schicht mit Nummer und Bit: 1 gespielt, 0 nicht gespielt; dann die Züge, die in dieser Schicht zulässig, aber in einer früheren ausgelassen sind.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer panel</source>
            <translation>Schichtleiste</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Moves taken per layer</source>
            <translation>Gespielte Züge je Schicht</translation>
        </message>
        <message>
            <location line="+86" />
            <source>No layers</source>
            <translation>Keine Schichten</translation>
        </message>
        <message numerus="yes">
            <location line="+29" />
            <source>&lt;b&gt;In play&lt;/b&gt;: every one of the %n legal move(s) can be played.</source>
            <translation>
                <numerusform>&lt;b&gt;Im Spiel&lt;/b&gt;: der %n zulässige Zug kann gespielt werden.</numerusform>
                <numerusform>&lt;b&gt;Im Spiel&lt;/b&gt;: jeder der %n zulässigen Züge kann gespielt werden.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>Listed: the moves open at the end, whose 0 bits end the layer code.</source>
            <translation>Aufgelistet: die am Ende offenen Züge, deren 0-Bits den Schichtcode beenden.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&lt;b&gt;Layer %1&lt;/b&gt; / %2&lt;br&gt;%3 of %4 candidates taken</source>
            <translation>&lt;b&gt;Schicht %1&lt;/b&gt; / %2&lt;br&gt;%3 von %4 Kandidaten gespielt</translation>
        </message>
        <message>
            <location line="+6" />
            <source>; %1 legal, but left untaken in an earlier layer</source>
            <translation>; %1 zulässig, aber in einer früheren Schicht ausgelassen</translation>
        </message>
        <message numerus="yes">
            <location line="+30" />
            <source>What this move lost, proven by the solver: the longest game before it was exactly %n move(s) longer than the longest after it</source>
            <translation>
                <numerusform>Was dieser Zug gekostet hat, vom Löser bewiesen: Die längste Partie davor war genau %n Zug länger als die längste danach</numerusform>
                <numerusform>Was dieser Zug gekostet hat, vom Löser bewiesen: Die längste Partie davor war genau %n Züge länger als die längste danach</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>What this move lost in the game's analysis: the best game found before it was %n move(s) longer than any found after it</source>
            <translation>
                <numerusform>Was dieser Zug in der Analyse der Partie gekostet hat: Die beste Partie, die davor gefunden wurde, war %n Zug länger als jede danach gefundene</numerusform>
                <numerusform>Was dieser Zug in der Analyse der Partie gekostet hat: Die beste Partie, die davor gefunden wurde, war %n Züge länger als jede danach gefundene</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>Not taken in this layer (bit 0): it stays legal, left for later</source>
            <translation>In dieser Schicht nicht gespielt (Bit 0): Er bleibt zulässig, für später</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Left untaken earlier (%1)</source>
            <translation>Früher ausgelassen (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal at this layer, but left untaken in an earlier layer</source>
            <translation>In dieser Schicht zulässig, aber in einer früheren Schicht ausgelassen</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Legal at this layer, but it was a candidate of an earlier layer and was not taken there (the layer code calls it taboo: it has no bit of its own)</source>
            <translation>In dieser Schicht zulässig, aber Kandidat einer früheren Schicht, in der er nicht gespielt wurde (der Schichtcode nennt ihn tabu: Er hat kein eigenes Bit)</translation>
        </message>
        <message>
            <location line="-27" />
            <source>Taken in this layer (bit 1)</source>
            <translation>In dieser Schicht gespielt (Bit 1)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerSpinBox</name>
        <message>
            <location filename="../app/gui/panels/LayerSpinBox.cpp" line="+26" />
            <location line="+6" />
            <location line="+9" />
            <source>In play</source>
            <translation>Im Spiel</translation>
        </message>
        <message>
            <location line="-14" />
            <source>Layer %1 / %2</source>
            <translation>Schicht %1 / %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerViewGuide</name>
        <message>
            <location filename="../app/gui/help/LayerViewGuide.cpp" line="+150" />
            <source>How to Read the Layer View</source>
            <translation>So lesen Sie die Schichtansicht</translation>
        </message>
        <message>
            <location line="+37" />
            <source>&lt;p&gt;The picture is the 135 of the Famous Grids menu at layer %1. A layer is the set of moves that became possible through the layers before it; the layer bar and the Layers menu step through them.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Earlier layers&lt;/b&gt;: moves already made, in the plain line colour.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Taken in this layer&lt;/b&gt;: the moves of the layer that the game made, in the highlight colour. They can be played in any order.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Not taken&lt;/b&gt;: moves that were possible in this layer and that the game left. They are never played later.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Taboo&lt;/b&gt;: legal here, but left untaken in an earlier layer, so not a move of this game. Shown so that the layer can be read whole.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Later layers&lt;/b&gt;: drawn faintly (View › Ghost Later Layers) or hidden.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;The layer panel lists the layer's possible moves in the fixed order of the code. Its &lt;b&gt;Bit&lt;/b&gt; column is the layer code itself: 1 for a move taken, 0 for one left. Taboo moves get no bit: the code already said 0 for them. Six bits make one character of the code.&lt;/p&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;th&gt;No.&lt;/th&gt;&lt;th&gt;Move&lt;/th&gt;&lt;th&gt;Bit&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</source>
            <translation>&lt;p&gt;Das Bild zeigt das 135er-Gitter aus dem Menü „Berühmte Gitter“ in Schicht %1. Eine Schicht ist die Menge der Züge, die durch die Schichten davor möglich wurden; die Schichtleiste und das Menü „Schichten“ gehen sie der Reihe nach durch.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Frühere Schichten&lt;/b&gt;: bereits gespielte Züge, in der normalen Linienfarbe.&lt;/li&gt;&lt;li&gt;&lt;b&gt;In dieser Schicht gespielt&lt;/b&gt;: die Züge der Schicht, die die Partie gespielt hat, in der Hervorhebungsfarbe. Sie können in beliebiger Reihenfolge gespielt werden.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Nicht gespielt&lt;/b&gt;: Züge, die in dieser Schicht möglich waren und die die Partie ausgelassen hat. Sie werden auch später nie gespielt.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tabu&lt;/b&gt;: hier zulässig, aber in einer früheren Schicht ausgelassen, also kein Zug dieser Partie. Gezeigt, damit sich die Schicht vollständig lesen lässt.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Spätere Schichten&lt;/b&gt;: blass gezeichnet (Ansicht › Spätere Schichten blass zeigen) oder verborgen.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Die Seitenleiste „Schicht“ listet die möglichen Züge der Schicht in der festen Reihenfolge des Codes auf. Ihre Spalte &lt;b&gt;Bit&lt;/b&gt; ist der Schichtcode selbst: 1 für einen gespielten Zug, 0 für einen ausgelassenen. Tabu-Züge bekommen kein Bit: Der Code hat für sie schon 0 gesagt. Sechs Bits ergeben ein Zeichen des Codes.&lt;/p&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;th&gt;Nr.&lt;/th&gt;&lt;th&gt;Zug&lt;/th&gt;&lt;th&gt;Bit&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LossBadgeDelegate</name>
        <message>
            <location filename="../app/gui/common/LossBadge.cpp" line="+27" />
            <source>Loss: how many moves shorter the best game found after the move is than the best found before it.</source>
            <translation>Verlust: um wie viele Züge die beste nach dem Zug gefundene Partie kürzer ist als die beste davor gefundene.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 1–2: can be the search's noise, another run may not find it; %2 3–9; %3 10 or more.</source>
            <translation>%1 1–2: kann Rauschen der Suche sein, ein anderer Lauf findet ihn vielleicht nicht; %2 3–9; %3 10 und mehr.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>✓ a proven loss: exact, the solver visited every game from both positions.</source>
            <translation>✓ ein bewiesener Verlust: exakt, der Löser hat jede Partie ab beiden Stellungen besucht.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::MainWindow</name>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+104" />
            <source>Layers</source>
            <translation>Schichten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Codes</source>
            <translation>Codes</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="+105" />
            <source>Layer</source>
            <translation>Schicht</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowSignals.cpp" line="+145" />
            <source>The search's best grid: %1 moves</source>
            <translation>Das beste Gitter der Suche: %1 Züge</translation>
        </message>
        <message>
            <location line="-31" />
            <source>Printed on %1</source>
            <translation>Gedruckt auf %1</translation>
        </message>
        <message>
            <location line="-43" />
            <source>needs %1, needed by %2</source>
            <translation>benötigt %1, benötigt von %2</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+33" />
            <source>&amp;File</source>
            <translation>&amp;Datei</translation>
        </message>
        <message>
            <location line="+18" />
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Edit</source>
            <translation>&amp;Bearbeiten</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Pre&amp;ferences…</source>
            <translation>Eins&amp;tellungen…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="+0" />
            <source>La&amp;yer Panel</source>
            <translation>S&amp;chichtleiste</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Coll&amp;ection Panel</source>
            <translation>Sa&amp;mmlungsleiste</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Search &amp;Panel</source>
            <translation>S&amp;uchleiste</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Grid Infor&amp;mation</source>
            <translation>Gitterinf&amp;ormationen</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Collection</source>
            <translation>Sammlung</translation>
        </message>
        <message>
            <location line="-46" />
            <location line="+47" />
            <source>Search</source>
            <translation>Suche</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Analysis</source>
            <translation>Analyse</translation>
        </message>
        <message>
            <location line="+0" />
            <source>A&amp;nalysis Panel</source>
            <translation>Anal&amp;ysebereich</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Solver</source>
            <translation>Löser</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Sol&amp;ver Panel</source>
            <translation>E&amp;xakter Löser</translation>
        </message>
        <message>
            <location line="+8" />
            <source>What each move of the game lost: the analysis and its chart</source>
            <translation>Was jeder Zug der Partie gekostet hat: die Analyse und ihr Diagramm</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Search for high-scoring grids with NRPA or the hill climb, on every core</source>
            <translation>Mit NRPA oder Hill-Climbing auf allen Kernen nach Gittern mit hoher Punktzahl suchen</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+20" />
            <source>&amp;Layers</source>
            <translation>&amp;Schichten</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Main</source>
            <translation>Haupt</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowSignals.cpp" line="+118" />
            <source>This grid is now an edit of “%1”: its record says so, and keeps no title of its own.</source>
            <translation>Dieses Gitter ist jetzt eine Bearbeitung von „%1“: Sein Datensatz sagt das und trägt keinen eigenen Titel.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>This grid is now an edit of “%1”: its record says so, and does not name %2 as its author.</source>
            <translation>Dieses Gitter ist jetzt eine Bearbeitung von „%1“: Sein Datensatz sagt das und nennt %2 nicht als Autor.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Keep %1 as Author</source>
            <translation>%1 als Autor &amp;behalten</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+21" />
            <source>%1[*] — Morpion Layers</source>
            <translation>%1[*] — Morpion Layers</translation>
        </message>
        <message>
            <location line="+56" />
            <source>Open %1</source>
            <translation>%1 öffnen</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::MessageBanner</name>
        <message>
            <location filename="../app/gui/common/MessageBanner.cpp" line="+18" />
            <location line="+68" />
            <source>Note</source>
            <translation>Hinweis</translation>
        </message>
        <message>
            <location line="-57" />
            <source>What the message offers</source>
            <translation>Was die Meldung anbietet</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Close this message</source>
            <translation>Diese Meldung schließen</translation>
        </message>
        <message>
            <location line="+52" />
            <source>Error</source>
            <translation>Fehler</translation>
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
            <translation>morpion-layers: Es gibt keinen Bildschirm, auf dem ein Fenster geöffnet werden kann (weder DISPLAY noch WAYLAND_DISPLAY ist gesetzt).
Das Kommandozeilenwerkzeug braucht keinen; zum Beispiel das Startgitter:
  %1 info %2
  %1 render %2 -o grid.png</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::PictureActions</name>
        <message>
            <location filename="../app/gui/files/PictureActions.cpp" line="+19" />
            <source>&amp;Export Picture…</source>
            <translation>Bild e&amp;xportieren…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Grid and P&amp;icture</source>
            <translation>Gitter und &amp;Bild kopieren</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy the grid as a picture (carrying its record), its layer code and its record: Paste opens it again</source>
            <translation>Das Gitter als Bild (mit seinem Datensatz), seinen Schichtcode und seinen Datensatz kopieren: Einfügen öffnet es wieder</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Picture saved to %1</source>
            <translation>Bild in %1 gespeichert</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Grid copied: its picture, layer code and record</source>
            <translation>Gitter kopiert: Bild, Schichtcode und Datensatz</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::PreferencesDialog</name>
        <message>
            <location filename="../app/gui/window/PreferencesDialog.cpp" line="+18" />
            <source>Preferences</source>
            <translation>Einstellungen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>System language</source>
            <translation>Systemsprache</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Follow the system</source>
            <translation>Wie das System</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Light</source>
            <translation>Hell</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dark</source>
            <translation>Dunkel</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Reopen the last grid at start</source>
            <translation>&amp;Zuletzt verwendetes Gitter beim Start öffnen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid file last opened or saved; unsaved work a crash left behind is offered first</source>
            <translation>Die zuletzt geöffnete oder gespeicherte Gitterdatei; nach einem Absturz nicht gespeicherte Arbeit wird zuerst angeboten</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Language:</source>
            <translation>&amp;Sprache:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Board &amp;colours:</source>
            <translation>Brett&amp;farben:</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ReadFeedback</name>
        <message>
            <location filename="../app/gui/common/ReadFeedback.cpp" line="+23" />
            <source>picture</source>
            <translation>Bild</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Not a valid %1: %2.</source>
            <translation>Kein gültiges %1: %2.</translation>
        </message>
        <message>
            <location line="+15" />
            <location line="+5" />
            <source>Read as %1</source>
            <translation>Als %1 lesen</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::RulesDialog</name>
        <message>
            <location filename="../app/gui/help/RulesDialog.cpp" line="+13" />
            <source>Rules of the Four Variants</source>
            <translation>Regeln der vier Varianten</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&lt;h3&gt;Morpion Solitaire&lt;/h3&gt;&lt;p&gt;The game starts from a cross of points on squared paper: 36 points for the 5-point games, 24 for the 4-point games. A &lt;b&gt;move&lt;/b&gt; adds one new point and draws a straight line through it: horizontal, vertical or diagonal, covering 5 points (4 in the 4-point games), all of them already on the board but the new one. The game ends when no move is left; the &lt;b&gt;score&lt;/b&gt; is the number of moves. There is no opponent: the aim is the longest game.&lt;/p&gt;&lt;h3&gt;The four variants&lt;/h3&gt;&lt;table cellspacing="6"&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5-point lines, &lt;i&gt;touching&lt;/i&gt;: two lines of the same direction may share an end point, never a stretch between two points. The classic game; the record is 178 moves.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5-point lines, &lt;i&gt;disjoint&lt;/i&gt;: two lines of the same direction may not share any point. Harder; the record is 82 moves.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;4-point lines on the small cross, touching allowed. The best game, 62 moves, is proved optimal.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;4-point lines on the small cross, disjoint. The best game, 35 moves, is proved optimal.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Lines of different directions may always cross. Every game legal in a D variant is legal in the T variant of the same length, not the other way round.&lt;/p&gt;&lt;h3&gt;Layers&lt;/h3&gt;&lt;p&gt;The program shows a finished grid in &lt;b&gt;layers&lt;/b&gt;: layer 0 holds the moves that could be played at the start and were; each later layer, the moves that became possible through the layers before it. Moves of one layer can be played in any order. A move that was possible in a layer but left untaken stays untaken for good: it is shown as &lt;i&gt;taboo&lt;/i&gt; in the later layers where it is still legal. The layer code writes one bit per possible move, layer by layer: 1 taken, 0 left. Help &amp;gt; How to Read the Layer View shows it on a grid.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Morpion Solitaire&lt;/h3&gt;&lt;p&gt;Die Partie beginnt mit einem Kreuz aus Punkten auf Karopapier: 36 Punkte für die 5-Punkte-Spiele, 24 für die 4-Punkte-Spiele. Ein &lt;b&gt;Zug&lt;/b&gt; setzt einen neuen Punkt und zieht durch ihn eine gerade Linie – waagerecht, senkrecht oder diagonal –, die 5 Punkte überdeckt (4 in den 4-Punkte-Spielen), die bis auf den neuen alle schon auf dem Brett sind. Die Partie endet, wenn kein Zug mehr übrig ist; die &lt;b&gt;Punktzahl&lt;/b&gt; ist die Zahl der Züge. Es gibt keinen Gegner: Ziel ist die längste Partie.&lt;/p&gt;&lt;h3&gt;Die vier Varianten&lt;/h3&gt;&lt;table cellspacing="6"&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5-Punkte-Linien, &lt;i&gt;berührend&lt;/i&gt;: Zwei Linien derselben Richtung dürfen einen Endpunkt teilen, nie aber ein Stück zwischen zwei Punkten. Das klassische Spiel; der Rekord liegt bei 178 Zügen.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5-Punkte-Linien, &lt;i&gt;disjunkt&lt;/i&gt;: Zwei Linien derselben Richtung dürfen keinen Punkt teilen. Schwerer; der Rekord liegt bei 82 Zügen.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;4-Punkte-Linien auf dem kleinen Kreuz, Berühren erlaubt. Die beste Partie mit 62 Zügen ist nachweislich optimal.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;4-Punkte-Linien auf dem kleinen Kreuz, disjunkt. Die beste Partie mit 35 Zügen ist nachweislich optimal.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Linien verschiedener Richtungen dürfen sich immer kreuzen. Jede in einer D-Variante zulässige Partie ist auch in der T-Variante derselben Länge zulässig, aber nicht umgekehrt.&lt;/p&gt;&lt;h3&gt;Schichten&lt;/h3&gt;&lt;p&gt;Das Programm zeigt ein fertiges Gitter in &lt;b&gt;Schichten&lt;/b&gt;: Schicht 0 enthält die Züge, die zu Beginn spielbar waren und gespielt wurden; jede spätere Schicht die Züge, die durch die Schichten davor möglich wurden. Die Züge einer Schicht können in beliebiger Reihenfolge gespielt werden. Ein Zug, der in einer Schicht möglich war, aber nicht gespielt wurde, bleibt für immer ungespielt: Er wird in den späteren Schichten, in denen er noch zulässig ist, als &lt;i&gt;tabu&lt;/i&gt; gezeigt. Der Schichtcode schreibt ein Bit je möglichem Zug, Schicht für Schicht: 1 gespielt, 0 ausgelassen. Hilfe &amp;gt; So lesen Sie die Schichtansicht zeigt das an einem Gitter.&lt;/p&gt;</translation>
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
            <translation>Bester Punktestand über die Zeit</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best score found so far, over the time the search has run</source>
            <translation>Die bisher beste Punktzahl über die Laufzeit der Suche</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchChart.h" line="+36" />
            <source>best score</source>
            <translation>beste Punktzahl</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchChart.cpp" line="+86" />
            <source>The best score over time is drawn here while a search runs.</source>
            <translation>Hier wird während einer Suche die beste Punktzahl über die Zeit gezeichnet.</translation>
        </message>
        <message>
            <location line="+54" />
            <source>Best %1 at %2 s</source>
            <translation>Bestwert %1 bei %2 s</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchFigures</name>
        <message>
            <location filename="../app/gui/search/SearchFigures.cpp" line="+43" />
            <source>neighbourhoods/s</source>
            <translation>Nachbarschaften/s</translation>
        </message>
        <message>
            <location line="+1" />
            <source>playouts/s</source>
            <translation>Playouts/s</translation>
        </message>
        <message>
            <location line="+0" />
            <source>iterations/s</source>
            <translation>Iterationen/s</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The search's best score, time and speed</source>
            <translation>Beste Punktzahl, Zeit und Tempo der Suche</translation>
        </message>
        <message>
            <location line="+3" />
            <source>best score</source>
            <translation>beste Punktzahl</translation>
        </message>
        <message>
            <location line="+1" />
            <source>elapsed</source>
            <translation>verstrichen</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <location line="+28" />
            <source>%1 in all</source>
            <translation>%1 insgesamt</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchLogList</name>
        <message>
            <location filename="../app/gui/search/SearchLogList.cpp" line="+26" />
            <source>Search log</source>
            <translation>Suchprotokoll</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Each new best: iteration. score (seconds) layer code. Click a line to preview its grid, double-click to load it</source>
            <translation>Jeder neue Bestwert: Iteration. Punktzahl (Sekunden) Schichtcode. Klick auf eine Zeile zeigt eine Vorschau ihres Gitters, Doppelklick lädt es</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchPanel</name>
        <message>
            <location filename="../app/gui/search/SearchParameters.cpp" line="+77" />
            <source>NRPA (nested rollout policy adaptation)</source>
            <translation>NRPA (nested rollout policy adaptation)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hill climb (the seeds' DNA search)</source>
            <translation>Hill-Climbing (die ursprüngliche DNA-Suche)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Improve the open grid (large neighbourhood search)</source>
            <translation>Das geöffnete Gitter verbessern (Suche mit großen Nachbarschaften)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds' search, quick to rise and then slow</source>
            <translation>NRPA (Rosin 2011) fand den Rekord von 178; das Hill-Climbing ist die ursprüngliche Suche, steigt erst schnell, dann langsam</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Algorithm</source>
            <translation>Algorith&amp;mus</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Nesting level L: one search of level L plays about iterations^L playouts</source>
            <translation>Verschachtelungsebene L: Eine Suche der Ebene L spielt etwa Iterationen^L Playouts</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Iterations of each level (N in the paper)</source>
            <translation>Iterationen je Ebene (N im Artikel)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Adaptation step: how far the policy moves toward the best game at each iteration</source>
            <translation>Anpassungsschritt: wie weit sich die Strategie bei jeder Iteration der besten Partie nähert</translation>
        </message>
        <message>
            <location line="+6" />
            <source>How strongly the open grid's moves are preferred at first: about 1 barely, 3 keeps a good part of the grid, 5 and more nearly replay it</source>
            <translation>Wie stark die Züge des geöffneten Gitters anfangs bevorzugt werden: um 1 kaum, 3 behält einen guten Teil des Gitters, ab 5 wird es fast nachgespielt</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Iterations</source>
            <translation>&amp;Iterationen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Al&amp;pha</source>
            <translation>Al&amp;pha</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Lines of the current game left out at each step of the climb (the seeds use 3)</source>
            <translation>Linien der aktuellen Partie, die bei jedem Schritt des Hill-Climbings ausgelassen werden (das Original nimmt 3)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Blacklist</source>
            <translation>Sperr&amp;liste</translation>
        </message>
        <message>
            <location line="+22" />
            <source>The whole grid</source>
            <translation>Das ganze Gitter</translation>
        </message>
        <message>
            <location line="+88" />
            <source>Region (%1, %2)–(%3, %4)</source>
            <translation>Bereich (%1, %2)–(%3, %4)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Region (none selected)</source>
            <translation>Bereich (keiner gewählt)</translation>
        </message>
        <message>
            <location line="-89" />
            <source>Wor&amp;k on</source>
            <translation>&amp;Umfang</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Independent searches run side by side, one per core; the best of them is shown</source>
            <translation>Unabhängige Suchen laufen nebeneinander, eine je Kern; die beste von ihnen wird angezeigt</translation>
        </message>
        <message>
            <location line="+4" />
            <source>random</source>
            <translation>zufällig</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same seed, threads and parameters search the same games again (with an iteration budget, exactly); "random" picks a new seed at each start</source>
            <translation>Derselbe Seed mit denselben Threads und Parametern durchsucht dieselben Partien erneut (mit einem Iterationsbudget genau gleich); „zufällig“ wählt bei jedem Start einen neuen Seed</translation>
        </message>
        <message>
            <location line="+3" />
            <source>New</source>
            <translation>Neu</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pick a new fixed seed</source>
            <translation>Einen neuen festen Seed wählen</translation>
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
            <translation>unbegrenzt</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop after this many seconds (0: run until Stop)</source>
            <translation>Nach so vielen Sekunden stoppen (0: bis Stoppen)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop as soon as a game reaches this score (0: no target)</source>
            <translation>Stoppen, sobald eine Partie diese Punktzahl erreicht (0: kein Ziel)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop after</source>
            <translation>Stoppen nach</translation>
        </message>
        <message>
            <location line="+2" />
            <source>or at s&amp;core</source>
            <translation>oder bei Punkt&amp;zahl</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchPanel.cpp" line="+86" />
            <source>Pick an algorithm and press Start; the search runs beside your work.</source>
            <translation>Wählen Sie einen Algorithmus und drücken Sie Starten; die Suche läuft neben Ihrer Arbeit.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Res&amp;ume</source>
            <translation>&amp;Fortsetzen</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Go on with the stopped search exactly where it stopped (Stop pauses it)</source>
            <translation>Die gestoppte Suche genau dort fortsetzen, wo sie stoppte (Stoppen hält sie an)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open State…</source>
            <translation>Zustand öffnen…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open a search state saved here or by morpion-cli search --checkpoint; Resume goes on with it</source>
            <translation>Einen hier oder mit morpion-cli search --checkpoint gespeicherten Suchzustand öffnen; Fortsetzen macht damit weiter</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Save State…</source>
            <translation>Zustand speichern…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save the stopped search's state to a file, to go on with it later here or with morpion-cli search --checkpoint</source>
            <translation>Den Zustand der gestoppten Suche in einer Datei speichern, um später hier oder mit morpion-cli search --checkpoint weiterzumachen</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchParameters.cpp" line="-154" />
            <source>Search settings</source>
            <translation>Sucheinstellungen</translation>
        </message>
        <message>
            <location line="+59" />
            <source>&amp;Nesting level</source>
            <translation>&amp;Verschachtelungstiefe</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Warm wei&amp;ght</source>
            <translation>Start&amp;gewicht</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Start f&amp;rom</source>
            <translation>Ausgangspun&amp;kt</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The whole grid, or only the region last dragged on the board with Shift: then each neighbourhood is the moves whose points lie in it, with the moves that need them, and every other move stays</source>
            <translation>Das ganze Gitter oder nur der zuletzt mit Umschalt auf dem Brett gezogene Bereich: Dann ist jede Nachbarschaft die Züge, deren Punkte darin liegen, samt den Zügen, die sie benötigen, und alle anderen Züge bleiben</translation>
        </message>
        <message>
            <location line="+32" />
            <source>See&amp;d</source>
            <extracomment>The seed of the random generator (a number), as in the status line and the log.</extracomment>
            <translation>Seed-&amp;Wert</translation>
        </message>
        <message>
            <location line="+107" />
            <source>The empty cross</source>
            <translation>Das leere Kreuz</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every game starts from the cross of the variant</source>
            <translation>Jede Partie beginnt beim Kreuz der Variante</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The open grid, kept as the start</source>
            <translation>Das geöffnete Gitter, als Anfang beibehalten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The open grid, kept (NRPA only)</source>
            <translation>Das geöffnete Gitter, beibehalten (nur NRPA)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every game begins with the moves of the open grid and goes on from its end</source>
            <translation>Jede Partie beginnt mit den Zügen des geöffneten Gitters und geht von seinem Ende aus weiter</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The open grid, improved</source>
            <translation>Das geöffnete Gitter, verbessert</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Improve takes neighbourhoods out of the open grid and refills them</source>
            <translation>Die Verbesserung nimmt Nachbarschaften aus dem geöffneten Gitter heraus und füllt sie neu</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Around the open grid (warm start)</source>
            <translation>Um das geöffnete Gitter herum (Warmstart)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The policy first prefers the open grid's moves (see Warm weight), so the search explores grids near it</source>
            <translation>Die Strategie bevorzugt zuerst die Züge des geöffneten Gitters (siehe Warmstart-Gewicht), sodass die Suche Gitter in seiner Nähe erkundet</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Climb from the open grid</source>
            <translation>Hill-Climbing ab dem geöffneten Gitter</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The climb's first game is the open grid, finished at random when it is not</source>
            <translation>Die erste Partie des Hill-Climbings ist das geöffnete Gitter, zufällig zu Ende gespielt, falls es das noch nicht ist</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchPanel.cpp" line="+89" />
            <source>Searching %1 grids</source>
            <translation>Suche nach %1-Gittern</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A %1 search, stopped: Resume goes on with it</source>
            <translation>Eine %1-Suche, gestoppt: Fortsetzen macht damit weiter</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Searches %1 grids, the variant of the open grid</source>
            <translation>Sucht %1-Gitter, die Variante des geöffneten Gitters</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Improve works on the open grid, which has no move yet: open or play a grid first.</source>
            <translation>Die Verbesserung arbeitet am geöffneten Gitter, das noch keinen Zug hat: Öffnen oder spielen Sie zuerst ein Gitter.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The open grid is finished: no move is left after it, so there is nothing to search from its end. Start from the empty cross, or search around the open grid.</source>
            <translation>Das geöffnete Gitter ist zu Ende: Danach bleibt kein Zug, also gibt es ab seinem Ende nichts zu suchen. Beginnen Sie beim leeren Kreuz oder suchen Sie um das geöffnete Gitter herum.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The target score %1 is not above the open grid's score %2: every game would reach it at once.</source>
            <translation>Die Zielpunktzahl %1 liegt nicht über der Punktzahl %2 des geöffneten Gitters: Jede Partie würde sie sofort erreichen.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>These settings cannot be used: %1.</source>
            <translation>Diese Einstellungen sind nicht verwendbar: %1.</translation>
        </message>
        <message>
            <location line="+40" />
            <source>&amp;Stop</source>
            <translation>St&amp;oppen</translation>
        </message>
        <message>
            <location line="+0" />
            <source>&amp;Start</source>
            <translation>Sta&amp;rten</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop the search; its log and best grid stay</source>
            <translation>Die Suche stoppen; ihr Protokoll und ihr bestes Gitter bleiben</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start a search with these settings (F5)</source>
            <translation>Eine Suche mit diesen Einstellungen starten (F5)</translation>
        </message>
        <message>
            <location line="-219" />
            <source>Search panel</source>
            <translation>Suchleiste</translation>
        </message>
        <message>
            <location line="+166" />
            <source>No region is selected: drag a rectangle on the board with Shift held (its moves are removed), or improve the whole grid.</source>
            <translation>Kein Bereich gewählt: Ziehen Sie mit gedrückter Umschalttaste ein Rechteck auf dem Brett (seine Züge werden entfernt), oder verbessern Sie das ganze Gitter.</translation>
        </message>
        <message>
            <location line="+56" />
            <source>&amp;Start Search</source>
            <translation>Suche &amp;starten</translation>
        </message>
        <message>
            <location line="+0" />
            <source>&amp;Stop Search</source>
            <extracomment>View menu, while a search runs, in place of Start Search (whose access key it can share)</extracomment>
            <translation>&amp;Suche anhalten</translation>
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
            <translation>Verbesserung</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+84" />
            <source>Hill climb</source>
            <translation>Hill-Climbing</translation>
        </message>
        <message numerus="yes">
            <location line="-83" />
            <source>%1 searching on %n thread(s), seed %2…</source>
            <translation>
                <numerusform>%1 sucht mit %n Thread, Seed %2…</numerusform>
                <numerusform>%1 sucht mit %n Threads, Seed %2…</numerusform>
            </translation>
        </message>
        <message>
            <location line="+22" />
            <source>Going on from %1 %2, best %3…</source>
            <translation>Weiter ab %1 %2, Bestwert %3…</translation>
        </message>
        <message>
            <location line="+0" />
            <source>playouts</source>
            <translation>Playouts</translation>
        </message>
        <message>
            <location line="+0" />
            <source>iterations</source>
            <translation>Iterationen</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Search state saved to %1</source>
            <translation>Suchzustand in %1 gespeichert</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Save Search State</source>
            <translation>Suchzustand speichern</translation>
        </message>
        <message>
            <location line="+36" />
            <source>Opened the %1 search of %2 grids (seed %3) at %4 in %5, best %6: Resume goes on with it.</source>
            <translation>%1-Suche nach %2-Gittern geöffnet (Seed %3), Stand %4 nach %5, Bestwert %6: Fortsetzen macht damit weiter.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Open Search State</source>
            <translation>Suchzustand öffnen</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Stopping…</source>
            <translation>Wird gestoppt…</translation>
        </message>
        <message>
            <location line="+27" />
            <source>The search could not run: %1</source>
            <translation>Die Suche konnte nicht laufen: %1</translation>
        </message>
        <message>
            <location line="+32" />
            <source>the search finished its work</source>
            <translation>die Suche hat ihre Arbeit beendet</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the time limit was reached</source>
            <translation>das Zeitlimit wurde erreicht</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the target score was reached</source>
            <translation>die Zielpunktzahl wurde erreicht</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the iteration budget was spent</source>
            <translation>das Iterationsbudget ist aufgebraucht</translation>
        </message>
        <message>
            <location line="+1" />
            <source>stopped</source>
            <translation>gestoppt</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 playouts</source>
            <translation>%1 Playouts</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 neighbourhoods</source>
            <translation>%1 Nachbarschaften</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 iterations</source>
            <translation>%1 Iterationen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ended (%1): best %2 after %3 in %4, seed %5.</source>
            <translation>Beendet (%1): beste Punktzahl %2 nach %3 in %4, Seed %5.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Ended (%1) before the first game was over.</source>
            <translation>Beendet (%1), bevor die erste Partie zu Ende war.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Resume goes on from here.</source>
            <translation>Fortsetzen macht hier weiter.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchPreview</name>
        <message>
            <location filename="../app/gui/search/SearchPreview.cpp" line="+11" />
            <source>Search Preview</source>
            <translation>Suchvorschau</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Best grid of the search</source>
            <translation>Bestes Gitter der Suche</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A preview of a grid the search found: the document does not change. Double-click, or Load, to open it as one undo step.</source>
            <translation>Vorschau eines Gitters, das die Suche gefunden hat: Das Dokument ändert sich nicht. Doppelklick oder „Bestes laden“ öffnet es als ein Rückgängig-Schritt.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The best grid is shown here.</source>
            <translation>Hier wird das beste Gitter gezeigt.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchResults</name>
        <message>
            <location filename="../app/gui/search/SearchResults.cpp" line="+25" />
            <source>What the search found</source>
            <translation>Was die Suche gefunden hat</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Previe&amp;w best</source>
            <translation>Besten z&amp;eigen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Show the best grid (or the log line picked) in a picture below: the document does not change</source>
            <translation>Das beste Gitter (oder die gewählte Protokollzeile) unten als Bild zeigen: Das Dokument ändert sich nicht</translation>
        </message>
        <message>
            <location line="+2" />
            <source>L&amp;oad best</source>
            <translation>Bestes lade&amp;n</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the best grid so far on the board as one undo step; the search goes on</source>
            <translation>Das bisher beste Gitter als ein Rückgängig-Schritt auf dem Brett öffnen; die Suche läuft weiter</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Co&amp;mpare best</source>
            <translation>Bestes verglei&amp;chen</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Draw the best grid (or the log line picked) over the open grid: the moves both have, and the moves each has alone</source>
            <translation>Das beste Gitter (oder die gewählte Protokollzeile) über das geöffnete Gitter zeichnen: die Züge, die beide haben, und die Züge, die nur eines hat</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy code</source>
            <translation>Code kopieren</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the layer code of the best grid</source>
            <translation>Den Schichtcode des besten Gitters kopieren</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy log</source>
            <translation>Protokoll kopieren</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the log, one line per new best, in the seeds' form</source>
            <translation>Das Protokoll kopieren, eine Zeile je neuem Bestwert, im ursprünglichen Format</translation>
        </message>
        <message>
            <location line="-24" />
            <source>Load &amp;Best Search Grid</source>
            <translation>Bestes Gitter der Suche l&amp;aden</translation>
        </message>
        <message>
            <location line="+127" />
            <source>Preview, not loaded: the best so far, %1</source>
            <translation>Vorschau, nicht geladen: der bisherige Bestwert, %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Preview, not loaded: %1 at %2 s</source>
            <translation>Vorschau, nicht geladen: %1 bei %2 s</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Load search result %1</source>
            <translation>Suchergebnis %1 laden</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Loaded the search's grid of %1 moves; Undo brings back the previous grid.</source>
            <translation>Gitter der Suche mit %1 Zügen geladen; Rückgängig holt das vorige Gitter zurück.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Layer code of the best grid copied</source>
            <translation>Schichtcode des besten Gitters kopiert</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Search log copied</source>
            <translation>Suchprotokoll kopiert</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchStateFile</name>
        <message>
            <location filename="../app/gui/search/SearchStateFile.cpp" line="+21" />
            <source>Cannot save the search state to %1: %2</source>
            <translation>Der Suchzustand kann nicht in %1 gespeichert werden: %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cannot open %1: %2</source>
            <translation>%1 kann nicht geöffnet werden: %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is too large to be a search state.</source>
            <translation>%1 ist zu groß für einen Suchzustand.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 is not a search state Morpion Layers can go on from: %2</source>
            <translation>%1 ist kein Suchzustand, mit dem Morpion Layers weitermachen kann: %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Search states (*.checkpoint);;All files (*)</source>
            <translation>Suchzustände (*.checkpoint);;Alle Dateien (*)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ShortcutsDialog</name>
        <message>
            <location filename="../app/gui/help/ShortcutsDialog.cpp" line="+46" />
            <source>Keyboard Shortcuts</source>
            <translation>Tastenkürzel</translation>
        </message>
        <message>
            <location line="+19" />
            <source>&lt;h3&gt;Menu commands&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Menübefehle&lt;/h3&gt;</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&lt;h3&gt;On the board&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Click&lt;/td&gt;&lt;td&gt;play the highlighted move&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab, Shift+Tab, mouse wheel&lt;/td&gt;&lt;td&gt;where a point has several lines: choose the line&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;cancel the move under the pointer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Mouse wheel (Ctrl + wheel while choosing a line)&lt;/td&gt;&lt;td&gt;zoom&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Drag&lt;/td&gt;&lt;td&gt;pan&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;h3&gt;Auf dem Brett&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Klick&lt;/td&gt;&lt;td&gt;den hervorgehobenen Zug spielen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab, Umschalt+Tab, Mausrad&lt;/td&gt;&lt;td&gt;wo ein Punkt mehrere Linien hat: die Linie wählen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;den Zug unter dem Mauszeiger abbrechen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Mausrad (Strg + Mausrad beim Wählen einer Linie)&lt;/td&gt;&lt;td&gt;zoomen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Ziehen&lt;/td&gt;&lt;td&gt;verschieben&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
        <message>
            <location line="+8" />
            <source>&lt;h3&gt;Editing on the board&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Shift + drag&lt;/td&gt;&lt;td&gt;remove the moves in a rectangle, with the moves that need them; the rectangle stays selected as the region Improve can work on&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Right click&lt;/td&gt;&lt;td&gt;remove a move, take back, or take an untaken move of the shown layer instead&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;leave a comparison; else drop the selected region&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;h3&gt;Bearbeiten auf dem Brett&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Umschalt + Ziehen&lt;/td&gt;&lt;td&gt;die Züge in einem Rechteck entfernen, samt den Zügen, die sie benötigen; das Rechteck bleibt als Bereich gewählt, an dem die Verbesserung arbeiten kann&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Rechtsklick&lt;/td&gt;&lt;td&gt;einen Zug entfernen, zurücknehmen oder stattdessen einen nicht gespielten Zug der gezeigten Schicht spielen&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;einen Vergleich verlassen, sonst den gewählten Bereich aufheben&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SignalQuit</name>
        <message>
            <location filename="../app/gui/window/SignalQuit.cpp" line="+93" />
            <source>Not quitting on signal %1: %2. Save the grid, or send the signal again to quit without it.</source>
            <translation>Signal %1 beendet das Programm nicht: %2. Speichern Sie das Gitter, oder senden Sie das Signal erneut, um ohne es zu beenden.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Quitting on signal %1 without the unsaved work: %2</source>
            <translation>Beendet durch Signal %1 ohne die ungespeicherte Arbeit: %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The unsaved work is kept in %1, because %2 could not take it: %3</source>
            <translation>Die ungespeicherte Arbeit wird in %1 aufbewahrt, weil %2 sie nicht aufnehmen konnte: %3</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SolvePanel</name>
        <message>
            <location filename="../app/gui/analysis/SolvePanel.cpp" line="+43" />
            <source>Solver panel</source>
            <translation>Löserbereich</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+227" />
            <location line="+2" />
            <source>Solve from Here</source>
            <translation>Von hier lösen</translation>
        </message>
        <message>
            <location line="-227" />
            <source>Prove the longest game from the position on the board, and light the moves that keep it</source>
            <translation>Die längste Partie ab der Stellung auf dem Brett beweisen und die Züge hervorheben, die sie erhalten</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Millions of positions the solver may visit from here (and again after each legal move): a position with more is not proven, and the best game found is shown</source>
            <translation>Millionen Stellungen, die der Löser von hier aus besuchen darf (und erneut nach jedem zulässigen Zug): Eine Stellung mit mehr ist nicht bewiesen, und die beste gefundene Partie wird gezeigt</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Million nodes:</source>
            <translation>Millionen Knoten:</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Live hint while playing 4T and 4D</source>
            <translation>Live-Hinweis beim Spielen von 4T und 4D</translation>
        </message>
        <message>
            <location line="+2" />
            <source>After each move, solve the new position in the background and light the moves that keep the best score, once positions are small enough to answer at once</source>
            <translation>Nach jedem Zug die neue Stellung im Hintergrund lösen und die Züge hervorheben, die das beste Ergebnis erhalten, sobald die Stellungen klein genug für eine sofortige Antwort sind</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Solver progress</source>
            <translation>Fortschritt des Lösers</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Play the game the solver found from this position (one step that can be undone)</source>
            <translation>Die Partie spielen, die der Löser ab dieser Stellung gefunden hat (ein Schritt, der sich rückgängig machen lässt)</translation>
        </message>
        <message>
            <location line="+56" />
            <source>The position changed: Solve from Here was cancelled.</source>
            <translation>Die Stellung hat sich geändert: Von hier lösen wurde abgebrochen.</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Solving…</source>
            <translation>Wird gelöst…</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Proven: %1. Checking which moves keep it: %2 of %3, %4 nodes, %5 s</source>
            <translation>Bewiesen: %1. Prüfe, welche Züge es erhalten: %2 von %3, %4 Knoten, %5 s</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Solving: %1 nodes, %2 s</source>
            <translation>Wird gelöst: %1 Knoten, %2 s</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Solve from Here could not run: %1</source>
            <translation>Von hier lösen konnte nicht laufen: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cancelled: the best game found so far scores %1, not proven.</source>
            <translation>Abgebrochen: Die beste bisher gefundene Partie hat %1, nicht bewiesen.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Solved: the longest game from here scores %1</source>
            <translation>Gelöst: Die längste Partie ab hier hat %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not proven: the best game found scores %1</source>
            <translation>Nicht bewiesen: Die beste gefundene Partie hat %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cancel Solving</source>
            <translation>Lösen abbrechen</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Proven: the game is over here, at %1.</source>
            <translation>Bewiesen: Die Partie ist hier zu Ende, bei %1.</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Proven: the longest game from here scores %1, %n move(s) more.</source>
            <translation>
                <numerusform>Bewiesen: Die längste Partie ab hier hat %1, %n Zug mehr.</numerusform>
                <numerusform>Bewiesen: Die längste Partie ab hier hat %1, %n Züge mehr.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n move(s) keep it reachable: lit on the board.</source>
            <translation>
                <numerusform>%n Zug hält es erreichbar: auf dem Brett hervorgehoben.</numerusform>
                <numerusform>%n Züge halten es erreichbar: auf dem Brett hervorgehoben.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Lit on the board: the %n move(s) proven to keep it; the others were not proven within the budget.</source>
            <translation>
                <numerusform>Auf dem Brett hervorgehoben: der %n Zug, der es bewiesen erhält; die anderen wurden im Budget nicht bewiesen.</numerusform>
                <numerusform>Auf dem Brett hervorgehoben: die %n Züge, die es bewiesen erhalten; die anderen wurden im Budget nicht bewiesen.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>Live hint: this position has more than %1 nodes to walk; the hint comes back once fewer moves are left.</source>
            <translation>Live-Hinweis: Diese Stellung hat mehr als %1 Knoten zu durchlaufen; der Hinweis kommt zurück, sobald weniger Züge übrig sind.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Not proven within %1 nodes: best found %2.</source>
            <translation>Nicht bewiesen mit %1 Knoten: bestes gefundenes %2.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Live hint on: the moves that keep the best score light up once the position is small enough to solve at once.</source>
            <translation>Live-Hinweis an: Die Züge, die das beste Ergebnis erhalten, leuchten auf, sobald die Stellung klein genug ist, um sofort gelöst zu werden.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve from Here proves the longest game from the position on the board.</source>
            <translation>Von hier lösen beweist die längste Partie ab der Stellung auf dem Brett.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Play the Optimal Line</source>
            <translation>Optimale Fortsetzung spielen</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Play the Best Line Found</source>
            <translation>Beste gefundene Fortsetzung spielen</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Play the optimal line</source>
            <translation>Optimale Fortsetzung spielen</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Play the best line found</source>
            <translation>Beste gefundene Fortsetzung spielen</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Played the optimal line: %n move(s)</source>
            <translation>
                <numerusform>Optimale Fortsetzung gespielt: %n Zug</numerusform>
                <numerusform>Optimale Fortsetzung gespielt: %n Züge</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Played the best line found: %n move(s)</source>
            <translation>
                <numerusform>Beste gefundene Fortsetzung gespielt: %n Zug</numerusform>
                <numerusform>Beste gefundene Fortsetzung gespielt: %n Züge</numerusform>
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
            <translation>Der Punkt unter dem Mauszeiger</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Score %1, finished</source>
            <translation>Punktzahl %1, beendet</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Score %1, %n legal</source>
            <translation>
                <numerusform>Punktzahl %1, %n zulässiger Zug</numerusform>
                <numerusform>Punktzahl %1, %n zulässige Züge</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n layer(s)</source>
            <translation>
                <numerusform>%n Schicht</numerusform>
                <numerusform>%n Schichten</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layer %1</source>
            <translation>Schicht %1</translation>
        </message>
        <message>
            <location line="+0" />
            <source>In play</source>
            <translation>Im Spiel</translation>
        </message>
        <message>
            <location line="+9" />
            <source>(%1, %2)</source>
            <translation>(%1, %2)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>(%1, %2): move %3 in the order of play, layer %4</source>
            <translation>(%1, %2): Zug %3 in der Spielreihenfolge, Schicht %4</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Move %1 / %2</source>
            <translation>Zug %1 / %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::UndoActions</name>
        <message>
            <location filename="../app/gui/edit/UndoActions.cpp" line="+28" />
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <location line="-1" />
            <source>&amp;Undo %1</source>
            <translation>&amp;Rückgängig: %1</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+1" />
            <source>&amp;Redo</source>
            <translation>&amp;Wiederholen</translation>
        </message>
        <message>
            <location line="-1" />
            <source>&amp;Redo %1</source>
            <translation>&amp;Wiederholen: %1</translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>Undone: %1 (%n move(s) on the board)</source>
            <translation>
                <numerusform>Rückgängig gemacht: %1 (%n Zug auf dem Brett)</numerusform>
                <numerusform>Rückgängig gemacht: %1 (%n Züge auf dem Brett)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>Redone: %1 (%n move(s) on the board)</source>
            <translation>
                <numerusform>Wiederhergestellt: %1 (%n Zug auf dem Brett)</numerusform>
                <numerusform>Wiederhergestellt: %1 (%n Züge auf dem Brett)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ViewActions</name>
        <message>
            <location filename="../app/gui/board/ViewActions.cpp" line="+20" />
            <source>Zoom &amp;In</source>
            <translation>&amp;Vergrößern</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Zoom &amp;Out</source>
            <translation>Ver&amp;kleinern</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Fit Grid</source>
            <translation>Gitter &amp;einpassen</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Focus on the Boar&amp;d</source>
            <translation>Zum B&amp;rett</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Move the keyboard to the board: arrows step layers, Enter plays</source>
            <translation>Die Tastatur geht zum Brett: Pfeile wechseln die Schichten, Eingabe spielt</translation>
        </message>
        <message>
            <location line="+10" />
            <source>&amp;Highlight Current Layer</source>
            <translation>Aktuelle Schicht &amp;hervorheben</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Ghost Later Layers</source>
            <translation>Spätere Schichten &amp;blass zeigen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show later layers faintly instead of hiding them</source>
            <translation>Spätere Schichten blass zeigen statt sie zu verbergen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move N&amp;umbers</source>
            <translation>Zug&amp;nummern</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Legend</source>
            <translation>&amp;Legende</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hin&amp;ts: All Legal Moves</source>
            <translation>H&amp;inweise: alle zulässigen Züge</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Colours</source>
            <translation>&amp;Farben</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Follow the &amp;System</source>
            <translation>Wie das &amp;System</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Light</source>
            <translation>&amp;Hell</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Dark</source>
            <translation>&amp;Dunkel</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::WebPageExport</name>
        <message>
            <location filename="../app/gui/files/WebPageExport.cpp" line="+23" />
            <source>Export &amp;Web Page…</source>
            <translation>Als &amp;Webseite exportieren…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The grid as one web page that any browser opens, with no network and nothing installed</source>
            <translation>Das Gitter als eine Webseite, die jeder Browser öffnet, ohne Netz und ohne Installation</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This installation has no web page: it is built when Emscripten and esbuild are installed</source>
            <translation>Diese Installation hat keine Webseite: Sie wird gebaut, wenn Emscripten und esbuild installiert sind</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Export Web Page</source>
            <translation>Webseite exportieren</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Web page (*.html)</source>
            <translation>Webseite (*.html)</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Web page saved to %1</source>
            <translation>Webseite gespeichert unter %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cannot write %1: this installation has no web page.</source>
            <translation>%1 kann nicht geschrieben werden: Diese Installation hat keine Webseite.</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+3" />
            <source>Cannot write %1: %2</source>
            <translation>%1 kann nicht geschrieben werden: %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::paint::BoardLegend</name>
        <message>
            <location filename="../app/paint/BoardScene.cpp" line="+167" />
            <source>In both grids (%1)</source>
            <translation>In beiden Gittern (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Only in this grid (%1)</source>
            <translation>Nur in diesem Gitter (%1)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Only in the other grid (%1)</source>
            <translation>Nur im anderen Gitter (%1)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Needs (%1)</source>
            <translation>Benötigt (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Needed by (%1)</source>
            <translation>Benötigt von (%1)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The grid as opened (%1)</source>
            <translation>Das Gitter wie geöffnet (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your moves (%1)</source>
            <translation>Ihre Züge (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal moves: click to play (%1)</source>
            <translation>Zulässige Züge: zum Spielen klicken (%1)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Earlier layers</source>
            <translation>Frühere Schichten</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layer %1: taken (%2)</source>
            <translation>Schicht %1: gespielt (%2)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer %1: not taken (%2)</source>
            <translation>Schicht %1: nicht gespielt (%2)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Legal, but left untaken in an earlier layer (%1)</source>
            <translation>Zulässig, aber in einer früheren Schicht ausgelassen (%1)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Later layers</source>
            <translation>Spätere Schichten</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Hint: keeps the proven best, %2, reachable (%1)</source>
            <translation>Hinweis: erhält das bewiesene Beste, %2, erreichbar (%1)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Hint: a legal move (%1)</source>
            <translation>Hinweis: ein zulässiger Zug (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Last move</source>
            <translation>Letzter Zug</translation>
        </message>
    </context>
    <context>
        <name>morpion::paint::PictureExport</name>
        <message>
            <location filename="../app/paint/PictureExport.cpp" line="+148" />
            <source>Unknown picture type “%1”: use .png, .svg or .pdf.</source>
            <translation>Unbekannter Bildtyp „%1“: .png, .svg oder .pdf verwenden.</translation>
        </message>
        <message>
            <location line="+12" />
            <location line="+43" />
            <source>Cannot write %1: %2</source>
            <translation>%1 kann nicht geschrieben werden: %2</translation>
        </message>
        <message>
            <location line="-33" />
            <location line="+12" />
            <source>Morpion Solitaire grid</source>
            <translation>Morpion-Solitaire-Gitter</translation>
        </message>
        <message>
            <location line="-11" />
            <source>Drawn by Morpion Layers</source>
            <translation>Gezeichnet von Morpion Layers</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the SVG drawing did not start.</source>
            <translation>%1 kann nicht geschrieben werden: Die SVG-Zeichnung hat nicht begonnen.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the SVG drawing did not finish.</source>
            <translation>%1 kann nicht geschrieben werden: Die SVG-Zeichnung wurde nicht fertig.</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Cannot write %1: the PDF drawing did not start.</source>
            <translation>%1 kann nicht geschrieben werden: Die PDF-Zeichnung hat nicht begonnen.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the PDF drawing did not finish.</source>
            <translation>%1 kann nicht geschrieben werden: Die PDF-Zeichnung wurde nicht fertig.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Cannot write %1: the picture came out empty.</source>
            <translation>%1 kann nicht geschrieben werden: Das Bild ist leer.</translation>
        </message>
    </context>
</TS>
