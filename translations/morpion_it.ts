<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it">
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
            <translation>%1 non contiene nessuna griglia %2</translation>
        </message>
        <message>
            <location filename="../core/formats/CodeCollection.cpp" line="+263" />
            <source>a code of %1 characters is longer than any grid needs (limit %2)</source>
            <translation>un codice di %1 caratteri è più lungo di quanto serva a qualsiasi griglia (limite %2)</translation>
        </message>
        <message>
            <location line="+84" />
            <source>no variant decodes it; as %1: %2</source>
            <translation>nessuna variante lo decodifica; come %1: %2</translation>
        </message>
        <message>
            <location filename="../core/rules/Dependencies.cpp" line="+47" />
            <source>%1 adds a point that is already on the board</source>
            <translation>%1 aggiunge un punto già sulla scacchiera</translation>
        </message>
        <message>
            <location filename="../core/codes/LayerCoder.cpp" line="+303" />
            <location filename="../core/formats/Pentasol.cpp" line="+326" />
            <location filename="../core/rules/Dependencies.cpp" line="+17" />
            <location filename="../core/rules/MoveText.cpp" line="+218" />
            <source>the point is not on its line</source>
            <translation>il punto non è sulla sua linea</translation>
        </message>
        <message>
            <location filename="../core/rules/Dependencies.cpp" line="+12" />
            <source>its line passes through %1, %2, which no move of the grid adds</source>
            <translation>la sua linea passa per %1, %2, che nessuna mossa della griglia aggiunge</translation>
        </message>
        <message>
            <location filename="../core/codes/GameNumber.cpp" line="+123" />
            <source>no game number</source>
            <translation>nessun numero di partita</translation>
        </message>
        <message>
            <location line="+22" />
            <source>%1 digits; a %2 game number has at most %3</source>
            <translation>%1 cifre; un numero di partita %2 ne ha al massimo %3</translation>
        </message>
        <message>
            <location line="+30" />
            <source>the game ends after %1 moves</source>
            <translation>la partita finisce dopo %1 mosse</translation>
        </message>
        <message>
            <location filename="../core/codes/GridEdit.cpp" line="+63" />
            <source>move %1 is not in the grid of %2 moves</source>
            <translation>la mossa %1 non è nella griglia di %2 mosse</translation>
        </message>
        <message>
            <location line="+66" />
            <source>%1 is already in the grid</source>
            <translation>%1 è già nella griglia</translation>
        </message>
        <message>
            <location filename="../core/codes/GridEdit.h" line="+27" />
            <source>grid move %1 cannot be played there: %2</source>
            <translation>la mossa %1 della griglia non si può giocare lì: %2</translation>
        </message>
        <message>
            <location filename="../core/formats/GridFile.cpp" line="+60" />
            <source>is a directory, not a grid file</source>
            <translation>è una cartella, non un file di griglia</translation>
        </message>
        <message>
            <location line="+2" />
            <source>not a regular file (a device, pipe or socket is not read)</source>
            <translation>non è un file normale (dispositivi, pipe e socket non vengono letti)</translation>
        </message>
        <message>
            <location line="+57" />
            <source>%1 is larger than %2 MiB</source>
            <translation>%1 supera %2 MiB</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is larger than %2 bytes</source>
            <translation>%1 supera %2 byte</translation>
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
            <translation>niente dopo il prefisso di variante</translation>
        </message>
        <message>
            <location line="-18" />
            <source>not in the code alphabet</source>
            <translation>non è nell'alfabeto dei codici</translation>
        </message>
        <message>
            <location line="+5" />
            <source>more than %1 characters, the most a layer code or a game number can have</source>
            <translation>più di %1 caratteri, il massimo che possono avere un codice a strati o un numero di partita</translation>
        </message>
        <message>
            <location line="+114" />
            <source>not a layer code, nor a game number: %1</source>
            <translation>né un codice a strati né un numero di partita: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>as one it runs out after move %1 and the rest of the game would be guessed</source>
            <translation>come tale si esaurisce dopo la mossa %1 e il resto della partita andrebbe indovinato</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1; %2</source>
            <translation>%1; %2</translation>
        </message>
        <message>
            <location filename="../core/formats/GridReader.cpp" line="-268" />
            <source>no variant replays the whole list; as %1: %2</source>
            <translation>nessuna variante riproduce tutta la lista; come %1: %2</translation>
        </message>
        <message>
            <location line="+104" />
            <source>in the picture's record: %1</source>
            <translation>nel record dell'immagine: %1</translation>
        </message>
        <message>
            <location line="+73" />
            <source>the most a game number's text can take (a game number has at most %1 digits)</source>
            <translation>il massimo che può occupare il testo di un numero di partita (un numero di partita ha al massimo %1 cifre)</translation>
        </message>
        <message>
            <location line="+63" />
            <source>%1 bytes, more than %2</source>
            <translation>%1 byte, più di %2</translation>
        </message>
        <message>
            <location line="+117" />
            <source>auto is for reading only</source>
            <translation>auto vale solo per la lettura</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="+90" />
            <source>improve region radius %1 is outside %2..%3</source>
            <translation>il raggio di regione del miglioramento (%1) è fuori da %2..%3</translation>
        </message>
        <message>
            <location line="+2" />
            <source>improve layer span %1 is outside %2..%3</source>
            <translation>l'ampiezza di strati del miglioramento (%1) è fuori da %2..%3</translation>
        </message>
        <message>
            <location line="+2" />
            <source>improve largest removal %1 is outside %2..%3</source>
            <translation>la rimozione massima del miglioramento (%1) è fuori da %2..%3</translation>
        </message>
        <message>
            <location filename="../core/formats/Msr.cpp" line="+346" />
            <source>cannot start zlib</source>
            <translation>impossibile avviare zlib</translation>
        </message>
        <message>
            <location filename="../core/formats/Inflate.cpp" line="+80" />
            <source>a block of the reserved type 3</source>
            <translation>un blocco del tipo riservato 3</translation>
        </message>
        <message>
            <location line="+42" />
            <source>a code that stands for no symbol</source>
            <translation>un codice che non rappresenta alcun simbolo</translation>
        </message>
        <message>
            <location line="+17" />
            <source>a stored block whose length does not match its complement</source>
            <translation>un blocco memorizzato la cui lunghezza non corrisponde al suo complemento</translation>
        </message>
        <message>
            <location line="+38" />
            <source>more codes than DEFLATE has symbols</source>
            <translation>più codici di quanti simboli abbia DEFLATE</translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+45" />
            <source>code lengths that do not form a prefix code</source>
            <translation>lunghezze di codice che non formano un codice prefisso</translation>
        </message>
        <message>
            <location line="-29" />
            <source>a repeat of a code length before the first one</source>
            <translation>una ripetizione di una lunghezza di codice prima della prima</translation>
        </message>
        <message>
            <location line="+11" />
            <source>code lengths that run past their count</source>
            <translation>lunghezze di codice oltre il loro numero</translation>
        </message>
        <message>
            <location line="+7" />
            <source>no code for the end of the block</source>
            <translation>nessun codice per la fine del blocco</translation>
        </message>
        <message>
            <location line="+34" />
            <source>a length symbol out of range</source>
            <translation>un simbolo di lunghezza fuori intervallo</translation>
        </message>
        <message>
            <location line="+8" />
            <source>a distance symbol out of range</source>
            <translation>un simbolo di distanza fuori intervallo</translation>
        </message>
        <message>
            <location line="+7" />
            <source>a distance back past the start of the data</source>
            <translation>una distanza all’indietro oltre l’inizio dei dati</translation>
        </message>
        <message>
            <location line="+19" />
            <source>the compressed data inflates to more than %1 MiB</source>
            <translation>i dati compressi si decomprimono in più di %1 MiB</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the compressed data inflates to more than %1 bytes</source>
            <translation>i dati compressi si decomprimono in più di %1 byte</translation>
        </message>
        <message>
            <location line="+14" />
            <source>bad DEFLATE data at byte %1: %2</source>
            <translation>dati DEFLATE non validi al byte %1: %2</translation>
        </message>
        <message>
            <location line="+38" />
            <source>the zlib header is not that of a DEFLATE stream</source>
            <translation>l’intestazione zlib non è quella di un flusso DEFLATE</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the zlib stream needs a preset dictionary</source>
            <translation>il flusso zlib richiede un dizionario predefinito</translation>
        </message>
        <message>
            <location line="+15" />
            <source>the zlib checksum does not match the inflated data</source>
            <translation>il checksum zlib non corrisponde ai dati decompressi</translation>
        </message>
        <message>
            <location line="+4" />
            <source>data after the end of the DEFLATE stream</source>
            <translation>dati dopo la fine del flusso DEFLATE</translation>
        </message>
        <message>
            <location line="-66" />
            <location line="+42" />
            <location line="+15" />
            <source>the DEFLATE data is cut short</source>
            <translation>i dati DEFLATE sono troncati</translation>
        </message>
        <message>
            <location filename="../core/formats/Json.cpp" line="-48" />
            <source>no JSON value</source>
            <translation>nessun valore JSON</translation>
        </message>
        <message>
            <location line="+6" />
            <source>unexpected text after the JSON value</source>
            <translation>testo inatteso dopo il valore JSON</translation>
        </message>
        <message>
            <location line="+49" />
            <source>more than %1 JSON values</source>
            <translation>più di %1 valori JSON</translation>
        </message>
        <message>
            <location line="+4" />
            <source>unexpected end of the text, expected a value</source>
            <translation>fine del testo inattesa, era atteso un valore</translation>
        </message>
        <message>
            <location line="+21" />
            <source>expected '%1'</source>
            <translation>atteso «%1»</translation>
        </message>
        <message>
            <location line="+22" />
            <source>expected a digit</source>
            <translation>attesa una cifra</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected a value, found %1</source>
            <translation>atteso un valore, trovato %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>a number cannot have a leading zero</source>
            <translation>un numero non può iniziare con uno zero</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected a digit after '.'</source>
            <translation>attesa una cifra dopo «.»</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected a digit in the exponent</source>
            <translation>attesa una cifra nell'esponente</translation>
        </message>
        <message>
            <location line="+66" />
            <location line="+22" />
            <source>unterminated string</source>
            <translation>stringa non terminata</translation>
        </message>
        <message>
            <location line="-14" />
            <source>control character %1 in a string (write it as an escape)</source>
            <translation>carattere di controllo %1 in una stringa (scrivilo come sequenza di escape)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>invalid UTF-8 %1 in a string</source>
            <translation>UTF-8 non valido %1 in una stringa</translation>
        </message>
        <message>
            <location line="+23" />
            <source>expected four hex digits after \u</source>
            <translation>attese quattro cifre esadecimali dopo \u</translation>
        </message>
        <message>
            <location line="+2" />
            <source>lone low surrogate in \u escape</source>
            <translation>surrogato basso isolato in un escape \u</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+5" />
            <source>high surrogate without its low surrogate</source>
            <translation>surrogato alto senza il suo surrogato basso</translation>
        </message>
        <message>
            <location line="+8" />
            <source>unknown escape \%1</source>
            <translation>escape sconosciuto \%1</translation>
        </message>
        <message>
            <location line="+10" />
            <location line="+35" />
            <source>nested deeper than %1 levels</source>
            <translation>annidato oltre %1 livelli</translation>
        </message>
        <message>
            <location line="-19" />
            <source>unterminated array, expected ',' or ']'</source>
            <translation>array non terminato, atteso «,» o «]»</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ',' or ']' in an array, found %1</source>
            <translation>atteso «,» o «]» in un array, trovato %1</translation>
        </message>
        <message>
            <location line="+25" />
            <source>unterminated object, expected a key</source>
            <translation>oggetto non terminato, attesa una chiave</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected a key in double quotes, found %1</source>
            <translation>attesa una chiave tra virgolette doppie, trovato %1</translation>
        </message>
        <message>
            <location line="+19" />
            <source>duplicate key "%1"</source>
            <translation>chiave "%1" duplicata</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ':' after the key</source>
            <translation>atteso «:» dopo la chiave</translation>
        </message>
        <message>
            <location line="+9" />
            <source>unterminated object, expected ',' or '}'</source>
            <translation>oggetto non terminato, atteso «,» o «}»</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ',' or '}' in an object, found %1</source>
            <translation>atteso «,» o «}» in un oggetto, trovato %1</translation>
        </message>
        <message>
            <location filename="../core/codes/LayerCoder.cpp" line="-228" />
            <source>the game ends at bit %1</source>
            <translation>la partita finisce al bit %1</translation>
        </message>
        <message>
            <location line="+216" />
            <source>%1 (also at index %2)</source>
            <translation>%1 (anche all'indice %2)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 and %2 draw the same line</source>
            <translation>%1 e %2 tracciano la stessa linea</translation>
        </message>
        <message>
            <location line="+58" />
            <source>%1 is never a candidate (%2 moves are never reached)</source>
            <translation>%1 non è mai candidata (%2 mosse non vengono mai raggiunte)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is never a candidate</source>
            <translation>%1 non è mai candidata</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 and %2</source>
            <translation>%1 e %2</translation>
        </message>
        <message>
            <location filename="../core/rules/MoveText.cpp" line="-70" />
            <source>expected the point's x coordinate</source>
            <translation>attesa la coordinata x del punto</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' after x</source>
            <translation>atteso «,» dopo x</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the point's y coordinate</source>
            <translation>attesa la coordinata y del punto</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected '-' or '–' before the line</source>
            <translation>atteso «-» o «–» prima della linea</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected '(' to open the line</source>
            <translation>atteso «(» per aprire la linea</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the line's x coordinate</source>
            <translation>attesa la coordinata x della linea</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' in the line</source>
            <translation>atteso «,» nella linea</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the line's y coordinate</source>
            <translation>attesa la coordinata y della linea</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' before the direction</source>
            <translation>atteso «,» prima della direzione</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a direction: ne, e, se or s</source>
            <translation>attesa una direzione: ne, e, se o s</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ')' to close the line</source>
            <translation>atteso «)» per chiudere la linea</translation>
        </message>
        <message>
            <location line="+3" />
            <source>unexpected text after the move</source>
            <translation>testo inatteso dopo la mossa</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the point %1, %2 is not on the line %3</source>
            <translation>il punto %1, %2 non è sulla linea %3</translation>
        </message>
        <message>
            <location line="+52" />
            <source>the point %1, %2 is already on the board</source>
            <translation>il punto %1, %2 è già sulla scacchiera</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the line needs the point %1, %2, which is not on the board</source>
            <translation>la linea richiede il punto %1, %2, che non è sulla scacchiera</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the line touches the line %1 of move %2</source>
            <translation>la linea tocca la linea %1 della mossa %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the line overlaps the line %1 of move %2</source>
            <translation>la linea si sovrappone alla linea %1 della mossa %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the move is not legal here</source>
            <translation>la mossa qui non è legale</translation>
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
            <translation>numero</translation>
        </message>
        <message>
            <location line="+1" />
            <source>string</source>
            <translation>stringa</translation>
        </message>
        <message>
            <location line="+1" />
            <source>array</source>
            <translation>array</translation>
        </message>
        <message>
            <location line="+1" />
            <source>object</source>
            <translation>oggetto</translation>
        </message>
        <message>
            <location line="+8" />
            <source>move %1: %2</source>
            <translation>mossa %1: %2</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+27" />
            <source>no "%1" field</source>
            <translation>nessun campo "%1"</translation>
        </message>
        <message>
            <location line="-23" />
            <source>"%1" must be an integer, found %2</source>
            <translation>"%1" deve essere un intero, trovato: %2</translation>
        </message>
        <message>
            <location line="+4" />
            <source>"%1" is out of range: %2</source>
            <translation>"%1" è fuori intervallo: %2</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected an object, found %1</source>
            <translation>atteso un oggetto, trovato: %1</translation>
        </message>
        <message>
            <location line="+13" />
            <location line="+299" />
            <source>"%1" must be a string, found %2</source>
            <translation>"%1" deve essere una stringa, trovato: %2</translation>
        </message>
        <message>
            <location line="-294" />
            <source>unknown "dir" "%1" (expected H, V, DP or DN)</source>
            <translation>"dir" sconosciuto "%1" (atteso H, V, DP o DN)</translation>
        </message>
        <message>
            <location line="+7" />
            <source>"pos" must be 0..%1, found %2</source>
            <translation>"pos" deve essere tra 0 e %1, trovato: %2</translation>
        </message>
        <message>
            <location line="+17" />
            <location line="+11" />
            <location line="+18" />
            <source>"%1" is %2, the moves give %3</source>
            <translation>"%1" è %2, le mosse danno %3</translation>
        </message>
        <message>
            <location line="-7" />
            <source>"bbox" differs, the moves give %1</source>
            <translation>"bbox" è diverso, le mosse danno %1</translation>
        </message>
        <message>
            <location line="+22" />
            <location line="+260" />
            <location filename="../core/formats/Pentasol.cpp" line="-1" />
            <source>move %1, %2: %3</source>
            <translation>mossa %1, %2: %3</translation>
        </message>
        <message>
            <location line="-162" />
            <source>'=' inside the base64 data</source>
            <translation>«=» all'interno dei dati base64</translation>
        </message>
        <message>
            <location line="+13" />
            <source>'%1' is not URL-safe base64 (A-Z a-z 0-9 - _)</source>
            <translation>«%1» non è base64 sicuro per URL (A-Z a-z 0-9 - _)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>byte %1 is not URL-safe base64</source>
            <translation>il byte %1 non è base64 sicuro per URL</translation>
        </message>
        <message>
            <location line="+15" />
            <source>the base64 data is cut short (its length leaves a lone character)</source>
            <translation>i dati base64 sono troncati (la loro lunghezza lascia un carattere isolato)</translation>
        </message>
        <message>
            <location line="+27" />
            <source>zlib could not compress the record</source>
            <translation>zlib non è riuscito a comprimere il record</translation>
        </message>
        <message>
            <location line="+12" />
            <source>writing MS1 needs zlib, which this build does not have</source>
            <translation>scrivere MS1 richiede zlib, che questa build non ha</translation>
        </message>
        <message>
            <location line="+41" />
            <source>an MSR record of %1 bytes is over the limit of %2 MiB</source>
            <translation>un record MSR di %1 byte supera il limite di %2 MiB</translation>
        </message>
        <message>
            <location line="+14" />
            <source>an MSR record is a JSON object, found %1</source>
            <translation>un record MSR è un oggetto JSON, trovato: %1</translation>
        </message>
        <message>
            <location line="+14" />
            <source>the record has no "variant" field</source>
            <translation>il record non ha il campo "variant"</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the record has no "moves" field</source>
            <translation>il record non ha il campo "moves"</translation>
        </message>
        <message>
            <location line="+3" />
            <source>"moves" must be an array, found %1</source>
            <translation>"moves" deve essere un array, trovato: %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 moves, more than the limit of %2</source>
            <translation>%1 mosse, più del limite di %2</translation>
        </message>
        <message>
            <location line="+38" />
            <source>a compact MSR record starts with "MS1:"</source>
            <translation>un record MSR compatto inizia con "MS1:"</translation>
        </message>
        <message>
            <location line="+8" />
            <source>the MS1 text is over %1 MiB</source>
            <translation>il testo MS1 supera %1 MiB</translation>
        </message>
        <message>
            <location line="+9" />
            <source>no data after "MS1:"</source>
            <translation>nessun dato dopo "MS1:"</translation>
        </message>
        <message>
            <location line="+9" />
            <source>in the inflated JSON: %1</source>
            <translation>nel JSON decompresso: %1</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="-48" />
            <source>NRPA level %1 is outside 1..10</source>
            <translation>il livello NRPA %1 è fuori da 1..10</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA iterations %1 are outside 1..1000000</source>
            <translation>le iterazioni NRPA (%1) sono fuori da 1..1000000</translation>
        </message>
        <message>
            <location line="+3" />
            <source>NRPA alpha must be above 0 and at most 10</source>
            <translation>l'alfa NRPA deve essere maggiore di 0 e al massimo 10</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA stabilization %1 is outside 1..1000</source>
            <translation>la stabilizzazione NRPA %1 è fuori da 1..1000</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA repetitions %1 are outside 0..1000000</source>
            <translation>le ripetizioni NRPA (%1) sono fuori da 0..1000000</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA warm-start weight must be between -50 and 50</source>
            <translation>il peso di avvio a caldo NRPA deve essere tra -50 e 50</translation>
        </message>
        <message>
            <location filename="../core/search/Nrpa.cpp" line="+35" />
            <source>prefix move %1 cannot be played there: %2</source>
            <translation>la mossa di prefisso %1 non si può giocare lì: %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>warm-start move %1 does not lie on its line</source>
            <translation>la mossa di avvio a caldo %1 non è sulla sua linea</translation>
        </message>
        <message>
            <location filename="../core/formats/Pentasol.cpp" line="-224" />
            <source>expected '(' to open the reference point</source>
            <translation>atteso «(» per aprire il punto di riferimento</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected '(' to open the move's point</source>
            <translation>atteso «(» per aprire il punto della mossa</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected the reference point's column</source>
            <translation>attesa la colonna del punto di riferimento</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected the move's point's column</source>
            <translation>attesa la colonna del punto della mossa</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' between column and row</source>
            <translation>atteso «,» tra colonna e riga</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the reference point's row</source>
            <translation>attesa la riga del punto di riferimento</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected the move's point's row</source>
            <translation>attesa la riga del punto della mossa</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ')' to close the reference point</source>
            <translation>atteso «)» per chiudere il punto di riferimento</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected ')' to close the move's point</source>
            <translation>atteso «)» per chiudere il punto della mossa</translation>
        </message>
        <message>
            <location line="+53" />
            <source>unexpected text after the reference point</source>
            <translation>testo inatteso dopo il punto di riferimento</translation>
        </message>
        <message>
            <location line="+8" />
            <source>more than %1 moves</source>
            <translation>più di %1 mosse</translation>
        </message>
        <message>
            <location line="+10" />
            <source>expected a direction: '-', '|', '/' or '\'</source>
            <translation>attesa una direzione: «-», «|», «/» o «\»</translation>
        </message>
        <message>
            <location line="+6" />
            <source>expected an offset -2..+2</source>
            <translation>atteso uno scostamento -2..+2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>offset %1 is out of range -2..+2</source>
            <translation>lo scostamento %1 è fuori da -2..+2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>unexpected text after the offset</source>
            <translation>testo inatteso dopo lo scostamento</translation>
        </message>
        <message>
            <location line="+10" />
            <source>no reference point line "(col,row)"</source>
            <translation>nessuna riga del punto di riferimento "(col,row)"</translation>
        </message>
        <message>
            <location line="+26" />
            <source>offset %1 is out of range +2..-1 for %2 (4-point lines)</source>
            <translation>lo scostamento %1 è fuori da +2..-1 per %2 (linee di 4 punti)</translation>
        </message>
        <message>
            <location line="+57" />
            <source>no variant replays the whole file; as %1: %2</source>
            <translation>nessuna variante riproduce tutto il file; come %1: %2</translation>
        </message>
        <message>
            <location filename="../core/base/Phrase.h" line="+93" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../core/formats/PictureRecord.cpp" line="+29" />
            <source>the picture's record is over %1 MiB</source>
            <translation>il record dell'immagine supera %1 MiB</translation>
        </message>
        <message>
            <location line="+27" />
            <source>the PNG's zTXt "msr" chunk has an unknown compression method</source>
            <translation>il blocco zTXt "msr" del PNG ha un metodo di compressione sconosciuto</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+8" />
            <source>the PNG's iTXt "msr" chunk is cut short</source>
            <translation>il blocco iTXt "msr" del PNG è troncato</translation>
        </message>
        <message>
            <location line="-5" />
            <source>the PNG's iTXt "msr" chunk has an unknown compression method</source>
            <translation>il blocco iTXt "msr" del PNG ha un metodo di compressione sconosciuto</translation>
        </message>
        <message>
            <location line="+21" />
            <location filename="../core/formats/PictureRecordWrite.cpp" line="+143" />
            <source>the PNG is cut short in its %1 chunk</source>
            <translation>il PNG è troncato nel suo blocco %1</translation>
        </message>
        <message>
            <location line="+81" />
            <source>the SVG drawing is not well formed: %1</source>
            <translation>il disegno SVG non è ben formato: %1</translation>
        </message>
        <message>
            <location line="+28" />
            <source>a comment that never ends</source>
            <translation>un commento che non finisce mai</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+19" />
            <source>a CDATA section that never ends</source>
            <translation>una sezione CDATA che non finisce mai</translation>
        </message>
        <message>
            <location line="-17" />
            <source>a processing instruction that never ends</source>
            <translation>un'istruzione di elaborazione che non finisce mai</translation>
        </message>
        <message>
            <location line="+4" />
            <source>a DOCTYPE that never ends</source>
            <translation>un DOCTYPE che non finisce mai</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a declaration that never ends</source>
            <translation>una dichiarazione che non finisce mai</translation>
        </message>
        <message>
            <location line="+41" />
            <source>a '&lt;' that starts no tag</source>
            <translation>un «&lt;» che non apre alcun tag</translation>
        </message>
        <message>
            <location line="+10" />
            <source>a '&lt;' inside the tag &lt;%1&gt;</source>
            <translation>un «&lt;» dentro il tag &lt;%1&gt;</translation>
        </message>
        <message>
            <location line="+7" />
            <source>the tag &lt;%1&gt; never ends</source>
            <translation>il tag &lt;%1&gt; non finisce mai</translation>
        </message>
        <message>
            <location line="+7" />
            <source>an end tag &lt;/%1&gt; without its start tag</source>
            <translation>un tag di chiusura &lt;/%1&gt; senza il suo tag di apertura</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the end tag &lt;/%1&gt; where &lt;/%2&gt; was due</source>
            <translation>il tag di chiusura &lt;/%1&gt; dove era atteso &lt;/%2&gt;</translation>
        </message>
        <message>
            <location line="+39" />
            <source>the "msr" element never ends</source>
            <translation>l'elemento "msr" non finisce mai</translation>
        </message>
        <message>
            <location line="+8" />
            <source>a '&amp;' that starts no entity</source>
            <translation>un «&amp;» che non apre alcuna entità</translation>
        </message>
        <message>
            <location line="+17" />
            <source>the character reference &amp;%1; has no digits</source>
            <translation>il riferimento a carattere &amp;%1; non ha cifre</translation>
        </message>
        <message>
            <location line="+10" />
            <source>the character reference &amp;%1; is not a number</source>
            <translation>il riferimento a carattere &amp;%1; non è un numero</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the character reference &amp;%1; names no character</source>
            <translation>il riferimento a carattere &amp;%1; non indica alcun carattere</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the entity &amp;%1; is not one of XML's own</source>
            <translation>l'entità &amp;%1; non è tra quelle proprie di XML</translation>
        </message>
        <message>
            <location line="+141" />
            <source>not a PNG or SVG picture</source>
            <translation>non è un'immagine PNG o SVG</translation>
        </message>
        <message>
            <location filename="../core/search/SearchLimits.cpp" line="+10" />
            <source>threads %1 are outside 1..1024</source>
            <translation>i thread (%1) sono fuori da 1..1024</translation>
        </message>
        <message>
            <location line="+2" />
            <source>search times must be numbers, the progress interval above 0</source>
            <translation>i tempi di ricerca devono essere numeri e l'intervallo di avanzamento maggiore di 0</translation>
        </message>
        <message>
            <location line="+3" />
            <source>an iteration budget above %1</source>
            <translation>un budget di iterazioni oltre %1</translation>
        </message>
        <message>
            <location filename="../core/search/SearchOptions.cpp" line="+50" />
            <source>the first board window %1 is outside 0..%2</source>
            <translation>la prima finestra della scacchiera %1 è fuori da 0..%2</translation>
        </message>
        <message>
            <location line="+19" />
            <source>the grid is finished (no legal move left): there is nothing to search after it</source>
            <translation>la griglia è finita (nessuna mossa legale rimasta): non c'è niente da cercare dopo</translation>
        </message>
        <message>
            <location line="-13" />
            <source>improve needs a grid to improve</source>
            <translation>il miglioramento richiede una griglia da migliorare</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="+19" />
            <source>hill-climb blacklist %1 is outside 0..1000</source>
            <translation>la lista nera dell'hill climbing (%1) è fuori da 0..1000</translation>
        </message>
        <message>
            <location filename="../core/search/SearchOptions.cpp" line="+3" />
            <source>the hill climb cannot keep a prefix fixed: start it from the grid instead</source>
            <translation>l'hill climbing non può tenere fisso un prefisso: avvialo invece dalla griglia</translation>
        </message>
        <message>
            <location filename="../core/rules/CheckpointReader.cpp" line="+212" />
            <location filename="../core/search/SearchCheckpointParse.cpp" line="+298" />
            <source>checkpoint: %1</source>
            <translation>punto di ripresa: %1</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpoint.cpp" line="+48" />
            <source>checkpoint: a root-parallel NRPA search cannot be resumed (its threads share each search)</source>
            <translation>punto di ripresa: una ricerca NRPA parallela alla radice non si può riprendere (i suoi thread condividono ogni ricerca)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>checkpoint: an improver cannot be resumed (start it again from its best grid)</source>
            <translation>punto di ripresa: un miglioramento non si può riprendere (riavvialo dalla sua griglia migliore)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>checkpoint: %1 thread states for %2 threads</source>
            <translation>punto di ripresa: %1 stati di thread per %2 thread</translation>
        </message>
        <message>
            <location line="+16" />
            <source>checkpoint: thread %1</source>
            <translation>punto di ripresa: thread %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>its best game does not replay</source>
            <translation>la sua partita migliore non si può rigiocare</translation>
        </message>
        <message>
            <location line="+3" />
            <source>its best score is not its best game's move count</source>
            <translation>il suo punteggio migliore non è il numero di mosse della sua partita migliore</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the game it climbs from does not replay</source>
            <translation>la partita da cui parte la salita non si può rigiocare</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the game it climbs from is not finished</source>
            <translation>la partita da cui parte la salita non è finita</translation>
        </message>
        <message>
            <location filename="../core/formats/SearchLog.cpp" line="+99" />
            <source>the end of the line</source>
            <translation>la fine della riga</translation>
        </message>
        <message>
            <location line="+19" />
            <source>expected the iteration number, found %1</source>
            <translation>atteso il numero di iterazione, trovato: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>iteration number with more than 18 digits</source>
            <translation>numero di iterazione con più di 18 cifre</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected '.' after the iteration number, found %1</source>
            <translation>atteso «.» dopo il numero di iterazione, trovato: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a space before the score, found %1</source>
            <translation>atteso uno spazio prima del punteggio, trovato: %1</translation>
        </message>
        <message>
            <location line="+10" />
            <source>expected the score, found %1</source>
            <translation>atteso il punteggio, trovato: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>score with more than 6 digits</source>
            <translation>punteggio con più di 6 cifre</translation>
        </message>
        <message>
            <location line="+3" />
            <source>expected a space after the score, found %1</source>
            <translation>atteso uno spazio dopo il punteggio, trovato: %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected '(' before the elapsed seconds, found %1</source>
            <translation>atteso «(» prima dei secondi trascorsi, trovato: %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected the elapsed seconds, found %1</source>
            <translation>attesi i secondi trascorsi, trovato: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>expected digits after the decimal point, found %1</source>
            <translation>attese cifre dopo il punto decimale, trovato: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>elapsed seconds with too many digits</source>
            <translation>secondi trascorsi con troppe cifre</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected ')' after the elapsed seconds, found %1</source>
            <translation>atteso «)» dopo i secondi trascorsi, trovato: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a space before the code, found %1</source>
            <translation>atteso uno spazio prima del codice, trovato: %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected the layer code, found %1</source>
            <translation>atteso il codice a strati, trovato: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>layer code longer than %1 characters</source>
            <translation>codice a strati più lungo di %1 caratteri</translation>
        </message>
        <message>
            <location line="+34" />
            <source>unexpected %1 after the code</source>
            <translation>%1 inatteso dopo il codice</translation>
        </message>
        <message>
            <location line="+89" />
            <source>a log line cannot hold a line break</source>
            <translation>una riga del registro non può contenere un a capo</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the log is not open</source>
            <translation>il registro non è aperto</translation>
        </message>
        <message>
            <location line="+13" />
            <source>nothing written</source>
            <translation>non è stato scritto nulla</translation>
        </message>
        <message>
            <location line="+13" />
            <source>a line was written in pieces and may be mixed with a line that another program appended to the same log</source>
            <extracomment>"another program": another search process appending to the same log file at the same time (jobs of a cluster), never a person. A "line" here is a line of text of the log.</extracomment>
            <translation>una riga è stata scritta a pezzi e può mescolarsi con una riga che un altro programma ha aggiunto allo stesso registro</translation>
        </message>
        <message>
            <location line="+11" />
            <source>write error</source>
            <translation>errore di scrittura</translation>
        </message>
        <message>
            <location filename="../core/base/ThreadStart.cpp" line="+16" />
            <source>cannot start thread %1 of %2</source>
            <translation>impossibile avviare il thread %1 di %2</translation>
        </message>
        <message>
            <location filename="../core/formats/AnalysisRecord.cpp" line="+22" />
            <source>the record's analysis</source>
            <translation>l'analisi del record</translation>
        </message>
        <message>
            <location line="+14" />
            <source>"%1" must be a whole number from %2 to %3</source>
            <translation>«%1» deve essere un numero intero da %2 a %3</translation>
        </message>
        <message>
            <location line="+142" />
            <source>it must be an object, not %1</source>
            <translation>deve essere un oggetto, non %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>"game" must be the game number of the game analysed</source>
            <translation>«game» deve essere il numero di partita della partita analizzata</translation>
        </message>
        <message>
            <location line="+3" />
            <source>it is the analysis of another game</source>
            <translation>è l'analisi di un'altra partita</translation>
        </message>
        <message>
            <location line="-128" />
            <source>"reuse" must be true or false</source>
            <translation>«reuse» deve essere true o false</translation>
        </message>
        <message>
            <location line="+7" />
            <source>"seed" must be a whole number from 0 to 2^64 - 1, as text</source>
            <translation>il seme («seed») deve essere un numero intero da 0 a 2^64 - 1, come testo</translation>
        </message>
        <message>
            <location line="+11" />
            <source>"found" must list the %1 positions of the game</source>
            <translation>«found» deve elencare le %1 posizioni della partita</translation>
        </message>
        <message>
            <location line="+5" />
            <source>"found" must hold whole numbers from -1 on</source>
            <translation>«found» deve contenere numeri interi da -1 in su</translation>
        </message>
        <message>
            <location line="+11" />
            <source>"proven" must list positions from 0 to %1, each once, in order</source>
            <translation>«proven» deve elencare le posizioni da 0 a %1, ognuna una volta, in ordine</translation>
        </message>
        <message>
            <location line="+20" />
            <location line="+10" />
            <location line="+9" />
            <source>"games" must be a list of layer codes</source>
            <translation>«games» deve essere un elenco di codici di strati</translation>
        </message>
        <message>
            <location filename="../core/search/GameAnalyser.cpp" line="+220" />
            <source>analysis budget %1 is outside %2..1000000000</source>
            <translation>il budget di analisi %1 è fuori da %2..1000000000</translation>
        </message>
        <message>
            <location line="+5" />
            <source>an analysis takes a budget per position, not an iteration budget or a target</source>
            <translation>un'analisi prende un budget per posizione, non un budget di iterazioni né un obiettivo</translation>
        </message>
        <message>
            <location line="+2" />
            <source>analysis nodes %1 are outside 0..%2</source>
            <translation>i nodi di analisi %1 sono fuori da 0..%2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>analysis chain %1 is outside 1..1000</source>
            <translation>la catena di analisi %1 è fuori da 1..1000</translation>
        </message>
        <message>
            <location line="+2" />
            <source>analysis passes %1 are outside 1..100</source>
            <translation>le %1 passate di analisi sono fuori da 1..100</translation>
        </message>
        <message>
            <location filename="../core/codes/GameAnalysis.cpp" line="+30" />
            <location line="+8" />
            <source>an analysis of %1 moves has %2 positions, not %3</source>
            <translation>un'analisi di %1 mosse ha %2 posizioni, non %3</translation>
        </message>
        <message>
            <location line="-4" />
            <source>the analysis of position %1 found fewer moves than it has</source>
            <translation>l'analisi della posizione %1 ha trovato meno mosse di quante ne abbia</translation>
        </message>
        <message>
            <location line="+8" />
            <source>the analysis proves position %1 without a score for it</source>
            <translation>l'analisi dimostra la posizione %1 senza un punteggio per essa</translation>
        </message>
        <message>
            <location line="+14" />
            <source>game %1 of the analysis is not a legal game</source>
            <translation>la partita %1 dell'analisi non è una partita legale</translation>
        </message>
        <message>
            <location line="+84" />
            <source>the analysis has no game for the score of position %1</source>
            <translation>l'analisi non ha nessuna partita per il punteggio della posizione %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the analysis proves position %1 but holds a longer game from it</source>
            <translation>l'analisi dimostra la posizione %1 ma contiene una partita più lunga da lì</translation>
        </message>
        <message>
            <location filename="../core/formats/LineReader.cpp" line="+108" />
            <source>a line longer than %1 MiB, skipped</source>
            <translation>una riga più lunga di %1 MiB, saltata</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpointParse.cpp" line="-10" />
            <source>checkpoint: versions 1 to %1 are the ones this program reads</source>
            <translation>punto di ripresa: questo programma legge le versioni da 1 a %1</translation>
        </message>
        <message>
            <location filename="../core/formats/GridPage.cpp" line="+11" />
            <source>the web page has no place for a grid: it is not the viewer this program builds</source>
            <translation>la pagina web non ha posto per una griglia: non è il visualizzatore che questo programma costruisce</translation>
        </message>
        <message>
            <location filename="../core/formats/PictureRecordWrite.cpp" line="-16" />
            <source>not a PNG picture</source>
            <translation>non è un’immagine PNG</translation>
        </message>
        <message>
            <location line="+24" />
            <source>the PNG ends inside a chunk's header</source>
            <translation>il PNG finisce dentro l’intestazione di un blocco</translation>
        </message>
        <message>
            <location line="+19" />
            <source>not an SVG drawing: it has no &lt;svg&gt; tag</source>
            <translation>non è un disegno SVG: non ha un tag &lt;svg&gt;</translation>
        </message>
        <message>
            <location filename="../core/formats/AnalysisRecord.cpp" line="-3" />
            <source>"games" lists more games than the game has positions (%1)</source>
            <translation>"games" elenca più partite di quante posizioni abbia la partita (%1)</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpoint.cpp" line="-25" />
            <source>checkpoint: seconds must be from 0 to %1</source>
            <translation>punto di ripresa: i secondi devono essere da 0 a %1</translation>
        </message>
        <message>
            <location filename="../core/solver/SolverRun.cpp" line="+45" />
            <source>the grid reaches past the solver's board of %1 × %1 points around the cross</source>
            <translation>la griglia va oltre la scacchiera del risolutore, di %1 × %1 punti attorno alla croce</translation>
        </message>
        <message>
            <location line="+58" />
            <source>the checkpoint is of another grid, variant or depth</source>
            <translation>il punto di ripresa è di un’altra griglia, variante o profondità</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the checkpoint is of another part of the work</source>
            <translation>il punto di ripresa è di un’altra parte del lavoro</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the checkpoint cuts the work otherwise (another version of the program?)</source>
            <translation>il punto di ripresa divide il lavoro in un altro modo (un’altra versione del programma?)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the checkpoint names an item outside its part</source>
            <translation>il punto di ripresa nomina un elemento fuori dalla sua parte</translation>
        </message>
        <message>
            <location line="+304" />
            <source>the start grid does not replay</source>
            <translation>la griglia di partenza non si può rigiocare</translation>
        </message>
        <message>
            <location filename="../core/formats/GridReader.cpp" line="-172" />
            <source>layer code</source>
            <translation>codice a strati</translation>
        </message>
        <message>
            <location line="+1" />
            <source>game number</source>
            <translation>numero di partita</translation>
        </message>
        <message>
            <location line="+1" />
            <source>move list</source>
            <translation>lista di mosse</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pentasol record</source>
            <translation>record Pentasol</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MSR record</source>
            <translation>record MSR</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MS1 record</source>
            <translation>record MS1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>grid</source>
            <translation>griglia</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The grid does not name its variant: it was read as %1, the strictest variant under which it is legal. It is also legal as %2.</source>
            <translation>La griglia non indica la sua variante: è stata letta come %1, la variante più rigida in cui è legale. È legale anche come %2.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The file says it is a %1 grid, but it is not legal as %1 (%2): it was read as %3.</source>
            <translation>Il file dice che è una griglia %1, ma non è legale come %1 (%2): è stato letto come %3.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The text was read as a %1; it is also a valid %2.</source>
            <translation>Il testo è stato letto come %1; è valido anche come %2.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The record's stored value does not match its moves (%1); the moves were used.</source>
            <translation>Il valore memorizzato nel record non corrisponde alle sue mosse (%1); sono state usate le mosse.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The record says it is a %1 grid: it was read as %1, not as %2.</source>
            <translation>Il record dice di essere una griglia %1: è stato letto come %1, non come %2.</translation>
        </message>
        <message>
            <location line="-13" />
            <source>The text was read as a game number, as it is not a layer code (%1). The number runs out before the game ends: its last move is the first legal move.</source>
            <translation>Il testo è stato letto come numero di partita, perché non è un codice a strati (%1). Il numero si esaurisce prima della fine della partita: per l’ultima mossa è stata presa la prima mossa legale.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The text was read as a game number, as it is not a layer code (%1). The number runs out before the game ends: its last %2 moves are each the first legal move.</source>
            <translation>Il testo è stato letto come numero di partita, perché non è un codice a strati (%1). Il numero si esaurisce prima della fine della partita: per ciascuna delle %2 mosse finali è stata presa la prima mossa legale.</translation>
        </message>
    </context>
    <context>
        <name>ErrorText</name>
        <message>
            <location filename="../core/base/ErrorText.cpp" line="+17" />
            <source> on line %1, column %2</source>
            <translation> alla riga %1, colonna %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source> on line %1</source>
            <translation> alla riga %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source> at position %1</source>
            <translation> alla posizione %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location line="+23" />
            <source>there is nothing to read</source>
            <translation>non c'è niente da leggere</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bad character%1</source>
            <translation>carattere non valido%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>conflicting moves in layer %1%2</source>
            <translation>mosse in conflitto nello strato %1%2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bits left after the end of the game%1</source>
            <translation>bit rimasti dopo la fine della partita%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>number too large: digits are left after the end of the game</source>
            <translation>numero troppo grande: restano cifre dopo la fine della partita</translation>
        </message>
        <message>
            <location line="+1" />
            <source>syntax error%1</source>
            <translation>errore di sintassi%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>illegal move%1</source>
            <translation>mossa illegale%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a move cannot be reached from the cross</source>
            <translation>una mossa non è raggiungibile dalla croce</translation>
        </message>
        <message>
            <location line="+1" />
            <source>duplicate move%1</source>
            <translation>mossa duplicata%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>unknown variant (expected 5T, 5D, 4T or 4D)</source>
            <translation>variante sconosciuta (attese 5T, 5D, 4T o 4D)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>input too large</source>
            <translation>input troppo grande</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a stored value does not match the moves</source>
            <translation>un valore memorizzato non corrisponde alle mosse</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cannot read or write the file</source>
            <translation>impossibile leggere o scrivere il file</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the picture carries no grid (it has no “msr” record)</source>
            <translation>l'immagine non contiene una griglia (non ha un record «msr»)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the system is out of resources</source>
            <translation>il sistema ha esaurito le risorse</translation>
        </message>
    </context>
    <context>
        <name>FamousGrids</name>
        <message>
            <location filename="../resources/famous-grids.strings.mjs" line="+6" />
            <source>Rosin's 178, the 5T world record</source>
            <translation>Il 178 di Rosin, record mondiale del 5T</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The world record since August 2011, found by computer with Rosin's Nested Rollout Policy Adaptation search.</source>
            <translation>Il record mondiale dall'agosto 2011, trovato al computer con la ricerca Nested Rollout Policy Adaptation di Rosin.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's first 177</source>
            <translation>Il primo 177 di Rosin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One of two 177-move grids from Rosin's computer searches, a single move short of the record; its layers differ from the 178's from the first one on.</source>
            <translation>Una delle due griglie da 177 mosse delle ricerche al computer di Rosin, a una sola mossa dal record; i suoi strati differiscono da quelli del 178 fin dal primo.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's second 177</source>
            <translation>Il secondo 177 di Rosin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The other 177 of Rosin's searches: the same score as the first, reached by a different grid.</source>
            <translation>L'altro 177 delle ricerche di Rosin: lo stesso punteggio del primo, raggiunto con una griglia diversa.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 172</source>
            <translation>Il 172 di Rosin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 172 from Rosin's computer searches, two moves past Bruneau's hand-found 170.</source>
            <translation>Un 172 dalle ricerche al computer di Rosin, due mosse oltre il 170 trovato a mano da Bruneau.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 172</source>
            <translation>Il 172 di Tishchenko</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 172 by Dimitri Tishchenko, whose blog introduced the layer code and the move-layering model this program is built on.</source>
            <translation>Un 172 di Dimitri Tishchenko, il cui blog ha introdotto il codice a strati e il modello delle mosse a strati su cui si basa questo programma.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 171</source>
            <translation>Il 171 di Tishchenko</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 171 by Dimitri Tishchenko; its layer code begins with the same eleven characters as the 178's, so the two grids share their first layers.</source>
            <translation>Un 171 di Dimitri Tishchenko; il suo codice a strati comincia con gli stessi undici caratteri di quello del 178, quindi le due griglie condividono i primi strati.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 170</source>
            <translation>Il 170 di Rosin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 170 from Rosin's computer searches: the score of Bruneau's hand-found record, on a different grid.</source>
            <translation>Un 170 dalle ricerche al computer di Rosin: il punteggio del record trovato a mano da Bruneau, con una griglia diversa.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bruneau's 170</source>
            <translation>Il 170 di Bruneau</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Found by hand in 1976, it stood as the record for 34 years, until computer searches passed it in 2010.</source>
            <translation>Trovato a mano nel 1976, è rimasto il record per 34 anni, finché le ricerche al computer non lo hanno superato nel 2010.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 160</source>
            <translation>Il 160 di Tishchenko</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid of the move-layering model: 65 layers allow 6.45 × 10^39 move orders, and 270 bits (45 characters) replace a 231-character encoding.</source>
            <translation>La griglia del modello delle mosse a strati: 65 strati permettono 6,45 × 10^39 ordini di mosse, e 270 bit (45 caratteri) sostituiscono una codifica di 231 caratteri.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Akiyama's 146</source>
            <translation>Il 146 di Akiyama</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 146 by Akiyama from the record list of morpionsolitaire.com; it shares its first layers with Akiyama's 145.</source>
            <translation>Un 146 di Akiyama dalla lista dei record di morpionsolitaire.com; condivide i primi strati con il 145 di Akiyama.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Akiyama's 145</source>
            <translation>Il 145 di Akiyama</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 145 by Akiyama, one move short of the 146 that grows from the same opening layers.</source>
            <translation>Un 145 di Akiyama, a una mossa dal 146 che cresce dagli stessi strati iniziali.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An interesting 135</source>
            <translation>Un 135 interessante</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid whose 59 layers Tishchenko listed candidate by candidate to introduce the layer code; he thought it a peak of his search.</source>
            <translation>La griglia i cui 59 strati Tishchenko ha elencato candidato per candidato per presentare il codice a strati; la considerava un vertice della sua ricerca.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 82, the 5D record</source>
            <translation>L'82 di Rosin, record del 5D</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The record of the disjoint game since August 2010, found by computer search.</source>
            <translation>Il record del gioco disgiunto dall'agosto 2010, trovato con una ricerca al computer.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hyyrö and Poranen's 62, the 4T optimum</source>
            <translation>Il 62 di Hyyrö e Poranen, l'ottimo del 4T</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best 4T game, found in 2007 and later proved optimal (Quist, 2008): no 4T game is longer.</source>
            <translation>La migliore partita 4T, trovata nel 2007 e poi dimostrata ottimale (Quist, 2008): nessuna partita 4T è più lunga.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Demaines and Langermans' 56</source>
            <translation>Il 56 dei Demaine e dei Langerman</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 4T grid published in 2006 with the study of Morpion Solitaire's complexity by Demaine, Demaine, Langerman and Langerman; Hyyrö and Poranen passed it a year later with 62.</source>
            <translation>La griglia 4T pubblicata nel 2006 con lo studio di Demaine, Demaine, Langerman e Langerman sulla complessità del Morpion Solitaire; Hyyrö e Poranen l'hanno superata un anno dopo con 62.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hyyrö and Poranen's 35, the 4D optimum</source>
            <translation>Il 35 di Hyyrö e Poranen, l'ottimo del 4D</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best 4D game, found in 2007 and later proved optimal (Quist, 2008): no 4D game is longer.</source>
            <translation>La migliore partita 4D, trovata nel 2007 e poi dimostrata ottimale (Quist, 2008): nessuna partita 4D è più lunga.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Demaines and Langermans' 31</source>
            <translation>Il 31 dei Demaine e dei Langerman</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 4D grid published in 2006 with the same study of the game's complexity; Hyyrö and Poranen passed it a year later with 35.</source>
            <translation>La griglia 4D pubblicata nel 2006 con lo stesso studio sulla complessità del gioco; Hyyrö e Poranen l'hanno superata un anno dopo con 35.</translation>
        </message>
        <message>
            <location filename="../core/formats/FamousGrids.cpp" line="+216" />
            <source>c. %1</source>
            <extracomment>A year known only roughly, as a famous grid's date ("c. 2010"): circa</extracomment>
            <translation>circa %1</translation>
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
            <translation>Tabella dell'analisi copiata</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not a %1 grid. Read as %2, it is a %3 of %4 moves.</source>
            <translation>Non è una griglia %1. Letta come %2, è un %3 di %4 mosse.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open as %1</source>
            <translation>Apri come %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>As %1: %2</source>
            <translation>Come %1: %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Link copied</source>
            <translation>Link copiato</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer code copied instead of a link: this page is a file on this computer, whose address opens nowhere else</source>
            <translation>Copiato il codice a strati invece di un link: questa pagina è un file di questo computer, il cui indirizzo non si apre altrove</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Start a search with these settings</source>
            <translation>Avvia una ricerca con queste impostazioni</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Best %1 after %2 in %3 s (%4 per second).</source>
            <translation>Migliore %1 dopo %2 in %3 s (%4 al secondo).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The best grid so far: %1 moves</source>
            <translation>La griglia migliore finora: %1 mosse</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The solver visits every position after the open grid: the longest game it finds is the longest there is, when it finishes within its budget.</source>
            <translation>Il risolutore visita ogni posizione dopo la griglia aperta: la partita più lunga che trova è la più lunga che esista, se finisce entro il suo budget.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve</source>
            <translation>Risolvi</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solving…</source>
            <translation>Risoluzione…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solving: %1 classes visited, the longest game so far %2 more moves, %3 s</source>
            <translation>Risoluzione: %1 classi visitate, la partita più lunga finora %2 mosse in più, %3 s</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stopped: nothing is proven.</source>
            <translation>Fermato: nulla è dimostrato.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The solver could not run: %1</source>
            <translation>Il risolutore non è potuto partire: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Proven: the longest game from here has %1 moves, %2 more than the grid (%3 classes visited).</source>
            <translation>Dimostrato: la partita più lunga da qui ha %1 mosse, %2 più della griglia (%3 classi visitate).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not proven: the budget ran out after %1 classes; the longest game found has %2 moves, %3 more than the grid.</source>
            <translation>Non dimostrato: il budget è finito dopo %1 classi; la partita più lunga trovata ha %2 mosse, %3 più della griglia.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: solving…</source>
            <translation>Suggerimento: risoluzione…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: the longest game from here has %1 more moves (proven); one of its moves is marked.</source>
            <translation>Suggerimento: la partita più lunga da qui ha %1 mosse in più (dimostrato); una delle sue mosse è segnata.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: at least %1 more moves from here (not proven); one move of that game is marked.</source>
            <translation>Suggerimento: almeno %1 mosse in più da qui (non dimostrato); una mossa di quella partita è segnata.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open a grid file or a picture that carries its grid: MSR, MS1, Pentasol, a move list, PNG or SVG</source>
            <translation>Apri un file di griglia o un’immagine che contiene la sua griglia: MSR, MS1, Pentasol, una lista di mosse, PNG o SVG</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Close</source>
            <translation>Chiudi</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy</source>
            <translation>Copia</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Link</source>
            <translation>Copia link</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The address of this page with the grid's code after the #: the code stays in the browser, it is never sent to a server</source>
            <translation>L’indirizzo di questa pagina con il codice della griglia dopo il #: il codice resta nel browser, non viene mai inviato a un server</translation>
        </message>
        <message>
            <location line="+2" />
            <source>SVG Drawing</source>
            <translation>Disegno SVG</translation>
        </message>
        <message>
            <location line="+2" />
            <source>PNG Image</source>
            <translation>Immagine PNG</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal moves: choose one to play it</source>
            <translation>Mosse legali: scegline una per giocarla</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Several lines go through this point: choose the one to draw</source>
            <translation>Per questo punto passano più linee: scegli quella da tracciare</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Points close together: tap the one to play</source>
            <translation>Punti molto vicini: tocca quello da giocare</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Drop a grid file or picture to open it</source>
            <translation>Rilascia un file di griglia o un’immagine per aprirlo</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Positions searched at once, one per worker: the table is the same for any number</source>
            <translation>Posizioni cercate insieme, una per worker: la tabella è la stessa con qualsiasi numero</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The same seed, playouts and passes give the same table as morpion-cli analyse</source>
            <translation>Lo stesso seme, le stesse simulazioni e passate danno la stessa tabella di morpion-cli analyse</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Passes</source>
            <translation>Passate</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Searches per position: the first from scratch, the others warmed toward the better game of the move before</source>
            <translation>Ricerche per posizione: la prima da zero, le altre orientate verso la partita migliore della mossa precedente</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Iterations per level</source>
            <translation>Iterazioni per livello</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Table</source>
            <translation>Copia tabella</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy the table as morpion-cli analyse prints it</source>
            <translation>Copia la tabella come la stampa morpion-cli analyse</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Iterations in all</source>
            <translation>Iterazioni in tutto</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop after this many playouts (improve: neighbourhoods) over all threads; empty: no limit</source>
            <translation>Fermarsi dopo tante simulazioni (improve: intorni) su tutti i thread; vuoto: nessun limite</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Seconds</source>
            <translation>Secondi</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop after this many seconds; empty: run until Stop</source>
            <translation>Fermarsi dopo tanti secondi; vuoto: fino a Ferma</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the Best</source>
            <translation>Apri la migliore</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the best grid found as the page's grid</source>
            <translation>Apri la griglia migliore trovata come griglia della pagina</translation>
        </message>
        <message>
            <location line="+2" />
            <source>New bests: iteration, score, seconds, layer code</source>
            <translation>Nuovi migliori: iterazione, punteggio, secondi, codice degli strati</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve from Here</source>
            <translation>Risolvi da qui</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Classes per worker</source>
            <translation>Classi per worker</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The most classes of positions each worker visits: the answer is proven only when every one was visited</source>
            <translation>Il massimo di classi di posizioni che visita ogni worker: la risposta è dimostrata solo se sono state visitate tutte</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the Longest Game</source>
            <translation>Apri la partita più lunga</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint while playing 4T or 4D: the solver marks a move of the longest game left</source>
            <translation>Suggerimento giocando 4T o 4D: il risolutore segna una mossa della partita più lunga rimasta</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <location filename="../app/main.cpp" line="+23" />
            <source>List the grids of a text of codes (a search log) or of a folder of record files in the collection panel.</source>
            <translation>Elenca nel pannello della collezione le griglie di un testo di codici (un registro di ricerca) o di una cartella di file di record.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>file or folder</source>
            <translation>file o cartella</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Morpion Solitaire grids, layer by layer.</source>
            <translation>Griglie di Morpion Solitaire, strato per strato.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>grid</source>
            <extracomment>The name of the program's one argument in --help ("Usage: morpion-layers [options] [grid]"): one word.</extracomment>
            <translation>griglia</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A grid file, a layer code or a game number to open.</source>
            <translation>Un file di griglia, un codice a strati o un numero di partita da aprire.</translation>
        </message>
    </context>
    <context>
        <name>morpion::FileWrite</name>
        <message>
            <location filename="../app/common/WriteTarget.cpp" line="+36" />
            <source>it is a symbolic link that leads back to itself</source>
            <translation>è un collegamento simbolico che riporta a se stesso</translation>
        </message>
        <message>
            <location line="+20" />
            <source>it is a folder</source>
            <translation>è una cartella</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it is a disk device, which is never written over</source>
            <translation>è un dispositivo disco, che non viene mai sovrascritto</translation>
        </message>
        <message>
            <location line="+1" />
            <source>it is not a file (a socket or another special file)</source>
            <translation>non è un file (un socket o un altro file speciale)</translation>
        </message>
        <message>
            <location filename="../app/common/FileWrite.cpp" line="+73" />
            <location line="+45" />
            <source>nothing was written</source>
            <translation>non è stato scritto nulla</translation>
        </message>
        <message>
            <location line="-28" />
            <source>no program reads from this pipe</source>
            <translation>nessun programma legge da questa pipe</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AboutDialog</name>
        <message>
            <location filename="../app/gui/help/AboutDialog.cpp" line="+18" />
            <source>About Morpion Layers</source>
            <translation>Informazioni su Morpion Layers</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Look at Morpion Solitaire grids layer by layer, play by hand, search for long games, and share grids as layer codes and game numbers.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence (below).&lt;br&gt;Project page: &lt;a href="%2"&gt;%2&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Esamina le griglie di Morpion Solitaire strato per strato, gioca a mano, cerca partite lunghe e condividi le griglie come codici a strati e numeri di partita.&lt;/p&gt;&lt;p&gt;Software libero con licenza MIT (qui sotto).&lt;br&gt;Pagina del progetto: &lt;a href="%2"&gt;%2&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&lt;p&gt;Report a bug or ask for a feature: &lt;a href="%1"&gt;%1&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;Segnala un errore o chiedi una funzione: &lt;a href="%1"&gt;%1&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AnalysisChart</name>
        <message>
            <location filename="../app/gui/analysis/AnalysisChart.cpp" line="+18" />
            <source>Analysis chart</source>
            <translation>Grafico dell'analisi</translation>
        </message>
        <message>
            <location line="+31" />
            <source>%1: loss %2</source>
            <translation>%1: perdita %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1: loss %2 ✓</source>
            <translation>%1: perdita %2 ✓</translation>
        </message>
        <message>
            <location line="+66" />
            <source>Analyse Game draws here, move by move, the longest game the search still finds after it.</source>
            <translation>Analizza partita disegna qui, mossa per mossa, la partita più lunga che la ricerca trova ancora dopo di essa.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>played: %1</source>
            <translation>giocata: %1</translation>
        </message>
        <message>
            <location line="+63" />
            <source>best game found</source>
            <translation>migliore partita trovata</translation>
        </message>
        <message>
            <location line="+2" />
            <source>proven exact; ✓ a proven loss</source>
            <translation>dimostrato esatto; ✓ una perdita dimostrata</translation>
        </message>
        <message>
            <location line="+55" />
            <source>Move %1: proven best before %2, after %3, loss %4 exactly</source>
            <translation>Mossa %1: migliore dimostrata prima %2, dopo %3, perdita esatta %4</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move %1: best found before %2, after %3, loss %4</source>
            <translation>Mossa %1: migliore trovata prima %2, dopo %3, perdita %4</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AnalysisPanel</name>
        <message>
            <location filename="../app/gui/analysis/AnalysisPanel.cpp" line="+46" />
            <source>Analysis panel</source>
            <translation>Pannello di analisi</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+270" />
            <source>&amp;Analyse Game</source>
            <translation>Anali&amp;zza partita</translation>
        </message>
        <message>
            <location line="-268" />
            <source>How good was this game? Search on from every position of it, and see what each move lost</source>
            <translation>Com'è andata questa partita? Cercare ancora da ognuna delle sue posizioni e vedere cosa ha perso ogni mossa</translation>
        </message>
        <message>
            <location line="+95" />
            <source>NRPA playouts spent on each position of the game: more finds longer games and steadier losses, and takes longer</source>
            <translation>Simulazioni NRPA dedicate a ogni posizione della partita: più sono, più lunghe le partite trovate e più stabili le perdite, ma richiede più tempo</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Playouts per position:</source>
            <translation>Simulazioni per posizione:</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Off</source>
            <translation>Disattivato</translation>
        </message>
        <message>
            <location line="+1" />
            <source> million nodes</source>
            <translation> milioni di nodi</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Before the searches, the solver proves the positions from the game's end back, each within this many positions visited: there E is exact and a loss is proven</source>
            <translation>Prima delle ricerche, il risolutore dimostra le posizioni dalla fine della partita all'indietro, ciascuna entro questo numero di posizioni visitate: lì E è esatto e una perdita è dimostrata</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Solver budget:</source>
            <translation>Budget del risolutore:</translation>
        </message>
        <message>
            <location line="-60" />
            <source>Analysis progress</source>
            <translation>Avanzamento dell'analisi</translation>
        </message>
        <message>
            <location line="+79" />
            <source>No.</source>
            <translation>N.</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Move</source>
            <translation>Mossa</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Loss</source>
            <translation>Perdita</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Moves of the game with what each lost</source>
            <translation>Mosse della partita con ciò che ognuna ha perso</translation>
        </message>
        <message>
            <location line="-69" />
            <source>Play the Better Line From Here</source>
            <translation>Gioca la continuazione migliore da qui</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the game back to before this move and play the better game found instead (one step that can be undone)</source>
            <translation>Riportare la partita a prima di questa mossa e giocare invece la partita migliore trovata (un passo che si può annullare)</translation>
        </message>
        <message numerus="yes">
            <location line="+107" />
            <source>Analysing the %n move(s) of the game…</source>
            <translation>
                <numerusform>Analisi della %n mossa della partita…</numerusform>
                <numerusform>Analisi delle %n mosse della partita…</numerusform>
            </translation>
        </message>
        <message>
            <location line="+16" />
            <source>Solving the endgame: position %1, %2 proven, %3 nodes, %4 s</source>
            <translation>Risoluzione del finale: posizione %1, %2 dimostrate, %3 nodi, %4 s</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Analysing: %1 of %2 searches, %3 s</source>
            <translation>Analisi: %1 di %2 ricerche, %3 s</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The analysis could not run: %1</source>
            <translation>Impossibile eseguire l'analisi: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The grid changed: the analysis was dropped.</source>
            <translation>La griglia è cambiata: l'analisi è stata scartata.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The finished analysis is kept.</source>
            <translation>L’analisi completata resta.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>What they found is shown.</source>
            <translation>Ciò che hanno trovato è mostrato.</translation>
        </message>
        <message numerus="yes">
            <location line="+96" />
            <source>The game: %n move(s).</source>
            <translation>
                <numerusform>La partita: %n mossa.</numerusform>
                <numerusform>La partita: %n mosse.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>From the start the search found a game of %n move(s).</source>
            <translation>
                <numerusform>Dall’inizio la ricerca ha trovato una partita di %n mossa.</numerusform>
                <numerusform>Dall’inizio la ricerca ha trovato una partita di %n mosse.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n position(s) proven exact by the solver.</source>
            <translation>
                <numerusform>%n posizione dimostrata esatta dal risolutore.</numerusform>
                <numerusform>%n posizioni dimostrate esatte dal risolutore.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>The largest loss: move %1, %n move(s).</source>
            <translation>
                <numerusform>La perdita maggiore: mossa %1, %n mossa.</numerusform>
                <numerusform>La perdita maggiore: mossa %1, %n mosse.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+25" />
            <source>move %1 (%2): proven best before %3, after %4, loss %5 exactly</source>
            <translation>mossa %1 (%2): migliore dimostrata prima %3, dopo %4, perdita esatta %5</translation>
        </message>
        <message numerus="yes">
            <location line="+41" />
            <source>Took the game back to before move %1 and played the better line: %n move(s)</source>
            <translation>
                <numerusform>Partita riportata a prima della mossa %1 e giocata la continuazione migliore: %n mossa</numerusform>
                <numerusform>Partita riportata a prima della mossa %1 e giocata la continuazione migliore: %n mosse</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="-162" />
            <source>Analysed the game: %n move(s)</source>
            <translation>
                <numerusform>Partita analizzata: %n mossa</numerusform>
                <numerusform>Partita analizzata: %n mosse</numerusform>
            </translation>
        </message>
        <message>
            <location line="+19" />
            <source>Cancelled: %1 of %2 positions searched.</source>
            <translation>Annullata: %1 posizioni su %2 esplorate.</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Cancelled in the first of %n passes: %1 of %2 positions searched.</source>
            <translation>
                <numerusform>Annullata nella prima di %n passata: %1 posizioni su %2 esplorate.</numerusform>
                <numerusform>Annullata nella prima di %n passate: %1 posizioni su %2 esplorate.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+7" />
            <source>Cancelled in pass %1 of %2: every position searched in the passes before, %3 of %4 in this one.</source>
            <translation>Annullata nella passata %1 di %2: tutte le posizioni esplorate nelle passate precedenti, %3 su %4 in questa.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Cancel &amp;Analysis</source>
            <extracomment>View menu, while an analysis runs, in place of Analyse Game (whose access key it can share)</extracomment>
            <translation>Smetti di anali&amp;zzare</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Analyse Game</source>
            <translation>Analizza partita</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Play or open a game, then Analyse Game shows what each move lost.</source>
            <translation>Gioca o apri una partita; poi Analizza partita mostra cosa ha perso ogni mossa.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Analyse Game searches on from every position of this game and shows what each move lost.</source>
            <translation>Analizza partita cerca ancora da ogni posizione di questa partita e mostra cosa ha perso ogni mossa.</translation>
        </message>
        <message>
            <location line="+33" />
            <source>move %1 (%2): not analysed</source>
            <translation>mossa %1 (%2): non analizzata</translation>
        </message>
        <message>
            <location line="+8" />
            <source>move %1 (%2): best found before %3, after %4, loss %5</source>
            <translation>mossa %1 (%2): migliore trovata prima %3, dopo %4, perdita %5</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Play the better line from move %1</source>
            <translation>Gioca la continuazione migliore dalla mossa %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::Autosave</name>
        <message>
            <location filename="../app/gui/document/Autosave.cpp" line="+85" />
            <source>cannot create the folder</source>
            <translation>impossibile creare la cartella</translation>
        </message>
        <message>
            <location line="+138" />
            <source>cannot create its lock file</source>
            <translation>impossibile creare il suo file di blocco</translation>
        </message>
        <message>
            <location line="+40" />
            <source>Cannot keep a copy of the unsaved work in %1: %2. It is kept in %3 instead.</source>
            <translation>Impossibile conservare una copia del lavoro non salvato in %1: %2. Viene conservata in %3.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Cannot keep a copy of the unsaved work in %1: %2</source>
            <translation>Impossibile conservare una copia del lavoro non salvato in %1: %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cannot keep a copy of the unsaved work in %1: %2 (nor in %3: %4)</source>
            <translation>Impossibile conservare una copia del lavoro non salvato in %1: %2 (né in %3: %4)</translation>
        </message>
        <message>
            <location line="+43" />
            <source>Morpion Layers found unsaved work from %1 in %2 that cannot be read: %3.</source>
            <translation>Morpion Layers ha trovato in %2 del lavoro non salvato del %1 che non si può leggere: %3.</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>a %1 grid of %n move(s)</source>
            <translation>
                <numerusform>una griglia %1 di %n mossa</numerusform>
                <numerusform>una griglia %1 di %n mosse</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Morpion Layers ended on %1 without saving %2.</source>
            <translation>Morpion Layers si è chiuso il %1 senza salvare %2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Morpion Layers ended on %1 without saving %2, from %3.</source>
            <translation>Morpion Layers si è chiuso il %1 senza salvare %2, da %3.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The copy is damaged (%1): moves may be missing.</source>
            <translation>La copia è danneggiata (%1): possono mancare delle mosse.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>It was kept in %1 because %2 could not take it: %3.</source>
            <translation>È stata conservata in %1 perché %2 non poteva riceverla: %3.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Restore Unsaved Work</source>
            <translation>Ripristina il lavoro non salvato</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Restore puts it on the board as one step that can be undone; it is not saved until you save it.</source>
            <translation>Ripristina la mette sulla scacchiera come un passo annullabile; non è salvata finché non la salvi.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Restore</source>
            <translation>&amp;Ripristina</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Discard</source>
            <translation>&amp;Scarta</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep for &amp;Later</source>
            <translation>Tieni per &amp;dopo</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Restore unsaved work</source>
            <translation>Ripristina il lavoro non salvato</translation>
        </message>
        <message>
            <location filename="../app/gui/document/AutosaveCopy.cpp" line="+82" />
            <source>it is larger than any copy of a grid</source>
            <translation>è più grande di qualsiasi copia di una griglia</translation>
        </message>
        <message>
            <location line="+9" />
            <source>it is empty</source>
            <translation>è vuota</translation>
        </message>
        <message>
            <location line="+1" />
            <source>it is not a copy this program can read</source>
            <translation>non è una copia che questo programma sa leggere</translation>
        </message>
        <message>
            <location filename="../app/gui/document/Autosave.cpp" line="-271" />
            <source>it is a symbolic link, not a folder of yours</source>
            <translation>è un collegamento simbolico, non una tua cartella</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it is not a folder</source>
            <translation>non è una cartella</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it belongs to another user</source>
            <translation>appartiene a un altro utente</translation>
        </message>
        <message>
            <location line="+2" />
            <source>other users can write in it</source>
            <translation>altri utenti possono scriverci</translation>
        </message>
        <message>
            <location line="+201" />
            <source>Copies of unsaved work in %1 are not read: %2.</source>
            <translation>Le copie del lavoro non salvato in %1 non vengono lette: %2.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardDescription</name>
        <message>
            <location filename="../app/gui/board/BoardDescription.cpp" line="+12" />
            <source>%1 grid, score %2, finished.</source>
            <translation>Griglia %1, punteggio %2, finita.</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%1 grid, score %2, %n legal move(s).</source>
            <translation>
                <numerusform>Griglia %1, punteggio %2, %n mossa legale.</numerusform>
                <numerusform>Griglia %1, punteggio %2, %n mosse legali.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+8" />
            <source>In play: %n move(s) played by hand, every legal move can be played.</source>
            <translation>
                <numerusform>In gioco: %n mossa giocata a mano, si può giocare ogni mossa legale.</numerusform>
                <numerusform>In gioco: %n mosse giocate a mano, si può giocare ogni mossa legale.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>Layer %1 of %2: %3 taken, %4 not taken, %5 legal but left untaken in an earlier layer.</source>
            <extracomment>"taken": played in this layer (bit 1 of the layer code), not selected in the interface.</extracomment>
            <translation>Strato %1 di %2: %3 giocate, %4 non giocate, %5 legali ma lasciate in uno strato precedente.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Layer %1 of %2.</source>
            <translation>Strato %1 di %2.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>(%1, %2): no legal move.</source>
            <translation>(%1, %2): nessuna mossa legale.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>(%1, %2): Enter plays %3.</source>
            <translation>(%1, %2): Invio gioca %3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>(%1, %2): %3 lines, Enter plays line %4, %5; Tab: next line.</source>
            <translation>(%1, %2): %3 linee, Invio gioca la linea %4, %5; Tab: linea successiva.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardPrinter</name>
        <message>
            <location filename="../app/gui/files/BoardPrinter.cpp" line="+24" />
            <source>Morpion Solitaire grid</source>
            <translation>Griglia di Morpion Solitaire</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Print…</source>
            <translation>Sta&amp;mpa…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Print the grid as File &gt; Export Picture draws it</source>
            <translation>Stampa la griglia come la disegna File &gt; Esporta immagine</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Print Pre&amp;view…</source>
            <translation>Anteprima &amp;di stampa…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Page Set&amp;up…</source>
            <translation>&amp;Imposta pagina…</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Print Grid</source>
            <translation>Stampa griglia</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Print Preview</source>
            <translation>Anteprima di stampa</translation>
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
            <translation>Scacchiera, cursore su %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cursor at %1</source>
            <translation>Cursore su %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Board</source>
            <translation>Scacchiera</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Enter: play with the keyboard. Left and right arrows: previous and next layer.</source>
            <translation>Invio: gioca con la tastiera. Frecce sinistra e destra: strato precedente e successivo.</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardViewInput.cpp" line="+138" />
            <source>No playable point further in that direction.</source>
            <translation>Nessun punto giocabile più avanti in quella direzione.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Keyboard play ended. Enter starts it again; ←/→ step layers.</source>
            <translation>Gioco da tastiera terminato. Invio lo riavvia; ←/→ scorrono gli strati.</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardView.cpp" line="+143" />
            <source>Tab: next line · Enter: play · Esc: end keyboard play</source>
            <translation>Tab: linea successiva · Invio: gioca · Esc: termina il gioco da tastiera</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tab or wheel: next line · click: play · Esc: cancel</source>
            <translation>Tab o rotellina: linea successiva · clic: gioca · Esc: annulla</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 lines through (%2, %3), showing %4 — %5</source>
            <translation>%1 linee per (%2, %3), mostrata la %4 — %5</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardViewInput.cpp" line="+197" />
            <source>Keyboard play: arrows move, Shift+arrows jump to a playable point, Enter plays, Tab: next line, Esc: end. Ctrl+←/→, PgUp/PgDn: layers.</source>
            <translation>Gioco da tastiera: le frecce spostano, Maiusc+frecce saltano a un punto giocabile, Invio gioca, Tab: linea successiva, Esc: termina. Ctrl+←/→, PagSu/PagGiù: strati.</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Board: ←/→ step layers, Enter plays with the keyboard.</source>
            <translation>Scacchiera: ←/→ scorrono gli strati, Invio gioca con la tastiera.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CodeBar</name>
        <message>
            <location filename="../app/gui/panels/CodeBar.cpp" line="+40" />
            <source>The layer code of the grid: the set of its moves</source>
            <translation>Il codice a strati della griglia: l'insieme delle sue mosse</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game number: the moves in their exact order</source>
            <translation>Il numero di partita: le mosse nel loro ordine esatto</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the layer code</source>
            <translation>Copia il codice a strati</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the game number</source>
            <translation>Copia il numero di partita</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Paste a layer code, a game number or a move list, then press Enter</source>
            <translation>Incolla un codice a strati, un numero di partita o una lista di mosse, poi premi Invio</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Read codes as this variant (a prefix such as 5D: in the text wins)</source>
            <translation>Leggi i codici come questa variante (un prefisso come 5D: nel testo ha la precedenza)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open</source>
            <translation>Apri</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the code typed on the left</source>
            <translation>Apri il codice scritto a sinistra</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Variant of the code</source>
            <translation>Variante del codice</translation>
        </message>
        <message>
            <location line="-37" />
            <source>Codes</source>
            <translation>Codici</translation>
        </message>
        <message>
            <location line="+46" />
            <source>Layer code:</source>
            <translation>Codice a strati:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game number:</source>
            <translation>Numero di partita:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open code:</source>
            <translation>Apri codice:</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Copy &amp;Layer Code</source>
            <translation>Copia codice a &amp;strati</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy &amp;Game Number</source>
            <translation>Copia &amp;numero di partita</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open &amp;Code…</source>
            <translation>Apri c&amp;odice…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Layer code copied</source>
            <translation>Codice a strati copiato</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Game number copied</source>
            <translation>Numero di partita copiato</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionActions</name>
        <message>
            <location filename="../app/gui/collection/CollectionActions.cpp" line="+24" />
            <source>Open &amp;Collection…</source>
            <translation>Apri racco&amp;lta…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>List the grids of a text file of codes, with thumbnails, duplicates and problems</source>
            <translation>Elenca le griglie di un file di testo con codici, con miniature, doppioni e problemi</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open Collection &amp;Folder…</source>
            <translation>Apri cartella di raccol&amp;ta…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)</source>
            <extracomment>"record files": files that hold a grid (MSR, Pentasol), not world records.</extracomment>
            <translation>Elenca le griglie di una cartella di record (Pentasol, MSR, immagini con la loro griglia)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Paste as Collec&amp;tion</source>
            <translation>Incolla come ra&amp;ccolta</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Open Collection</source>
            <translation>Apri raccolta</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Texts with codes (*.txt *.log *.md *.csv);;All files (*)</source>
            <translation>Testi con codici (*.txt *.log *.md *.csv);;Tutti i file (*)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Open Collection Folder</source>
            <translation>Apri cartella di raccolta</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Collection: %1.</source>
            <extracomment>%1: what the collection panel's summary says, "codes without a variant read as 5T; 3 of them also decode as 5D".</extracomment>
            <translation>Raccolta: %1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Read All as %1</source>
            <translation>Leggi tutto come %1</translation>
        </message>
        <message>
            <location line="+36" />
            <source>The clipboard holds no text to open.</source>
            <translation>Negli appunti non c'è testo da aprire.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the clipboard</source>
            <translation>gli appunti</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Open %1 from the collection</source>
            <translation>Apri %1 dalla raccolta</translation>
        </message>
        <message>
            <location line="+2" />
            <source>#%1, %2: %3 %4 moves</source>
            <translation>n. %1, %2: %3 %4 mosse</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionLoader</name>
        <message>
            <location filename="../app/gui/collection/CollectionData.cpp" line="+16" />
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+149" />
            <source>line %1</source>
            <extracomment>A line of the text file read as a collection, not a line of the game.</extracomment>
            <translation>riga %1</translation>
        </message>
        <message>
            <location line="+3" />
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+1" />
            <source>%1, line %2</source>
            <extracomment>%1 is a file name; a line of that text file, not a line of the game.</extracomment>
            <translation>%1, riga %2</translation>
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
            <translation>codici senza variante letti come %1</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n of them also decode as %1</source>
            <translation>
                <numerusform>%n di essi si decodifica anche come %1</numerusform>
                <numerusform>%n di essi si decodificano anche come %1</numerusform>
            </translation>
        </message>
        <message>
            <location line="+27" />
            <source>The folder %1 does not exist.</source>
            <translation>La cartella %1 non esiste.</translation>
        </message>
        <message>
            <location line="+144" />
            <source>Cannot open %1: %2.</source>
            <translation>Impossibile aprire %1: %2.</translation>
        </message>
        <message>
            <location line="-19" />
            <source>The text is too large to read as a collection (%1 MB; at most %2 MB).</source>
            <translation>Il testo è troppo grande per essere letto come raccolta (%1 MB; al massimo %2 MB).</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionModel</name>
        <message>
            <location filename="../app/gui/collection/CollectionModel.cpp" line="+68" />
            <source>Grid</source>
            <translation>Griglia</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Found at</source>
            <translation>Trovata in</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Score</source>
            <translation>Punteggio</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layers</source>
            <translation>Strati</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Length</source>
            <translation>Lunghezza</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Same grid</source>
            <translation>Stessa griglia</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Same points</source>
            <translation>Stessi punti</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Code</source>
            <translation>Codice</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Where the grid was found: a line of the text, or a file of the folder</source>
            <translation>Dove è stata trovata la griglia: una riga del testo o un file della cartella</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layers that take at least one move</source>
            <translation>Strati in cui si gioca almeno una mossa</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Characters of the layer code</source>
            <translation>Caratteri del codice a strati</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rows with the same grid up to rotation and reflection share a group, named by its first row</source>
            <translation>Le righe con la stessa griglia a meno di rotazioni e riflessioni formano un gruppo, che prende il nome dalla prima riga</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Rows with the same points up to rotation and reflection, whatever their lines, share a group</source>
            <translation>Le righe con gli stessi punti a meno di rotazioni e riflessioni, qualunque siano le linee, formano un gruppo</translation>
        </message>
        <message>
            <location line="+30" />
            <location line="+3" />
            <source>#%1 (×%2)</source>
            <translation>n. %1 (×%2)</translation>
        </message>
        <message numerus="yes">
            <location line="+22" />
            <source>%n other row(s) hold this grid, rotated or mirrored</source>
            <translation>
                <numerusform>Un'altra riga contiene questa griglia, ruotata o riflessa</numerusform>
                <numerusform>Altre %n righe contengono questa griglia, ruotata o riflessa</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same grid as row #%1, up to rotation and reflection</source>
            <translation>La stessa griglia della riga n. %1, a meno di rotazioni e riflessioni</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>%n other row(s) have these points (up to symmetry), some with other lines</source>
            <translation>
                <numerusform>Un'altra riga ha questi punti (a meno di simmetrie), con altre linee</numerusform>
                <numerusform>Altre %n righe hanno questi punti (a meno di simmetrie), alcune con altre linee</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>The same points as row #%1, up to rotation and reflection</source>
            <translation>Gli stessi punti della riga n. %1, a meno di rotazioni e riflessioni</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionPanel</name>
        <message>
            <location filename="../app/gui/collection/CollectionPanel.cpp" line="+43" />
            <source>The grid of the row picked is shown here; Enter or a double-click opens it.</source>
            <translation>Qui si vede la griglia della riga scelta; Invio o un doppio clic la apre.</translation>
        </message>
        <message>
            <location line="+38" />
            <source>All variants</source>
            <translation>Tutte le varianti</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Show only the grids of one variant</source>
            <translation>Mostra solo le griglie di una variante</translation>
        </message>
        <message>
            <location line="-29" />
            <source>Collection panel</source>
            <translation>Pannello della raccolta</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Score ≥ </source>
            <translation>Punteggio ≥ </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show only the grids with at least this score</source>
            <translation>Mostra solo le griglie con almeno questo punteggio</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Filter by code or text</source>
            <translation>Filtra per codice o testo</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Show only the rows whose code, place or line holds this text</source>
            <translation>Mostra solo le righe il cui codice, luogo o riga contiene questo testo</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Preview of the row picked</source>
            <translation>Anteprima della riga scelta</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid of the row picked, not opened: the open grid does not change. Enter or a double-click opens it as one undo step.</source>
            <translation>La griglia della riga scelta, non aperta: la griglia aperta non cambia. Invio o un doppio clic la apre come un solo passo di annullamento.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Open a collection: File &gt; Open Collection…, or paste a list of codes with Edit &gt; Paste as Collection.</source>
            <translation>Apri una raccolta: File &gt; Apri raccolta…, oppure incolla un elenco di codici con Modifica &gt; Incolla come raccolta.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%v of %m</source>
            <translation>%v di %m</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cancel</source>
            <translation>Annulla</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop reading; the grids read so far stay</source>
            <translation>Interrompi la lettura; le griglie lette finora restano</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sorting…</source>
            <translation>Ordinamento…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The list is being sorted and filtered; it stays usable meanwhile</source>
            <translation>L’elenco viene ordinato e filtrato; nel frattempo resta utilizzabile</translation>
        </message>
        <message>
            <location line="+61" />
            <source>&amp;Open</source>
            <translation>&amp;Apri</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Compare with the Open Grid</source>
            <translation>&amp;Confronta con la griglia aperta</translation>
        </message>
        <message>
            <location line="+34" />
            <source>#%1, %2: %3 %4 moves · Enter opens it</source>
            <translation>n. %1, %2: %3 %4 mosse · Invio la apre</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Reading…</source>
            <translation>Lettura…</translation>
        </message>
        <message numerus="yes">
            <location line="+47" />
            <source>%n grid(s)</source>
            <translation>
                <numerusform>%n griglia</numerusform>
                <numerusform>%n griglie</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n problem(s)</source>
            <translation>
                <numerusform>%n problema</numerusform>
                <numerusform>%n problemi</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n group(s) of the same grid</source>
            <translation>
                <numerusform>%n gruppo della stessa griglia</numerusform>
                <numerusform>%n gruppi della stessa griglia</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n group(s) of the same points with other lines</source>
            <translation>
                <numerusform>%n gruppo degli stessi punti con altre linee</numerusform>
                <numerusform>%n gruppi degli stessi punti con altre linee</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n line(s) without a code</source>
            <translation>
                <numerusform>%n riga senza codice</numerusform>
                <numerusform>%n righe senza codice</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n other file(s) skipped</source>
            <translation>
                <numerusform>%n altro file ignorato</numerusform>
                <numerusform>altri %n file ignorati</numerusform>
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
            <translation>Annullato; letto finora: %1</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Not read (%n):</source>
            <translation>
                <numerusform>Non letto (%n):</numerusform>
                <numerusform>Non letti (%n):</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+12" />
            <source>%1 of %n grid(s) shown · %2</source>
            <translation>
                <numerusform>%1 di %n griglia mostrata · %2</numerusform>
                <numerusform>%1 di %n griglie mostrate · %2</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionProblemModel</name>
        <message>
            <location filename="../app/gui/collection/CollectionProblemModel.cpp" line="+36" />
            <source>Found at</source>
            <translation>Trovata in</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Code</source>
            <translation>Codice</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Why it was not read</source>
            <translation>Perché non è stata letta</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CompareDialog</name>
        <message>
            <location filename="../app/gui/compare/CompareDialog.cpp" line="+25" />
            <source>Compare With</source>
            <translation>Confronta con</translation>
        </message>
        <message>
            <location line="+38" />
            <source>A &amp;layer code, game number, move list or record:</source>
            <translation>Un codice a &amp;strati, un numero di partita, una lista di mosse o un record:</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Grid to compare with</source>
            <translation>Griglia da confrontare</translation>
        </message>
        <message>
            <location line="+10" />
            <source>A &amp;file:</source>
            <translation>Un &amp;file:</translation>
        </message>
        <message>
            <location line="+2" />
            <source>File to compare with</source>
            <translation>File da confrontare</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The path of a grid file</source>
            <translation>Il percorso di un file di griglia</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Browse…</source>
            <translation>Sfogl&amp;ia…</translation>
        </message>
        <message numerus="yes">
            <location line="+14" />
            <source>Grid &amp;number of the collection (%1, %n grid(s)):</source>
            <translation>
                <numerusform>&amp;Numero di griglia della raccolta (%1, %n griglia):</numerusform>
                <numerusform>&amp;Numero di griglia della raccolta (%1, %n griglie):</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>Grid number in the collection</source>
            <translation>Numero di griglia nella raccolta</translation>
        </message>
        <message>
            <location line="-58" />
            <source>&amp;Compare</source>
            <translation>&amp;Confronta</translation>
        </message>
        <message>
            <location line="+132" />
            <source>%1, %2 moves, %3</source>
            <translation>%1, %2 mosse, %3</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Compare With a File</source>
            <translation>Confronta con un file</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::Document</name>
        <message>
            <location filename="../app/gui/document/Document.cpp" line="+100" />
            <location line="+183" />
            <source>New %1 game</source>
            <translation>Nuova partita %1</translation>
        </message>
        <message numerus="yes">
            <location line="-182" />
            <source>%1 grid, %n move(s)</source>
            <translation>
                <numerusform>Griglia %1, %n mossa</numerusform>
                <numerusform>Griglia %1, %n mosse</numerusform>
            </translation>
        </message>
        <message>
            <location line="+18" />
            <source>grid-%1</source>
            <translation>griglia-%1</translation>
        </message>
        <message>
            <location line="+51" />
            <source>Analyse Game</source>
            <translation>Analizza partita</translation>
        </message>
        <message>
            <location filename="../app/gui/document/PlayMoveCommand.cpp" line="+9" />
            <source>Play %1</source>
            <translation>Gioca %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::EditGridInfoCommand</name>
        <message>
            <location filename="../app/gui/document/EditGridInfoCommand.cpp" line="+8" />
            <source>Edit %1</source>
            <translation>Modifica %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ExportDialog</name>
        <message>
            <location filename="../app/gui/files/ExportDialog.cpp" line="+55" />
            <location line="+176" />
            <location line="+12" />
            <source>Export Picture</source>
            <translation>Esporta immagine</translation>
        </message>
        <message>
            <location line="-157" />
            <source>As on screen</source>
            <translation>Come sullo schermo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Clean print style</source>
            <translation>Stile di stampa pulito</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Move &amp;numbers</source>
            <translation>&amp;Numeri delle mosse</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Highlight layer %1</source>
            <translation>&amp;Evidenzia lo strato %1</translation>
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
            <translation>Larghezza di un PNG in pixel, di un SVG o PDF in punti</translation>
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
            <translation>Adatta all'immagine, con un margine</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The page of a PDF or SVG: the picture is scaled to the paper, or the page fits the picture at its width</source>
            <translation>La pagina di un PDF o SVG: l'immagine viene scalata sul foglio, oppure la pagina si adatta all'immagine in larghezza</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Capt&amp;ion line: author, variant, score and code</source>
            <translation>Riga di didasca&amp;lia: autore, variante, punteggio e codice</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A line under the grid: %1</source>
            <translation>Una riga sotto la griglia: %1</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Look:</source>
            <translation>Aspetto:</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Width:</source>
            <translation>Larghezza:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>PDF/SVG &amp;page:</source>
            <translation>&amp;Pagina PDF/SVG:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Size:</source>
            <translation>Dimensione:</translation>
        </message>
        <message>
            <location line="-73" />
            <source>&amp;Save As…</source>
            <translation>&amp;Salva con nome…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Copy Picture</source>
            <translation>&amp;Copia immagine</translation>
        </message>
        <message>
            <location line="+116" />
            <source>%1 · score %2 · %3</source>
            <translation>%1 · punteggio %2 · %3</translation>
        </message>
        <message>
            <location line="+6" />
            <source>%1 · %2</source>
            <translation>%1 · %2</translation>
        </message>
        <message>
            <location line="+10" />
            <source>PNG %1 × %2 px; PDF/SVG page %3 × %4 mm</source>
            <translation>PNG %1 × %2 px; pagina PDF/SVG %3 × %4 mm</translation>
        </message>
        <message>
            <location line="+41" />
            <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
            <translation>Immagine PNG (*.png);;Disegno SVG (*.svg);;Documento PDF (*.pdf)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::FamousGridsMenu</name>
        <message>
            <location filename="../app/gui/files/FamousGridsMenu.cpp" line="+13" />
            <source>Famous &amp;Grids</source>
            <translation>Partite &amp;famose</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The built-in list does not read: %1</source>
            <translation>L'elenco integrato non si legge: %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>%1 %2 moves — %3</source>
            <translation>%1 %2 mosse — %3</translation>
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
            <translation>&amp;Apri…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open a grid file (MSR JSON, Pentasol, a code or a move list)</source>
            <translation>Apri un file di griglia (MSR JSON, Pentasol, un codice o una lista di mosse)</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+29" />
            <source>&amp;Save</source>
            <translation>&amp;Salva</translation>
        </message>
        <message>
            <location line="-27" />
            <source>Save &amp;As…</source>
            <translation>Salva &amp;con nome…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open &amp;Recent</source>
            <translation>Apri &amp;recenti</translation>
        </message>
        <message>
            <location line="+16" />
            <source>The game's analysis is not saved (it is kept in the grid's file). Save it first?</source>
            <translation>L’analisi della partita non è salvata (si salva nel file della griglia). Salvarla prima?</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The grid has changes that are not saved, the game's analysis among them. Save them first?</source>
            <translation>La griglia ha modifiche non salvate, tra cui l’analisi della partita. Salvarle prima?</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Unsaved Grid</source>
            <translation>Griglia non salvata</translation>
        </message>
        <message>
            <location line="-2" />
            <source>The grid has changes that are not saved. Save them first?</source>
            <translation>La griglia ha modifiche non salvate. Salvarle prima?</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Open Grid</source>
            <translation>Apri griglia</translation>
        </message>
        <message>
            <location line="-62" />
            <source>Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)</source>
            <translation>Griglie (*.json *.msr *.txt *.ms1 *.png *.svg);;Record MSR (*.json *.msr);;File Pentasol (*.txt);;Testo MS1 (*.txt *.ms1);;Immagini con la loro griglia (*.png *.svg);;Tutti i file (*)</translation>
        </message>
        <message>
            <location line="+98" />
            <source>%1 was not reopened: it is no longer there</source>
            <translation>%1 non è stato riaperto: il file non esiste più</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 was not reopened: %2</source>
            <translation>%1 non è stato riaperto: %2</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Cannot open %1: %2</source>
            <translation>Impossibile aprire %1: %2</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Cannot open %1: %2.</source>
            <translation>Impossibile aprire %1: %2.</translation>
        </message>
        <message>
            <location line="-105" />
            <source>&amp;New Game</source>
            <translation>&amp;Nuova partita</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 game</source>
            <translation>Partita %1</translation>
        </message>
        <message>
            <location line="+38" />
            <source>&amp;Discard</source>
            <translation>Scar&amp;ta</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Cancel</source>
            <translation>&amp;Annulla</translation>
        </message>
        <message>
            <location line="+68" />
            <source>Open %1</source>
            <translation>Apri %1</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Save Grid</source>
            <translation>Salva griglia</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MSR record (*.msr.json);;Pentasol file (*.pentasol.txt);;MS1 text, the compact MSR record (*.ms1)</source>
            <translation>Record MSR (*.msr.json);;File Pentasol (*.pentasol.txt);;Testo MS1, il record MSR compatto (*.ms1)</translation>
        </message>
        <message>
            <location line="+38" />
            <location line="+6" />
            <source>Cannot save %1: %2</source>
            <translation>Impossibile salvare %1: %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Saved %1</source>
            <translation>Salvato %1</translation>
        </message>
        <message>
            <location line="+29" />
            <source>&amp;Clear List</source>
            <translation>&amp;Svuota l'elenco</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridClipboard</name>
        <message>
            <location filename="../app/gui/files/GridClipboard.cpp" line="+40" />
            <source>The clipboard is empty.</source>
            <translation>Gli appunti sono vuoti.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>The clipboard holds a picture without a grid in it: only pictures that Morpion Layers saved or copied carry their grid.</source>
            <translation>Gli appunti contengono un'immagine senza griglia: solo le immagini salvate o copiate da Morpion Layers portano con sé la loro griglia.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The clipboard holds no text to open.</source>
            <translation>Negli appunti non c'è testo da aprire.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridCompare</name>
        <message>
            <location filename="../app/gui/compare/GridCompare.cpp" line="+28" />
            <source>Co&amp;mpare With…</source>
            <translation>Confron&amp;ta con…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw another grid over this one: the moves both have, and the moves each has alone</source>
            <translation>Disegna un'altra griglia sopra questa: le mosse che hanno entrambe e quelle che ha solo l'una o l'altra</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;End Comparison</source>
            <translation>Ter&amp;mina il confronto</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop drawing the other grid over this one</source>
            <translation>Non disegnare più l’altra griglia su questa</translation>
        </message>
        <message>
            <location line="+57" />
            <source>Cannot read %1 to compare with: %2</source>
            <translation>Impossibile leggere %1 per il confronto: %2</translation>
        </message>
        <message>
            <location line="+16" />
            <source>That is a %1 grid; the open grid is %2</source>
            <translation>È una griglia %1; la griglia aperta è %2</translation>
        </message>
        <message>
            <location line="+57" />
            <source> · %1 moves in both, %2 only played, %3 only in the better line</source>
            <translation> · %1 mosse in entrambe, %2 solo giocate, %3 solo nella continuazione migliore</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Comparing: %1 moves in both, %2 only in this grid, %3 only in the other</source>
            <translation>Confronto: %1 mosse in entrambe, %2 solo in questa griglia, %3 solo nell'altra</translation>
        </message>
        <message>
            <location line="+5" />
            <source> · the grids are the same</source>
            <translation> · le griglie sono uguali</translation>
        </message>
        <message>
            <location line="+2" />
            <source> · the other grid is this one transformed: %1</source>
            <translation> · l'altra griglia è questa trasformata: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the same points, with other lines</source>
            <translation> · gli stessi punti, con altre linee</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the other grid seen through “%1”, where the two have the most moves in common</source>
            <extracomment>%1: a command of the Transform menu without its access key, such as "Flip Left–Right".</extracomment>
            <translation> · l’altra griglia vista attraverso «%1», dove le due hanno più mosse in comune</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the other grid as it is</source>
            <translation> · l’altra griglia così com’è</translation>
        </message>
        <message>
            <location line="-24" />
            <location line="+25" />
            <source> · Esc leaves the comparison</source>
            <translation> · Esc esce dal confronto</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Align the Other Grid</source>
            <translation>Allinea l’altra griglia</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Compare As It Is</source>
            <translation>Confronta così com’è</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridEditActions</name>
        <message>
            <location filename="../app/gui/edit/GridEditActions.cpp" line="+25" />
            <source>Remo&amp;ve Move</source>
            <translation>&amp;Elimina la mossa</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Remove the move under the pointer (or the one picked in the layer panel) with every move that needs it</source>
            <translation>Elimina la mossa sotto il puntatore (o quella scelta nel pannello degli strati) con tutte le mosse che ne dipendono</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The move picked in the layer panel is not in the grid, so there is nothing to remove</source>
            <translation>La mossa scelta nel pannello degli strati non è nella griglia: non c’è nulla da rimuovere</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Point at a move on the board, or pick one in the layer panel, to remove it</source>
            <translation>Indica una mossa sulla scacchiera, o scegline una nel pannello degli strati, per eliminarla</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Remove move %1</source>
            <translation>Elimina la mossa %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Removed move %1</source>
            <translation>Eliminata la mossa %1</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Removed move %1 and the %n move(s) that need it</source>
            <translation>
                <numerusform>Eliminate la mossa %1 e %n mossa che ne dipende</numerusform>
                <numerusform>Eliminate la mossa %1 e %n mosse che ne dipendono</numerusform>
            </translation>
        </message>
        <message>
            <location line="+10" />
            <source>No move has its point in (%1, %2)–(%3, %4)</source>
            <translation>Nessuna mossa ha il suo punto in (%1, %2)–(%3, %4)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Remove region</source>
            <translation>Elimina regione</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Removed %n move(s) from the region and what needs them</source>
            <translation>
                <numerusform>Eliminata %n mossa della regione e ciò che ne dipende</numerusform>
                <numerusform>Eliminate %n mosse della regione e ciò che ne dipende</numerusform>
            </translation>
        </message>
        <message>
            <location line="+9" />
            <source>Take back to move %1</source>
            <translation>Torna alla mossa %1</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <location line="+10" />
            <source>Took back %n move(s)</source>
            <translation>
                <numerusform>Ritirata %n mossa</numerusform>
                <numerusform>Ritirate %n mosse</numerusform>
            </translation>
        </message>
        <message>
            <location line="-1" />
            <source>Take back to layer %1</source>
            <translation>Torna allo strato %1</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Take this one instead</source>
            <translation>Gioca questa al suo posto</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Took the move, removed %n move(s) in its way and what needs them</source>
            <translation>
                <numerusform>Mossa giocata; eliminata %n mossa che la ostacolava e ciò che ne dipende</numerusform>
                <numerusform>Mossa giocata; eliminate %n mosse che la ostacolavano e ciò che ne dipende</numerusform>
            </translation>
        </message>
        <message>
            <location line="+11" />
            <source>Take %1 Instead</source>
            <translation>Gioca %1 al suo posto</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Take This One Instead and Remove %n Move(s)</source>
            <translation>
                <numerusform>Gioca questa al suo posto e rimuovi %n mossa</numerusform>
                <numerusform>Gioca questa al suo posto e rimuovi %n mosse</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Take %1 Instead and Remove %n Move(s)</source>
            <translation>
                <numerusform>Gioca %1 al suo posto e rimuovi %n mossa</numerusform>
                <numerusform>Gioca %1 al suo posto e rimuovi %n mosse</numerusform>
            </translation>
        </message>
        <message>
            <location line="+19" />
            <location line="+19" />
            <source>Remove Move %1</source>
            <translation>Elimina la mossa %1</translation>
        </message>
        <message numerus="yes">
            <location line="-18" />
            <source>Remove Move %1 and the %n Move(s) That Need It</source>
            <translation>
                <numerusform>Elimina la mossa %1 e %n mossa che ne dipende</numerusform>
                <numerusform>Elimina la mossa %1 e %n mosse che ne dipendono</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Take Back to Move %1</source>
            <translation>Torna alla mossa %1</translation>
        </message>
        <message>
            <location line="+3" />
            <location line="+21" />
            <source>Take Back to Layer %1</source>
            <translation>Torna allo strato %1</translation>
        </message>
        <message>
            <location line="-7" />
            <source>Take Back to Here</source>
            <translation>Torna fino a qui</translation>
        </message>
        <message>
            <location line="-41" />
            <source>Take This One Instead</source>
            <translation>Gioca questa al suo posto</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridInfoPanel</name>
        <message>
            <location filename="../app/gui/panels/GridInfoPanel.cpp" line="+77" />
            <source>Grid Information</source>
            <translation>Informazioni sulla griglia</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Title:</source>
            <translation>Titolo:</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Author:</source>
            <translation>Autore:</translation>
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
            <translation>Commento:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>What the grid is called</source>
            <translation>Come si chiama la griglia</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Who found it</source>
            <translation>Chi l'ha trovata</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Where it was published</source>
            <translation>Dove è stata pubblicata</translation>
        </message>
        <message>
            <location line="+0" />
            <source>When, e.g. 2011-08</source>
            <translation>Quando, ad es. 2011-08</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Anything worth keeping with the grid</source>
            <translation>Tutto ciò che vale la pena conservare con la griglia</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Title</source>
            <translation>Titolo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Author</source>
            <translation>Autore</translation>
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
            <translation>Commento</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 grid of %2 moves</source>
            <translation>griglia %1 di %2 mosse</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 by %2</source>
            <translation>%1 di %2</translation>
        </message>
        <message numerus="yes">
            <location line="+36" />
            <source>%1 · %n move(s) · %2</source>
            <translation>
                <numerusform>%1 · %n mossa · %2</numerusform>
                <numerusform>%1 · %n mosse · %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n layer(s)</source>
            <translation>
                <numerusform>%n strato</numerusform>
                <numerusform>%n strati</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>unfinished, %n legal move(s) left</source>
            <translation>
                <numerusform>non finita, resta %n mossa legale</numerusform>
                <numerusform>non finita, restano %n mosse legali</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>Based on %1</source>
            <translation>Basata su %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>the game's analysis, shown in the Analysis panel</source>
            <translation>l'analisi della partita, mostrata nel pannello di analisi</translation>
        </message>
        <message>
            <location line="+2" />
            <source>an analysis of another game, dropped when saved</source>
            <translation>un'analisi di un'altra partita, scartata al salvataggio</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Other fields of the record (kept when saved):</source>
            <translation>Altri campi del record (conservati al salvataggio):</translation>
        </message>
        <message>
            <location line="-6" />
            <source>an analysis that does not read (%1), kept as it is</source>
            <translation>un'analisi che non si può leggere (%1), conservata così com'è</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridOpener</name>
        <message>
            <location filename="../app/gui/files/GridOpener.cpp" line="+22" />
            <source>&amp;Paste Code</source>
            <translation>&amp;Incolla codice</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the layer code, game number or move list on the clipboard</source>
            <translation>Apri il codice a strati, il numero di partita o la lista di mosse negli appunti</translation>
        </message>
        <message>
            <location line="+65" />
            <source>Open %1</source>
            <translation>Apri %1</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Opened (%1): %2 %3 moves in %n layer(s)</source>
            <translation>
                <numerusform>Aperto (%1): %2, %3 mosse in %n strato</numerusform>
                <numerusform>Aperto (%1): %2, %3 mosse in %n strati</numerusform>
            </translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+16" />
            <source>the pasted text</source>
            <translation>il testo incollato</translation>
        </message>
        <message>
            <location line="-13" />
            <source>The text holds %1 characters, too many for one grid: it is read as a collection of codes.</source>
            <translation>Il testo ha %1 caratteri, troppi per una griglia: viene letto come una raccolta di codici.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The text holds several codes: they are listed in the collection panel.</source>
            <translation>Il testo contiene più codici: sono elencati nel pannello della raccolta.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridTransformActions</name>
        <message>
            <location filename="../app/gui/edit/GridTransformActions.cpp" line="+19" />
            <source>&amp;Rotate / Flip Grid</source>
            <translation>&amp;Ruota / rifletti griglia</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Changes the grid and its codes; Undo turns it back</source>
            <translation>Cambia la griglia e i suoi codici; Annulla la riporta com'era</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Canonical Orient&amp;ation</source>
            <translation>Orientamento &amp;canonico</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Turn the grid so that its layer code is its canonical code, the smallest of its 8 images</source>
            <translation>Ruota la griglia in modo che il suo codice a strati sia il codice canonico, il più piccolo delle sue 8 immagini</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy Ca&amp;nonical Code</source>
            <translation>Copia co&amp;dice canonico</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the smallest layer code over the 8 rotations and mirror images of the grid, the same for every image: a name for the grid up to symmetry</source>
            <translation>Copia il più piccolo codice a strati tra le 8 rotazioni e riflessioni della griglia, lo stesso per ogni immagine: un nome della griglia a meno di simmetrie</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&amp;Unchanged</source>
            <translation>&amp;Invariata</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip &amp;Left–Right</source>
            <translation>Rifletti &amp;sinistra–destra</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip &amp;Top–Bottom</source>
            <translation>Rifletti &amp;alto–basso</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate &amp;180°</source>
            <translation>Ruota di &amp;180°</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip Along the &amp;Main Diagonal</source>
            <translation>Rifletti lungo la diagonale &amp;principale</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate 90° &amp;Clockwise</source>
            <translation>Ruota di 90° in senso &amp;orario</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate 90° Cou&amp;nter-Clockwise</source>
            <translation>Ruota di 90° in senso a&amp;ntiorario</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip Along the &amp;Other Diagonal</source>
            <translation>Rifletti lungo l'al&amp;tra diagonale</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Canonical code copied: the grid is in its canonical orientation</source>
            <translation>Codice canonico copiato: la griglia è nel suo orientamento canonico</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Canonical code copied: the code of the grid after “%1”</source>
            <translation>Codice canonico copiato: il codice della griglia dopo «%1»</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The grid is already in its canonical orientation</source>
            <translation>La griglia è già nel suo orientamento canonico</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Turned to the canonical orientation (%1)</source>
            <translation>Ruotata nell'orientamento canonico (%1)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::HandPlay</name>
        <message>
            <location filename="../app/gui/board/PlayLinks.cpp" line="+16" />
            <source>Game over: no legal move is left. Score: %1.</source>
            <translation>Partita finita: non resta nessuna mossa legale. Punteggio: %1.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::HelpMenu</name>
        <message>
            <location filename="../app/gui/help/HelpMenu.cpp" line="+17" />
            <source>&amp;Help</source>
            <translation>&amp;Aiuto</translation>
        </message>
        <message>
            <location line="+3" />
            <source>How to Read the &amp;Layer View</source>
            <translation>Come leggere la vista a &amp;strati</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Rules of the Four Variants</source>
            <translation>&amp;Regole delle quattro varianti</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Keyboard Shortcuts</source>
            <translation>Scorciatoie da &amp;tastiera</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Report a &amp;Bug…</source>
            <translation>Segnala un &amp;errore…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the project's issue tracker in the web browser: %1</source>
            <translation>Apri il tracker delle segnalazioni del progetto nel browser: %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;About Morpion Layers</source>
            <translation>&amp;Informazioni su Morpion Layers</translation>
        </message>
        <message>
            <location line="+5" />
            <source>About &amp;Qt</source>
            <translation>Informazioni su &amp;Qt</translation>
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
            <translation>&amp;Primo strato</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Previous Layer</source>
            <translation>Strato pr&amp;ecedente</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Next Layer</source>
            <translation>Strato &amp;successivo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Last Layer</source>
            <translation>&amp;Ultimo strato</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Animate Layers</source>
            <translation>A&amp;nima gli strati</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Drag to move through the layers</source>
            <translation>Trascina per scorrere gli strati</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Layer shown</source>
            <translation>Strato mostrato</translation>
        </message>
        <message>
            <location line="-5" />
            <source>Layers</source>
            <translation>Strati</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The layer shown</source>
            <translation>Lo strato mostrato</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Slow</source>
            <translation>Lenta</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Normal</source>
            <translation>Normale</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Fast</source>
            <translation>Veloce</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Animation speed</source>
            <translation>Velocità dell'animazione</translation>
        </message>
        <message>
            <location line="+3" />
            <source>By layer</source>
            <translation>Per strato</translation>
        </message>
        <message>
            <location line="+0" />
            <source>By move</source>
            <translation>Per mossa</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Animate the layers one by one, or replay the moves in their order</source>
            <translation>Anima gli strati uno a uno, o riproduci le mosse nel loro ordine</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Animation mode</source>
            <translation>Modalità di animazione</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerChart</name>
        <message>
            <location filename="../app/gui/panels/LayerChart.cpp" line="+20" />
            <source>Moves taken per layer; click a bar to show that layer</source>
            <translation>Mosse giocate per strato; fai clic su una barra per mostrare quello strato</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Moves taken per layer</source>
            <translation>Mosse giocate per strato</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No layers.</source>
            <translation>Nessuno strato.</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>%n layer(s), at most %1 moves taken in one.</source>
            <translation>
                <numerusform>%n strato, al massimo %1 mosse giocate in uno.</numerusform>
                <numerusform>%n strati, al massimo %1 mosse giocate in uno.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer %1: %2 taken.</source>
            <translation>Strato %1: %2 giocate.</translation>
        </message>
        <message>
            <location line="+31" />
            <source>max %1 per layer</source>
            <translation>max %1 per strato</translation>
        </message>
        <message>
            <location line="+0" />
            <source>no move taken yet</source>
            <translation>nessuna mossa ancora giocata</translation>
        </message>
        <message numerus="yes">
            <location line="+64" />
            <source>Layer %1: %n move(s) taken</source>
            <translation>
                <numerusform>Strato %1: %n mossa giocata</numerusform>
                <numerusform>Strato %1: %n mosse giocate</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerPanel</name>
        <message>
            <location filename="../app/gui/panels/LayerPanel.cpp" line="+70" />
            <source>Move</source>
            <translation>Mossa</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Bit</source>
            <translation>Bit</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Code No.</source>
            <translation>N. codice</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Loss</source>
            <translation>Perdita</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The candidate's number in the layer code's order, which is not the order of play that the status bar gives</source>
            <translation>Il numero del candidato nell’ordine del codice a strati, che non è l’ordine di gioco indicato dalla barra di stato</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Candidates of the layer</source>
            <translation>Candidate dello strato</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each candidate of the layer with its number and its bit: 1 taken, 0 not taken; then the moves legal at this layer but left untaken in an earlier one.</source>
            <translation>Ogni candidata dello strato con il suo numero e il suo bit: 1 giocata, 0 non giocata; poi le mosse legali in questo strato ma lasciate in uno strato precedente.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer panel</source>
            <translation>Pannello degli strati</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Moves taken per layer</source>
            <translation>Mosse giocate per strato</translation>
        </message>
        <message>
            <location line="+86" />
            <source>No layers</source>
            <translation>Nessuno strato</translation>
        </message>
        <message numerus="yes">
            <location line="+29" />
            <source>&lt;b&gt;In play&lt;/b&gt;: every one of the %n legal move(s) can be played.</source>
            <translation>
                <numerusform>&lt;b&gt;In gioco&lt;/b&gt;: si può giocare la %n mossa legale.</numerusform>
                <numerusform>&lt;b&gt;In gioco&lt;/b&gt;: si può giocare ognuna delle %n mosse legali.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>Listed: the moves open at the end, whose 0 bits end the layer code.</source>
            <translation>Elencate: le mosse aperte alla fine, i cui bit 0 chiudono il codice a strati.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&lt;b&gt;Layer %1&lt;/b&gt; / %2&lt;br&gt;%3 of %4 candidates taken</source>
            <translation>&lt;b&gt;Strato %1&lt;/b&gt; / %2&lt;br&gt;%3 di %4 candidate giocate</translation>
        </message>
        <message>
            <location line="+6" />
            <source>; %1 legal, but left untaken in an earlier layer</source>
            <translation>; %1 legali, ma lasciate in uno strato precedente</translation>
        </message>
        <message numerus="yes">
            <location line="+30" />
            <source>What this move lost, proven by the solver: the longest game before it was exactly %n move(s) longer than the longest after it</source>
            <translation>
                <numerusform>Ciò che questa mossa ha perso, dimostrato dal risolutore: la partita più lunga prima di essa aveva esattamente %n mossa in più della più lunga dopo</numerusform>
                <numerusform>Ciò che questa mossa ha perso, dimostrato dal risolutore: la partita più lunga prima di essa aveva esattamente %n mosse in più della più lunga dopo</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>What this move lost in the game's analysis: the best game found before it was %n move(s) longer than any found after it</source>
            <translation>
                <numerusform>Ciò che questa mossa ha perso nell'analisi della partita: la partita migliore trovata prima di essa aveva %n mossa in più di qualsiasi trovata dopo</numerusform>
                <numerusform>Ciò che questa mossa ha perso nell'analisi della partita: la partita migliore trovata prima di essa aveva %n mosse in più di qualsiasi trovata dopo</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>Not taken in this layer (bit 0): it stays legal, left for later</source>
            <translation>Non giocata in questo strato (bit 0): resta legale, lasciata per dopo</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Left untaken earlier (%1)</source>
            <translation>Lasciate in precedenza (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal at this layer, but left untaken in an earlier layer</source>
            <translation>Legale in questo strato, ma lasciata in uno strato precedente</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Legal at this layer, but it was a candidate of an earlier layer and was not taken there (the layer code calls it taboo: it has no bit of its own)</source>
            <translation>Legale in questo strato, ma era una candidata di uno strato precedente e lì non è stata giocata (il codice a strati la chiama tabù: non ha un bit proprio)</translation>
        </message>
        <message>
            <location line="-27" />
            <source>Taken in this layer (bit 1)</source>
            <translation>Giocata in questo strato (bit 1)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerSpinBox</name>
        <message>
            <location filename="../app/gui/panels/LayerSpinBox.cpp" line="+26" />
            <location line="+6" />
            <location line="+9" />
            <source>In play</source>
            <translation>In gioco</translation>
        </message>
        <message>
            <location line="-14" />
            <source>Layer %1 / %2</source>
            <translation>Strato %1 / %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerViewGuide</name>
        <message>
            <location filename="../app/gui/help/LayerViewGuide.cpp" line="+150" />
            <source>How to Read the Layer View</source>
            <translation>Come leggere la vista a strati</translation>
        </message>
        <message>
            <location line="+37" />
            <source>&lt;p&gt;The picture is the 135 of the Famous Grids menu at layer %1. A layer is the set of moves that became possible through the layers before it; the layer bar and the Layers menu step through them.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Earlier layers&lt;/b&gt;: moves already made, in the plain line colour.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Taken in this layer&lt;/b&gt;: the moves of the layer that the game made, in the highlight colour. They can be played in any order.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Not taken&lt;/b&gt;: moves that were possible in this layer and that the game left. They are never played later.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Taboo&lt;/b&gt;: legal here, but left untaken in an earlier layer, so not a move of this game. Shown so that the layer can be read whole.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Later layers&lt;/b&gt;: drawn faintly (View › Ghost Later Layers) or hidden.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;The layer panel lists the layer's possible moves in the fixed order of the code. Its &lt;b&gt;Bit&lt;/b&gt; column is the layer code itself: 1 for a move taken, 0 for one left. Taboo moves get no bit: the code already said 0 for them. Six bits make one character of the code.&lt;/p&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;th&gt;No.&lt;/th&gt;&lt;th&gt;Move&lt;/th&gt;&lt;th&gt;Bit&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</source>
            <translation>&lt;p&gt;L'immagine è la 135 del menu Partite famose allo strato %1. Uno strato è l'insieme delle mosse diventate possibili grazie agli strati precedenti; la barra degli strati e il menu Strati li percorrono.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Strati precedenti&lt;/b&gt;: mosse già fatte, nel colore normale delle linee.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Giocate in questo strato&lt;/b&gt;: le mosse dello strato che la partita ha fatto, nel colore di evidenziazione. Si possono giocare in qualsiasi ordine.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Non giocate&lt;/b&gt;: mosse che erano possibili in questo strato e che la partita ha lasciato. Non vengono mai giocate dopo.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tabù&lt;/b&gt;: legali qui, ma lasciate in uno strato precedente, quindi non sono mosse di questa partita. Sono mostrate perché lo strato si possa leggere per intero.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Strati successivi&lt;/b&gt;: disegnati sbiaditi (Visualizza › Mostra in trasparenza gli strati successivi) o nascosti.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Il pannello degli strati elenca le mosse possibili dello strato nell'ordine fisso del codice. La sua colonna &lt;b&gt;Bit&lt;/b&gt; è il codice a strati stesso: 1 per una mossa giocata, 0 per una lasciata. Le mosse tabù non hanno bit: il codice ha già detto 0 per loro. Sei bit formano un carattere del codice.&lt;/p&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;th&gt;N.&lt;/th&gt;&lt;th&gt;Mossa&lt;/th&gt;&lt;th&gt;Bit&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LossBadgeDelegate</name>
        <message>
            <location filename="../app/gui/common/LossBadge.cpp" line="+27" />
            <source>Loss: how many moves shorter the best game found after the move is than the best found before it.</source>
            <translation>Perdita: di quante mosse la migliore partita trovata dopo la mossa è più corta della migliore trovata prima.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 1–2: can be the search's noise, another run may not find it; %2 3–9; %3 10 or more.</source>
            <translation>%1 1–2: può essere rumore della ricerca, un’altra esecuzione potrebbe non trovarla; %2 3–9; %3 10 o più.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>✓ a proven loss: exact, the solver visited every game from both positions.</source>
            <translation>✓ una perdita dimostrata: esatta, il risolutore ha visitato ogni partita da entrambe le posizioni.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::MainWindow</name>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+104" />
            <source>Layers</source>
            <translation>Strati</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Codes</source>
            <translation>Codici</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="+105" />
            <source>Layer</source>
            <translation>Strato</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Collection</source>
            <translation>Raccolta</translation>
        </message>
        <message>
            <location line="-46" />
            <location line="+47" />
            <source>Search</source>
            <translation>Ricerca</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowSignals.cpp" line="+145" />
            <source>The search's best grid: %1 moves</source>
            <translation>La griglia migliore della ricerca: %1 mosse</translation>
        </message>
        <message>
            <location line="-31" />
            <source>Printed on %1</source>
            <translation>Stampato su %1</translation>
        </message>
        <message>
            <location line="-43" />
            <source>needs %1, needed by %2</source>
            <translation>richiede %1, richiesta da %2</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+33" />
            <source>&amp;File</source>
            <translation>&amp;File</translation>
        </message>
        <message>
            <location line="+18" />
            <source>&amp;Quit</source>
            <translation>&amp;Esci</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Edit</source>
            <translation>&amp;Modifica</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="-2" />
            <source>La&amp;yer Panel</source>
            <translation>Pannello de&amp;gli strati</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Coll&amp;ection Panel</source>
            <translation>Pannello &amp;della raccolta</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Search &amp;Panel</source>
            <translation>&amp;Pannello della ricerca</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solver</source>
            <translation>Risolutore</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Sol&amp;ver Panel</source>
            <translation>Ri&amp;quadro del risolutore</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Grid Infor&amp;mation</source>
            <translation>In&amp;formazioni sulla griglia</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+17" />
            <source>Pre&amp;ferences…</source>
            <translation>Pre&amp;ferenze…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;View</source>
            <translation>&amp;Visualizza</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="+8" />
            <source>Search for high-scoring grids with NRPA or the hill climb, on every core</source>
            <translation>Cerca griglie dal punteggio alto con NRPA o la scalata, su tutti i core</translation>
        </message>
        <message>
            <location line="-10" />
            <source>Analysis</source>
            <translation>Analisi</translation>
        </message>
        <message>
            <location line="+0" />
            <source>A&amp;nalysis Panel</source>
            <translation>Pannello di anali&amp;si</translation>
        </message>
        <message>
            <location line="+9" />
            <source>What each move of the game lost: the analysis and its chart</source>
            <translation>Ciò che ogni mossa della partita ha perso: l'analisi e il suo grafico</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+20" />
            <source>&amp;Layers</source>
            <translation>&amp;Strati</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Main</source>
            <translation>Principale</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowSignals.cpp" line="+118" />
            <source>This grid is now an edit of “%1”: its record says so, and keeps no title of its own.</source>
            <translation>Questa griglia ora è una modifica di «%1»: il suo record lo indica e non ha un titolo proprio.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>This grid is now an edit of “%1”: its record says so, and does not name %2 as its author.</source>
            <translation>Questa griglia ora è una modifica di «%1»: il suo record lo indica e non nomina %2 come autore.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Keep %1 as Author</source>
            <translation>&amp;Mantieni %1 come autore</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+21" />
            <source>%1[*] — Morpion Layers</source>
            <translation>%1[*] — Morpion Layers</translation>
        </message>
        <message>
            <location line="+56" />
            <source>Open %1</source>
            <translation>Apri %1</translation>
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
            <translation>Cosa offre il messaggio</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Close this message</source>
            <translation>Chiudi questo messaggio</translation>
        </message>
        <message>
            <location line="+52" />
            <source>Error</source>
            <translation>Errore</translation>
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
            <translation>morpion-layers: non c'è uno schermo su cui aprire una finestra (né DISPLAY né WAYLAND_DISPLAY sono impostati).
Lo strumento a riga di comando non ne ha bisogno; per esempio, la griglia iniziale:
  %1 info %2
  %1 render %2 -o grid.png</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::PictureActions</name>
        <message>
            <location filename="../app/gui/files/PictureActions.cpp" line="+19" />
            <source>&amp;Export Picture…</source>
            <translation>Es&amp;porta immagine…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Grid and P&amp;icture</source>
            <translation>Copia &amp;griglia e immagine</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy the grid as a picture (carrying its record), its layer code and its record: Paste opens it again</source>
            <translation>Copia la griglia come immagine (con il suo record), il suo codice a strati e il suo record: Incolla codice la riapre</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Picture saved to %1</source>
            <translation>Immagine salvata in %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Grid copied: its picture, layer code and record</source>
            <translation>Griglia copiata: immagine, codice a strati e record</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::PreferencesDialog</name>
        <message>
            <location filename="../app/gui/window/PreferencesDialog.cpp" line="+18" />
            <source>Preferences</source>
            <translation>Preferenze</translation>
        </message>
        <message>
            <location line="+2" />
            <source>System language</source>
            <translation>Lingua del sistema</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Follow the system</source>
            <translation>Segui il sistema</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Light</source>
            <translation>Chiaro</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dark</source>
            <translation>Scuro</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Reopen the last grid at start</source>
            <translation>&amp;Riapri l’ultima griglia all’avvio</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid file last opened or saved; unsaved work a crash left behind is offered first</source>
            <translation>L’ultimo file di griglia aperto o salvato; il lavoro non salvato lasciato da un arresto anomalo viene proposto prima</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Language:</source>
            <translation>&amp;Lingua:</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Board &amp;colours:</source>
            <translation>&amp;Colori della scacchiera:</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ReadFeedback</name>
        <message>
            <location filename="../app/gui/common/ReadFeedback.cpp" line="+23" />
            <source>picture</source>
            <translation>immagine</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Not a valid %1: %2.</source>
            <translation>Non valido come %1: %2.</translation>
        </message>
        <message>
            <location line="+15" />
            <location line="+5" />
            <source>Read as %1</source>
            <translation>Leggi come %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::RulesDialog</name>
        <message>
            <location filename="../app/gui/help/RulesDialog.cpp" line="+13" />
            <source>Rules of the Four Variants</source>
            <translation>Regole delle quattro varianti</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&lt;h3&gt;Morpion Solitaire&lt;/h3&gt;&lt;p&gt;The game starts from a cross of points on squared paper: 36 points for the 5-point games, 24 for the 4-point games. A &lt;b&gt;move&lt;/b&gt; adds one new point and draws a straight line through it: horizontal, vertical or diagonal, covering 5 points (4 in the 4-point games), all of them already on the board but the new one. The game ends when no move is left; the &lt;b&gt;score&lt;/b&gt; is the number of moves. There is no opponent: the aim is the longest game.&lt;/p&gt;&lt;h3&gt;The four variants&lt;/h3&gt;&lt;table cellspacing="6"&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5-point lines, &lt;i&gt;touching&lt;/i&gt;: two lines of the same direction may share an end point, never a stretch between two points. The classic game; the record is 178 moves.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5-point lines, &lt;i&gt;disjoint&lt;/i&gt;: two lines of the same direction may not share any point. Harder; the record is 82 moves.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;4-point lines on the small cross, touching allowed. The best game, 62 moves, is proved optimal.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;4-point lines on the small cross, disjoint. The best game, 35 moves, is proved optimal.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Lines of different directions may always cross. Every game legal in a D variant is legal in the T variant of the same length, not the other way round.&lt;/p&gt;&lt;h3&gt;Layers&lt;/h3&gt;&lt;p&gt;The program shows a finished grid in &lt;b&gt;layers&lt;/b&gt;: layer 0 holds the moves that could be played at the start and were; each later layer, the moves that became possible through the layers before it. Moves of one layer can be played in any order. A move that was possible in a layer but left untaken stays untaken for good: it is shown as &lt;i&gt;taboo&lt;/i&gt; in the later layers where it is still legal. The layer code writes one bit per possible move, layer by layer: 1 taken, 0 left. Help &amp;gt; How to Read the Layer View shows it on a grid.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Morpion Solitaire&lt;/h3&gt;&lt;p&gt;La partita parte da una croce di punti su carta a quadretti: 36 punti per le partite a 5 punti, 24 per quelle a 4 punti. Una &lt;b&gt;mossa&lt;/b&gt; aggiunge un nuovo punto e traccia una linea retta che lo attraversa: orizzontale, verticale o diagonale, che copre 5 punti (4 nelle partite a 4 punti), tutti già sulla scacchiera tranne quello nuovo. La partita finisce quando non resta nessuna mossa; il &lt;b&gt;punteggio&lt;/b&gt; è il numero di mosse. Non c'è avversario: lo scopo è la partita più lunga.&lt;/p&gt;&lt;h3&gt;Le quattro varianti&lt;/h3&gt;&lt;table cellspacing="6"&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Linee di 5 punti &lt;i&gt;che si toccano&lt;/i&gt;: due linee della stessa direzione possono condividere un estremo, mai un tratto tra due punti. Il gioco classico; il record è di 178 mosse.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Linee di 5 punti &lt;i&gt;disgiunte&lt;/i&gt;: due linee della stessa direzione non possono condividere alcun punto. Più difficile; il record è di 82 mosse.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Linee di 4 punti sulla croce piccola, contatto ammesso. È dimostrato che la partita migliore, di 62 mosse, è ottimale.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Linee di 4 punti sulla croce piccola, disgiunte. È dimostrato che la partita migliore, di 35 mosse, è ottimale.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Linee di direzioni diverse possono sempre incrociarsi. Ogni partita legale in una variante D è legale nella variante T della stessa lunghezza, non viceversa.&lt;/p&gt;&lt;h3&gt;Strati&lt;/h3&gt;&lt;p&gt;Il programma mostra una griglia finita a &lt;b&gt;strati&lt;/b&gt;: lo strato 0 contiene le mosse che si potevano giocare all'inizio e sono state giocate; ogni strato successivo, le mosse diventate possibili grazie agli strati precedenti. Le mosse di uno strato si possono giocare in qualsiasi ordine. Una mossa che era possibile in uno strato ma non è stata giocata resta non giocata per sempre: è mostrata come &lt;i&gt;tabù&lt;/i&gt; negli strati successivi in cui è ancora legale. Il codice a strati scrive un bit per ogni mossa possibile, strato per strato: 1 giocata, 0 lasciata. Aiuto &amp;gt; Come leggere la vista a strati lo mostra su una griglia.&lt;/p&gt;</translation>
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
            <translation>Miglior punteggio nel tempo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best score found so far, over the time the search has run</source>
            <translation>Il miglior punteggio trovato finora, nel tempo in cui la ricerca è stata eseguita</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchChart.h" line="+36" />
            <source>best score</source>
            <translation>miglior punteggio</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchChart.cpp" line="+86" />
            <source>The best score over time is drawn here while a search runs.</source>
            <translation>Qui viene disegnato il miglior punteggio nel tempo mentre una ricerca è in corso.</translation>
        </message>
        <message>
            <location line="+54" />
            <source>Best %1 at %2 s</source>
            <translation>Migliore %1 a %2 s</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchFigures</name>
        <message>
            <location filename="../app/gui/search/SearchFigures.cpp" line="+43" />
            <source>neighbourhoods/s</source>
            <translation>intorni/s</translation>
        </message>
        <message>
            <location line="+1" />
            <source>playouts/s</source>
            <translation>simulazioni/s</translation>
        </message>
        <message>
            <location line="+0" />
            <source>iterations/s</source>
            <translation>iterazioni/s</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The search's best score, time and speed</source>
            <translation>Miglior punteggio, tempo e velocità della ricerca</translation>
        </message>
        <message>
            <location line="+3" />
            <source>best score</source>
            <translation>miglior punteggio</translation>
        </message>
        <message>
            <location line="+1" />
            <source>elapsed</source>
            <translation>trascorso</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <location line="+28" />
            <source>%1 in all</source>
            <translation>%1 in tutto</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchLogList</name>
        <message>
            <location filename="../app/gui/search/SearchLogList.cpp" line="+26" />
            <source>Search log</source>
            <translation>Registro della ricerca</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Each new best: iteration. score (seconds) layer code. Click a line to preview its grid, double-click to load it</source>
            <translation>Ogni nuovo record: iterazione. punteggio (secondi) codice a strati. Fai clic su una riga per vederne la griglia, doppio clic per caricarla</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchPanel</name>
        <message>
            <location filename="../app/gui/search/SearchParameters.cpp" line="+77" />
            <source>NRPA (nested rollout policy adaptation)</source>
            <translation>NRPA (adattamento della politica con simulazioni annidate)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hill climb (the seeds' DNA search)</source>
            <translation>Scalata (la ricerca sul DNA originale)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Improve the open grid (large neighbourhood search)</source>
            <translation>Migliora la griglia aperta (ricerca a intorni ampi)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds' search, quick to rise and then slow</source>
            <translation>NRPA (Rosin 2011) ha trovato il record di 178; la scalata è la ricerca originale, veloce a salire e poi lenta</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Algorithm</source>
            <translation>Algori&amp;tmo</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Nesting level L: one search of level L plays about iterations^L playouts</source>
            <translation>Livello di annidamento L: una ricerca di livello L gioca circa iterazioni^L simulazioni</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Iterations of each level (N in the paper)</source>
            <translation>Iterazioni di ogni livello (N nell'articolo)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Adaptation step: how far the policy moves toward the best game at each iteration</source>
            <translation>Passo di adattamento: quanto la politica si sposta verso la partita migliore a ogni iterazione</translation>
        </message>
        <message>
            <location line="+6" />
            <source>How strongly the open grid's moves are preferred at first: about 1 barely, 3 keeps a good part of the grid, 5 and more nearly replay it</source>
            <translation>Quanto sono preferite all'inizio le mosse della griglia aperta: circa 1 appena, 3 ne conserva buona parte, 5 e oltre quasi la ripetono</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Iterations</source>
            <translation>Itera&amp;zioni</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Al&amp;pha</source>
            <translation>A&amp;lfa</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Lines of the current game left out at each step of the climb (the seeds use 3)</source>
            <translation>Linee della partita corrente escluse a ogni passo della scalata (l'originale ne usa 3)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Blacklist</source>
            <translation>Lista ne&amp;ra</translation>
        </message>
        <message>
            <location line="+22" />
            <source>The whole grid</source>
            <translation>Tutta la griglia</translation>
        </message>
        <message>
            <location line="+88" />
            <source>Region (%1, %2)–(%3, %4)</source>
            <translation>Regione (%1, %2)–(%3, %4)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Region (none selected)</source>
            <translation>Regione (nessuna selezionata)</translation>
        </message>
        <message>
            <location line="-89" />
            <source>Wor&amp;k on</source>
            <translation>Am&amp;bito</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Independent searches run side by side, one per core; the best of them is shown</source>
            <translation>Ricerche indipendenti affiancate, una per core; viene mostrata la migliore</translation>
        </message>
        <message>
            <location line="+4" />
            <source>random</source>
            <translation>casuale</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same seed, threads and parameters search the same games again (with an iteration budget, exactly); "random" picks a new seed at each start</source>
            <translation>Lo stesso seme, gli stessi thread e parametri ricercano le stesse partite (con un budget di iterazioni, esattamente); «casuale» sceglie un nuovo seme a ogni avvio</translation>
        </message>
        <message>
            <location line="+3" />
            <source>New</source>
            <translation>Nuovo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pick a new fixed seed</source>
            <translation>Scegli un nuovo seme fisso</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&amp;Threads</source>
            <translation>T&amp;hread</translation>
        </message>
        <message>
            <location line="+10" />
            <source> s</source>
            <translation> s</translation>
        </message>
        <message>
            <location line="+1" />
            <source>no limit</source>
            <translation>nessun limite</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop after this many seconds (0: run until Stop)</source>
            <translation>Fermati dopo questi secondi (0: fino ad Arresta)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>none</source>
            <translation>nessuno</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop as soon as a game reaches this score (0: no target)</source>
            <translation>Fermati appena una partita raggiunge questo punteggio (0: nessun obiettivo)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop after</source>
            <translation>Fermati dopo</translation>
        </message>
        <message>
            <location line="+2" />
            <source>or at s&amp;core</source>
            <translation>o al p&amp;unteggio</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchPanel.cpp" line="+86" />
            <source>Pick an algorithm and press Start; the search runs beside your work.</source>
            <translation>Scegli un algoritmo e premi Avvia; la ricerca gira accanto al tuo lavoro.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Res&amp;ume</source>
            <translation>Ripren&amp;di</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Go on with the stopped search exactly where it stopped (Stop pauses it)</source>
            <translation>Prosegui la ricerca arrestata esattamente da dove si è fermata (Arresta la mette in pausa)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open State…</source>
            <translation>Apri stato…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open a search state saved here or by morpion-cli search --checkpoint; Resume goes on with it</source>
            <translation>Apri uno stato di ricerca salvato qui o da morpion-cli search --checkpoint; Riprendi lo prosegue</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Save State…</source>
            <translation>Salva stato…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save the stopped search's state to a file, to go on with it later here or with morpion-cli search --checkpoint</source>
            <translation>Salva in un file lo stato della ricerca arrestata, per proseguirla più tardi qui o con morpion-cli search --checkpoint</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchParameters.cpp" line="-154" />
            <source>Search settings</source>
            <translation>Impostazioni della ricerca</translation>
        </message>
        <message>
            <location line="+59" />
            <source>&amp;Nesting level</source>
            <translation>Livello di a&amp;nnidamento</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Warm wei&amp;ght</source>
            <translation>Pes&amp;o iniziale</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Start f&amp;rom</source>
            <translation>&amp;Parti da</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The whole grid, or only the region last dragged on the board with Shift: then each neighbourhood is the moves whose points lie in it, with the moves that need them, and every other move stays</source>
            <translation>Tutta la griglia, o solo la regione trascinata per ultima sulla scacchiera con Maiusc: allora ogni intorno è formato dalle mosse il cui punto vi si trova, con le mosse che ne dipendono, e tutte le altre mosse restano</translation>
        </message>
        <message>
            <location line="+32" />
            <source>See&amp;d</source>
            <extracomment>The seed of the random generator (a number), as in the status line and the log.</extracomment>
            <translation>S&amp;eme</translation>
        </message>
        <message>
            <location line="+107" />
            <source>The empty cross</source>
            <translation>La croce vuota</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every game starts from the cross of the variant</source>
            <translation>Ogni partita parte dalla croce della variante</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The open grid, kept as the start</source>
            <translation>La griglia aperta, mantenuta come inizio</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The open grid, kept (NRPA only)</source>
            <translation>La griglia aperta, mantenuta (solo NRPA)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every game begins with the moves of the open grid and goes on from its end</source>
            <translation>Ogni partita inizia con le mosse della griglia aperta e prosegue dalla sua fine</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The open grid, improved</source>
            <translation>La griglia aperta, migliorata</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Improve takes neighbourhoods out of the open grid and refills them</source>
            <translation>Migliora toglie intorni dalla griglia aperta e li riempie di nuovo</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Around the open grid (warm start)</source>
            <translation>Intorno alla griglia aperta (avvio a caldo)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The policy first prefers the open grid's moves (see Warm weight), so the search explores grids near it</source>
            <translation>La politica preferisce all'inizio le mosse della griglia aperta (vedi Peso iniziale), così la ricerca esplora griglie vicine</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Climb from the open grid</source>
            <translation>Scala dalla griglia aperta</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The climb's first game is the open grid, finished at random when it is not</source>
            <translation>La prima partita della scalata è la griglia aperta, completata a caso se non è finita</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchPanel.cpp" line="+89" />
            <source>Searching %1 grids</source>
            <translation>Ricerca di griglie %1 in corso</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A %1 search, stopped: Resume goes on with it</source>
            <translation>Una ricerca %1, arrestata: Riprendi la prosegue</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Searches %1 grids, the variant of the open grid</source>
            <translation>Cerca griglie %1, la variante della griglia aperta</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Improve works on the open grid, which has no move yet: open or play a grid first.</source>
            <translation>Migliora lavora sulla griglia aperta, che non ha ancora mosse: prima apri o gioca una griglia.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The open grid is finished: no move is left after it, so there is nothing to search from its end. Start from the empty cross, or search around the open grid.</source>
            <translation>La griglia aperta è finita: dopo di essa non resta nessuna mossa, quindi non c'è niente da cercare dalla sua fine. Parti dalla croce vuota o cerca intorno alla griglia aperta.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The target score %1 is not above the open grid's score %2: every game would reach it at once.</source>
            <translation>Il punteggio obiettivo %1 non supera il punteggio %2 della griglia aperta: ogni partita lo raggiungerebbe subito.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>These settings cannot be used: %1.</source>
            <translation>Queste impostazioni non si possono usare: %1.</translation>
        </message>
        <message>
            <location line="+40" />
            <source>&amp;Stop</source>
            <translation>&amp;Interrompi</translation>
        </message>
        <message>
            <location line="+0" />
            <source>&amp;Start</source>
            <translation>Avv&amp;ia</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop the search; its log and best grid stay</source>
            <translation>Arresta la ricerca; il suo registro e la griglia migliore restano</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start a search with these settings (F5)</source>
            <translation>Avvia una ricerca con queste impostazioni (F5)</translation>
        </message>
        <message>
            <location line="-219" />
            <source>Search panel</source>
            <translation>Pannello della ricerca</translation>
        </message>
        <message>
            <location line="+166" />
            <source>No region is selected: drag a rectangle on the board with Shift held (its moves are removed), or improve the whole grid.</source>
            <translation>Nessuna regione selezionata: trascina un rettangolo sulla scacchiera tenendo premuto Maiusc (le sue mosse vengono eliminate), oppure migliora tutta la griglia.</translation>
        </message>
        <message>
            <location line="+56" />
            <source>&amp;Start Search</source>
            <translation>A&amp;vvia la ricerca</translation>
        </message>
        <message>
            <location line="+0" />
            <source>&amp;Stop Search</source>
            <extracomment>View menu, while a search runs, in place of Start Search (whose access key it can share)</extracomment>
            <translation>&amp;Blocca la ricerca</translation>
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
            <translation>Migliora</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+84" />
            <source>Hill climb</source>
            <translation>Scalata</translation>
        </message>
        <message numerus="yes">
            <location line="-83" />
            <source>%1 searching on %n thread(s), seed %2…</source>
            <translation>
                <numerusform>%1 in ricerca su %n thread, seme %2…</numerusform>
                <numerusform>%1 in ricerca su %n thread, seme %2…</numerusform>
            </translation>
        </message>
        <message>
            <location line="+22" />
            <source>Going on from %1 %2, best %3…</source>
            <translation>Si riprende da %1 %2, migliore %3…</translation>
        </message>
        <message>
            <location line="+0" />
            <source>playouts</source>
            <translation>simulazioni</translation>
        </message>
        <message>
            <location line="+0" />
            <source>iterations</source>
            <translation>iterazioni</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Search state saved to %1</source>
            <translation>Stato della ricerca salvato in %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Save Search State</source>
            <translation>Salva lo stato della ricerca</translation>
        </message>
        <message>
            <location line="+36" />
            <source>Opened the %1 search of %2 grids (seed %3) at %4 in %5, best %6: Resume goes on with it.</source>
            <translation>Aperta una ricerca %1 di griglie %2 (seme %3) a %4 in %5, migliore %6: Riprendi la prosegue.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Open Search State</source>
            <translation>Apri lo stato della ricerca</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Stopping…</source>
            <translation>Arresto…</translation>
        </message>
        <message>
            <location line="+27" />
            <source>The search could not run: %1</source>
            <translation>La ricerca non è potuta partire: %1</translation>
        </message>
        <message>
            <location line="+32" />
            <source>the search finished its work</source>
            <translation>la ricerca ha finito il suo lavoro</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the time limit was reached</source>
            <translation>è stato raggiunto il limite di tempo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the target score was reached</source>
            <translation>è stato raggiunto il punteggio obiettivo</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the iteration budget was spent</source>
            <translation>il budget di iterazioni è esaurito</translation>
        </message>
        <message>
            <location line="+1" />
            <source>stopped</source>
            <translation>arrestata</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 playouts</source>
            <translation>%1 simulazioni</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 neighbourhoods</source>
            <translation>%1 intorni</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 iterations</source>
            <translation>%1 iterazioni</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ended (%1): best %2 after %3 in %4, seed %5.</source>
            <translation>Terminata (%1): migliore %2 dopo %3 in %4, seme %5.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Ended (%1) before the first game was over.</source>
            <translation>Terminata (%1) prima della fine della prima partita.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Resume goes on from here.</source>
            <translation>Riprendi prosegue da qui.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchPreview</name>
        <message>
            <location filename="../app/gui/search/SearchPreview.cpp" line="+11" />
            <source>Search Preview</source>
            <translation>Anteprima della ricerca</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Best grid of the search</source>
            <translation>Griglia migliore della ricerca</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A preview of a grid the search found: the document does not change. Double-click, or Load, to open it as one undo step.</source>
            <translation>Anteprima di una griglia trovata dalla ricerca: il documento non cambia. Doppio clic, o Carica, per aprirla come un passo di annullamento.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The best grid is shown here.</source>
            <translation>La griglia migliore è mostrata qui.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchResults</name>
        <message>
            <location filename="../app/gui/search/SearchResults.cpp" line="+25" />
            <source>What the search found</source>
            <translation>Ciò che la ricerca ha trovato</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Previe&amp;w best</source>
            <translation>Anteprima della mi&amp;gliore</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Show the best grid (or the log line picked) in a picture below: the document does not change</source>
            <translation>Mostra la griglia migliore (o la riga scelta del registro) in un'immagine qui sotto: il documento non cambia</translation>
        </message>
        <message>
            <location line="+2" />
            <source>L&amp;oad best</source>
            <translation>&amp;Carica la migliore</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the best grid so far on the board as one undo step; the search goes on</source>
            <translation>Apri sulla scacchiera la griglia migliore finora come un passo di annullamento; la ricerca continua</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Co&amp;mpare best</source>
            <translation>Confronta la pi&amp;ù alta</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Draw the best grid (or the log line picked) over the open grid: the moves both have, and the moves each has alone</source>
            <translation>Disegna la griglia migliore (o la riga scelta del registro) sopra la griglia aperta: le mosse che hanno entrambe e quelle che ha solo l'una o l'altra</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy code</source>
            <translation>Copia codice</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the layer code of the best grid</source>
            <translation>Copia il codice a strati della griglia migliore</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy log</source>
            <translation>Copia registro</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the log, one line per new best, in the seeds' form</source>
            <translation>Copia il registro, una riga per ogni nuovo record, nel formato originale</translation>
        </message>
        <message>
            <location line="-24" />
            <source>Load &amp;Best Search Grid</source>
            <translation>Carica la griglia &amp;migliore della ricerca</translation>
        </message>
        <message>
            <location line="+127" />
            <source>Preview, not loaded: the best so far, %1</source>
            <translation>Anteprima, non caricata: la migliore finora, %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Preview, not loaded: %1 at %2 s</source>
            <translation>Anteprima, non caricata: %1 a %2 s</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Load search result %1</source>
            <translation>Carica il risultato di ricerca %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Loaded the search's grid of %1 moves; Undo brings back the previous grid.</source>
            <translation>Caricata la griglia di %1 mosse della ricerca; Annulla riporta la griglia precedente.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Layer code of the best grid copied</source>
            <translation>Codice a strati della griglia migliore copiato</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Search log copied</source>
            <translation>Registro della ricerca copiato</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchStateFile</name>
        <message>
            <location filename="../app/gui/search/SearchStateFile.cpp" line="+21" />
            <source>Cannot save the search state to %1: %2</source>
            <translation>Impossibile salvare lo stato della ricerca in %1: %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cannot open %1: %2</source>
            <translation>Impossibile aprire %1: %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is too large to be a search state.</source>
            <translation>%1 è troppo grande per essere uno stato di ricerca.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 is not a search state Morpion Layers can go on from: %2</source>
            <translation>%1 non è uno stato di ricerca da cui Morpion Layers possa proseguire: %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Search states (*.checkpoint);;All files (*)</source>
            <translation>Stati di ricerca (*.checkpoint);;Tutti i file (*)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ShortcutsDialog</name>
        <message>
            <location filename="../app/gui/help/ShortcutsDialog.cpp" line="+46" />
            <source>Keyboard Shortcuts</source>
            <translation>Scorciatoie da tastiera</translation>
        </message>
        <message>
            <location line="+19" />
            <source>&lt;h3&gt;Menu commands&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Comandi dei menu&lt;/h3&gt;</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&lt;h3&gt;On the board&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Click&lt;/td&gt;&lt;td&gt;play the highlighted move&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab, Shift+Tab, mouse wheel&lt;/td&gt;&lt;td&gt;where a point has several lines: choose the line&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;cancel the move under the pointer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Mouse wheel (Ctrl + wheel while choosing a line)&lt;/td&gt;&lt;td&gt;zoom&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Drag&lt;/td&gt;&lt;td&gt;pan&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;h3&gt;Sulla scacchiera&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Clic&lt;/td&gt;&lt;td&gt;gioca la mossa evidenziata&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab, Maiusc+Tab, rotellina del mouse&lt;/td&gt;&lt;td&gt;dove un punto ha più linee: scegli la linea&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;annulla la mossa sotto il puntatore&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Rotellina del mouse (Ctrl + rotellina mentre scegli una linea)&lt;/td&gt;&lt;td&gt;zoom&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Trascina&lt;/td&gt;&lt;td&gt;sposta la vista&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
        <message>
            <location line="+8" />
            <source>&lt;h3&gt;Editing on the board&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Shift + drag&lt;/td&gt;&lt;td&gt;remove the moves in a rectangle, with the moves that need them; the rectangle stays selected as the region Improve can work on&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Right click&lt;/td&gt;&lt;td&gt;remove a move, take back, or take an untaken move of the shown layer instead&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;leave a comparison; else drop the selected region&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;h3&gt;Modificare sulla scacchiera&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Maiusc + trascinare&lt;/td&gt;&lt;td&gt;elimina le mosse in un rettangolo, con le mosse che ne dipendono; il rettangolo resta selezionato come la regione su cui può lavorare Migliora&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Clic destro&lt;/td&gt;&lt;td&gt;elimina una mossa, torna indietro o gioca al suo posto una mossa non giocata dello strato mostrato&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;esci da un confronto; altrimenti abbandona la regione selezionata&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SignalQuit</name>
        <message>
            <location filename="../app/gui/window/SignalQuit.cpp" line="+93" />
            <source>Not quitting on signal %1: %2. Save the grid, or send the signal again to quit without it.</source>
            <translation>Nessuna chiusura al segnale %1: %2. Salva la griglia, o invia di nuovo il segnale per uscire senza di essa.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Quitting on signal %1 without the unsaved work: %2</source>
            <translation>Chiusura al segnale %1 senza il lavoro non salvato: %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The unsaved work is kept in %1, because %2 could not take it: %3</source>
            <translation>Il lavoro non salvato è conservato in %1, perché %2 non poteva riceverlo: %3</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SolvePanel</name>
        <message>
            <location filename="../app/gui/analysis/SolvePanel.cpp" line="+43" />
            <source>Solver panel</source>
            <translation>Pannello del risolutore</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+227" />
            <location line="+2" />
            <source>Solve from Here</source>
            <translation>Risolvi da qui</translation>
        </message>
        <message>
            <location line="-227" />
            <source>Prove the longest game from the position on the board, and light the moves that keep it</source>
            <translation>Dimostra la partita più lunga dalla posizione sulla scacchiera e illumina le mosse che la mantengono</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Millions of positions the solver may visit from here (and again after each legal move): a position with more is not proven, and the best game found is shown</source>
            <translation>Milioni di posizioni che il risolutore può visitare da qui (e di nuovo dopo ogni mossa legale): una posizione con più non è dimostrata, e viene mostrata la migliore partita trovata</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Million nodes:</source>
            <translation>Milioni di nodi:</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Live hint while playing 4T and 4D</source>
            <translation>Suggerimento dal vivo giocando a 4T e 4D</translation>
        </message>
        <message>
            <location line="+2" />
            <source>After each move, solve the new position in the background and light the moves that keep the best score, once positions are small enough to answer at once</source>
            <translation>Dopo ogni mossa, risolvi la nuova posizione in background e illumina le mosse che mantengono il punteggio migliore, appena le posizioni sono abbastanza piccole da rispondere subito</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Solver progress</source>
            <translation>Avanzamento del risolutore</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Play the game the solver found from this position (one step that can be undone)</source>
            <translation>Gioca la partita che il risolutore ha trovato da questa posizione (un passo che si può annullare)</translation>
        </message>
        <message>
            <location line="+56" />
            <source>The position changed: Solve from Here was cancelled.</source>
            <translation>La posizione è cambiata: Risolvi da qui è stato annullato.</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Solving…</source>
            <translation>Risoluzione…</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Proven: %1. Checking which moves keep it: %2 of %3, %4 nodes, %5 s</source>
            <translation>Dimostrato: %1. Verifica delle mosse che lo mantengono: %2 di %3, %4 nodi, %5 s</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Solving: %1 nodes, %2 s</source>
            <translation>Risoluzione: %1 nodi, %2 s</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Solve from Here could not run: %1</source>
            <translation>Impossibile eseguire Risolvi da qui: %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cancelled: the best game found so far scores %1, not proven.</source>
            <translation>Annullato: la migliore partita trovata finora fa %1, non dimostrata.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Solved: the longest game from here scores %1</source>
            <translation>Risolto: la partita più lunga da qui fa %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not proven: the best game found scores %1</source>
            <translation>Non dimostrato: la migliore partita trovata fa %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cancel Solving</source>
            <translation>Annulla la risoluzione</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Proven: the game is over here, at %1.</source>
            <translation>Dimostrato: la partita finisce qui, a %1.</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Proven: the longest game from here scores %1, %n move(s) more.</source>
            <translation>
                <numerusform>Dimostrato: la partita più lunga da qui fa %1, %n mossa in più.</numerusform>
                <numerusform>Dimostrato: la partita più lunga da qui fa %1, %n mosse in più.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n move(s) keep it reachable: lit on the board.</source>
            <translation>
                <numerusform>%n mossa lo mantiene raggiungibile: illuminata sulla scacchiera.</numerusform>
                <numerusform>%n mosse lo mantengono raggiungibile: illuminate sulla scacchiera.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Lit on the board: the %n move(s) proven to keep it; the others were not proven within the budget.</source>
            <translation>
                <numerusform>Illuminata sulla scacchiera: la %n mossa dimostrata che lo mantiene; le altre non sono state dimostrate entro il budget.</numerusform>
                <numerusform>Illuminate sulla scacchiera: le %n mosse dimostrate che lo mantengono; le altre non sono state dimostrate entro il budget.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>Live hint: this position has more than %1 nodes to walk; the hint comes back once fewer moves are left.</source>
            <translation>Suggerimento dal vivo: questa posizione ha più di %1 nodi da percorrere; il suggerimento torna quando restano meno mosse.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Not proven within %1 nodes: best found %2.</source>
            <translation>Non dimostrato entro %1 nodi: migliore trovata %2.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Live hint on: the moves that keep the best score light up once the position is small enough to solve at once.</source>
            <translation>Suggerimento dal vivo attivo: le mosse che mantengono il punteggio migliore si illuminano appena la posizione è abbastanza piccola da risolversi subito.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve from Here proves the longest game from the position on the board.</source>
            <translation>Risolvi da qui dimostra la partita più lunga dalla posizione sulla scacchiera.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Play the Optimal Line</source>
            <translation>Gioca la linea ottimale</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Play the Best Line Found</source>
            <translation>Gioca la migliore continuazione trovata</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Play the optimal line</source>
            <translation>Gioca la linea ottimale</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Play the best line found</source>
            <translation>Gioca la migliore continuazione trovata</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Played the optimal line: %n move(s)</source>
            <translation>
                <numerusform>Linea ottimale giocata: %n mossa</numerusform>
                <numerusform>Linea ottimale giocata: %n mosse</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Played the best line found: %n move(s)</source>
            <translation>
                <numerusform>Migliore continuazione trovata giocata: %n mossa</numerusform>
                <numerusform>Migliore continuazione trovata giocata: %n mosse</numerusform>
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
            <translation>Il punto sotto il puntatore</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Score %1, finished</source>
            <translation>Punteggio %1, finita</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Score %1, %n legal</source>
            <translation>
                <numerusform>Punteggio %1, %n legale</numerusform>
                <numerusform>Punteggio %1, %n legali</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n layer(s)</source>
            <translation>
                <numerusform>%n strato</numerusform>
                <numerusform>%n strati</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layer %1</source>
            <translation>Strato %1</translation>
        </message>
        <message>
            <location line="+0" />
            <source>In play</source>
            <translation>In gioco</translation>
        </message>
        <message>
            <location line="+9" />
            <source>(%1, %2)</source>
            <translation>(%1, %2)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>(%1, %2): move %3 in the order of play, layer %4</source>
            <translation>(%1, %2): mossa %3 nell’ordine di gioco, strato %4</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Move %1 / %2</source>
            <translation>Mossa %1 / %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::UndoActions</name>
        <message>
            <location filename="../app/gui/edit/UndoActions.cpp" line="+28" />
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>&amp;Annulla</translation>
        </message>
        <message>
            <location line="-1" />
            <source>&amp;Undo %1</source>
            <translation>&amp;Annulla %1</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+1" />
            <source>&amp;Redo</source>
            <translation>&amp;Ripeti</translation>
        </message>
        <message>
            <location line="-1" />
            <source>&amp;Redo %1</source>
            <translation>&amp;Ripeti %1</translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>Undone: %1 (%n move(s) on the board)</source>
            <translation>
                <numerusform>Annullato: %1 (%n mossa sulla scacchiera)</numerusform>
                <numerusform>Annullato: %1 (%n mosse sulla scacchiera)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>Redone: %1 (%n move(s) on the board)</source>
            <translation>
                <numerusform>Ripetuto: %1 (%n mossa sulla scacchiera)</numerusform>
                <numerusform>Ripetuto: %1 (%n mosse sulla scacchiera)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ViewActions</name>
        <message>
            <location filename="../app/gui/board/ViewActions.cpp" line="+20" />
            <source>Zoom &amp;In</source>
            <translation>&amp;Ingrandisci</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Zoom &amp;Out</source>
            <translation>Rimpi&amp;cciolisci</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Fit Grid</source>
            <translation>&amp;Adatta la griglia</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Focus on the Boar&amp;d</source>
            <translation>Vai alla scacc&amp;hiera</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Move the keyboard to the board: arrows step layers, Enter plays</source>
            <translation>La tastiera passa alla scacchiera: le frecce scorrono gli strati, Invio gioca</translation>
        </message>
        <message>
            <location line="+10" />
            <source>&amp;Highlight Current Layer</source>
            <translation>&amp;Evidenzia lo strato corrente</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Ghost Later Layers</source>
            <translation>Mostra in &amp;trasparenza gli strati successivi</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show later layers faintly instead of hiding them</source>
            <translation>Mostra gli strati successivi sbiaditi invece di nasconderli</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move N&amp;umbers</source>
            <translation>&amp;Numeri delle mosse</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Legend</source>
            <translation>&amp;Legenda</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hin&amp;ts: All Legal Moves</source>
            <translation>S&amp;uggerimenti: tutte le mosse legali</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Colours</source>
            <translation>C&amp;olori</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Follow the &amp;System</source>
            <translation>Segui il siste&amp;ma</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Light</source>
            <translation>&amp;Chiaro</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Dark</source>
            <translation>&amp;Scuro</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::WebPageExport</name>
        <message>
            <location filename="../app/gui/files/WebPageExport.cpp" line="+23" />
            <source>Export &amp;Web Page…</source>
            <translation>Esporta come pagina &amp;web…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The grid as one web page that any browser opens, with no network and nothing installed</source>
            <translation>La griglia come una pagina web che qualsiasi browser apre, senza rete e senza installare nulla</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This installation has no web page: it is built when Emscripten and esbuild are installed</source>
            <translation>Questa installazione non ha la pagina web: viene costruita quando Emscripten ed esbuild sono installati</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Export Web Page</source>
            <translation>Esporta pagina web</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Web page (*.html)</source>
            <translation>Pagina web (*.html)</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Web page saved to %1</source>
            <translation>Pagina web salvata in %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cannot write %1: this installation has no web page.</source>
            <translation>Impossibile scrivere %1: questa installazione non ha la pagina web.</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+3" />
            <source>Cannot write %1: %2</source>
            <translation>Impossibile scrivere %1: %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::paint::BoardLegend</name>
        <message>
            <location filename="../app/paint/BoardScene.cpp" line="+167" />
            <source>In both grids (%1)</source>
            <translation>In entrambe le griglie (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Only in this grid (%1)</source>
            <translation>Solo in questa griglia (%1)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Only in the other grid (%1)</source>
            <translation>Solo nell'altra griglia (%1)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Needs (%1)</source>
            <translation>Richiede (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Needed by (%1)</source>
            <translation>Richiesta da (%1)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The grid as opened (%1)</source>
            <translation>La griglia come è stata aperta (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your moves (%1)</source>
            <translation>Le tue mosse (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal moves: click to play (%1)</source>
            <translation>Mosse legali: fai clic per giocare (%1)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Earlier layers</source>
            <translation>Strati precedenti</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layer %1: taken (%2)</source>
            <translation>Strato %1: giocate (%2)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer %1: not taken (%2)</source>
            <translation>Strato %1: non giocate (%2)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Legal, but left untaken in an earlier layer (%1)</source>
            <translation>Legale, ma lasciata in uno strato precedente (%1)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Later layers</source>
            <translation>Strati successivi</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Hint: keeps the proven best, %2, reachable (%1)</source>
            <translation>Suggerimento: mantiene raggiungibile il migliore dimostrato, %2 (%1)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Hint: a legal move (%1)</source>
            <translation>Suggerimento: una mossa legale (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Last move</source>
            <translation>Ultima mossa</translation>
        </message>
    </context>
    <context>
        <name>morpion::paint::PictureExport</name>
        <message>
            <location filename="../app/paint/PictureExport.cpp" line="+148" />
            <source>Unknown picture type “%1”: use .png, .svg or .pdf.</source>
            <translation>Tipo di immagine sconosciuto «%1»: usa .png, .svg o .pdf.</translation>
        </message>
        <message>
            <location line="+12" />
            <location line="+43" />
            <source>Cannot write %1: %2</source>
            <translation>Impossibile scrivere %1: %2</translation>
        </message>
        <message>
            <location line="-33" />
            <location line="+12" />
            <source>Morpion Solitaire grid</source>
            <translation>Griglia di Morpion Solitaire</translation>
        </message>
        <message>
            <location line="-11" />
            <source>Drawn by Morpion Layers</source>
            <translation>Disegnato da Morpion Layers</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the SVG drawing did not start.</source>
            <translation>Impossibile scrivere %1: il disegno SVG non è iniziato.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the SVG drawing did not finish.</source>
            <translation>Impossibile scrivere %1: il disegno SVG non è terminato.</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Cannot write %1: the PDF drawing did not start.</source>
            <translation>Impossibile scrivere %1: il disegno PDF non è iniziato.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the PDF drawing did not finish.</source>
            <translation>Impossibile scrivere %1: il disegno PDF non è terminato.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Cannot write %1: the picture came out empty.</source>
            <translation>Impossibile scrivere %1: l'immagine è risultata vuota.</translation>
        </message>
    </context>
</TS>
