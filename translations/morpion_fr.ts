<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
    <context>
        <name>ErrorDetail</name>
        <message>
            <location filename="../core/codes/Alphabet.cpp" line="+50" />
            <location filename="../core/formats/Json.cpp" line="+187" />
            <source>byte 0x%1</source>
            <translation>octet 0x%1</translation>
        </message>
        <message>
            <location filename="../core/formats/BestCode.cpp" line="+70" />
            <source>%1 holds no %2 grid</source>
            <translation>%1 ne contient aucune grille %2</translation>
        </message>
        <message>
            <location filename="../core/formats/CodeCollection.cpp" line="+263" />
            <source>a code of %1 characters is longer than any grid needs (limit %2)</source>
            <translation>un code de %1 caractères est plus long qu’aucune grille n’en a besoin (limite %2)</translation>
        </message>
        <message>
            <location line="+84" />
            <source>no variant decodes it; as %1: %2</source>
            <translation>aucune variante ne le décode ; en %1 : %2</translation>
        </message>
        <message>
            <location filename="../core/rules/Dependencies.cpp" line="+47" />
            <source>%1 adds a point that is already on the board</source>
            <translation>%1 ajoute un point déjà sur le plateau</translation>
        </message>
        <message>
            <location filename="../core/codes/LayerCoder.cpp" line="+303" />
            <location filename="../core/formats/Pentasol.cpp" line="+326" />
            <location filename="../core/rules/Dependencies.cpp" line="+17" />
            <location filename="../core/rules/MoveText.cpp" line="+218" />
            <source>the point is not on its line</source>
            <translation>le point n’est pas sur sa ligne</translation>
        </message>
        <message>
            <location filename="../core/rules/Dependencies.cpp" line="+12" />
            <source>its line passes through %1, %2, which no move of the grid adds</source>
            <translation>sa ligne passe par %1, %2, qu’aucun coup de la grille n’ajoute</translation>
        </message>
        <message>
            <location filename="../core/codes/GameNumber.cpp" line="+123" />
            <source>no game number</source>
            <translation>aucun numéro de partie</translation>
        </message>
        <message>
            <location line="+22" />
            <source>%1 digits; a %2 game number has at most %3</source>
            <translation>%1 chiffres ; un numéro de partie %2 en a au plus %3</translation>
        </message>
        <message>
            <location line="+30" />
            <source>the game ends after %1 moves</source>
            <translation>la partie se termine après %1 coups</translation>
        </message>
        <message>
            <location filename="../core/codes/GridEdit.cpp" line="+63" />
            <source>move %1 is not in the grid of %2 moves</source>
            <translation>le coup %1 n’est pas dans la grille de %2 coups</translation>
        </message>
        <message>
            <location line="+66" />
            <source>%1 is already in the grid</source>
            <translation>%1 est déjà dans la grille</translation>
        </message>
        <message>
            <location filename="../core/codes/GridEdit.h" line="+27" />
            <source>grid move %1 cannot be played there: %2</source>
            <translation>le coup %1 de la grille ne peut pas être joué là : %2</translation>
        </message>
        <message>
            <location filename="../core/formats/GridFile.cpp" line="+60" />
            <source>is a directory, not a grid file</source>
            <translation>est un dossier, pas un fichier de grille</translation>
        </message>
        <message>
            <location line="+2" />
            <source>not a regular file (a device, pipe or socket is not read)</source>
            <translation>pas un fichier ordinaire (un périphérique, un tube ou une socket ne sont pas lus)</translation>
        </message>
        <message>
            <location line="+57" />
            <source>%1 is larger than %2 MiB</source>
            <translation>%1 dépasse %2 Mio</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 is larger than %2 bytes</source>
            <translation>%1 dépasse %2 octets</translation>
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
            <translation>rien après le préfixe de variante</translation>
        </message>
        <message>
            <location line="-18" />
            <source>not in the code alphabet</source>
            <translation>absent de l’alphabet des codes</translation>
        </message>
        <message>
            <location line="+5" />
            <source>more than %1 characters, the most a layer code or a game number can have</source>
            <translation>plus de %1 caractères, le maximum d’un code de couches ou d’un numéro de partie</translation>
        </message>
        <message>
            <location line="+114" />
            <source>not a layer code, nor a game number: %1</source>
            <translation>ni un code de couches ni un numéro de partie : %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>as one it runs out after move %1 and the rest of the game would be guessed</source>
            <translation>en tant que tel, il s’épuise après le coup %1 et le reste de la partie serait deviné</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1; %2</source>
            <translation>%1 ; %2</translation>
        </message>
        <message>
            <location filename="../core/formats/GridReader.cpp" line="-268" />
            <source>no variant replays the whole list; as %1: %2</source>
            <translation>aucune variante ne rejoue toute la liste ; en %1 : %2</translation>
        </message>
        <message>
            <location line="+104" />
            <source>in the picture's record: %1</source>
            <translation>dans l’enregistrement de l’image : %1</translation>
        </message>
        <message>
            <location line="+73" />
            <source>the most a game number's text can take (a game number has at most %1 digits)</source>
            <translation>le maximum que peut occuper le texte d’un numéro de partie (un numéro de partie a au plus %1 chiffres)</translation>
        </message>
        <message>
            <location line="+63" />
            <source>%1 bytes, more than %2</source>
            <translation>%1 octets, plus que %2</translation>
        </message>
        <message>
            <location line="+117" />
            <source>auto is for reading only</source>
            <translation>auto ne sert qu’à la lecture</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="+90" />
            <source>improve region radius %1 is outside %2..%3</source>
            <translation>rayon de région de l’amélioration %1 hors de %2..%3</translation>
        </message>
        <message>
            <location line="+2" />
            <source>improve layer span %1 is outside %2..%3</source>
            <translation>étendue de couches de l’amélioration %1 hors de %2..%3</translation>
        </message>
        <message>
            <location line="+2" />
            <source>improve largest removal %1 is outside %2..%3</source>
            <translation>plus grand retrait de l’amélioration %1 hors de %2..%3</translation>
        </message>
        <message>
            <location filename="../core/formats/Msr.cpp" line="+346" />
            <source>cannot start zlib</source>
            <translation>impossible de démarrer zlib</translation>
        </message>
        <message>
            <location filename="../core/formats/Inflate.cpp" line="+80" />
            <source>a block of the reserved type 3</source>
            <translation>un bloc du type réservé 3</translation>
        </message>
        <message>
            <location line="+42" />
            <source>a code that stands for no symbol</source>
            <translation>un code qui ne représente aucun symbole</translation>
        </message>
        <message>
            <location line="+17" />
            <source>a stored block whose length does not match its complement</source>
            <translation>un bloc stocké dont la longueur ne correspond pas à son complément</translation>
        </message>
        <message>
            <location line="+38" />
            <source>more codes than DEFLATE has symbols</source>
            <translation>plus de codes que DEFLATE n’a de symboles</translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+45" />
            <source>code lengths that do not form a prefix code</source>
            <translation>des longueurs de code qui ne forment pas un code préfixe</translation>
        </message>
        <message>
            <location line="-29" />
            <source>a repeat of a code length before the first one</source>
            <translation>une répétition de longueur de code avant la première</translation>
        </message>
        <message>
            <location line="+11" />
            <source>code lengths that run past their count</source>
            <translation>des longueurs de code au-delà de leur nombre</translation>
        </message>
        <message>
            <location line="+7" />
            <source>no code for the end of the block</source>
            <translation>aucun code pour la fin du bloc</translation>
        </message>
        <message>
            <location line="+34" />
            <source>a length symbol out of range</source>
            <translation>un symbole de longueur hors limites</translation>
        </message>
        <message>
            <location line="+8" />
            <source>a distance symbol out of range</source>
            <translation>un symbole de distance hors limites</translation>
        </message>
        <message>
            <location line="+7" />
            <source>a distance back past the start of the data</source>
            <translation>une distance qui remonte avant le début des données</translation>
        </message>
        <message>
            <location line="+19" />
            <source>the compressed data inflates to more than %1 MiB</source>
            <translation>les données compressées se décompressent en plus de %1 Mio</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the compressed data inflates to more than %1 bytes</source>
            <translation>les données compressées se décompressent en plus de %1 octets</translation>
        </message>
        <message>
            <location line="+14" />
            <source>bad DEFLATE data at byte %1: %2</source>
            <translation>données DEFLATE invalides à l’octet %1 : %2</translation>
        </message>
        <message>
            <location line="+38" />
            <source>the zlib header is not that of a DEFLATE stream</source>
            <translation>l’en-tête zlib n’est pas celui d’un flux DEFLATE</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the zlib stream needs a preset dictionary</source>
            <translation>le flux zlib demande un dictionnaire prédéfini</translation>
        </message>
        <message>
            <location line="+15" />
            <source>the zlib checksum does not match the inflated data</source>
            <translation>la somme de contrôle zlib ne correspond pas aux données décompressées</translation>
        </message>
        <message>
            <location line="+4" />
            <source>data after the end of the DEFLATE stream</source>
            <translation>des données après la fin du flux DEFLATE</translation>
        </message>
        <message>
            <location line="-66" />
            <location line="+42" />
            <location line="+15" />
            <source>the DEFLATE data is cut short</source>
            <translation>les données DEFLATE sont tronquées</translation>
        </message>
        <message>
            <location filename="../core/formats/Json.cpp" line="-48" />
            <source>no JSON value</source>
            <translation>aucune valeur JSON</translation>
        </message>
        <message>
            <location line="+6" />
            <source>unexpected text after the JSON value</source>
            <translation>texte inattendu après la valeur JSON</translation>
        </message>
        <message>
            <location line="+49" />
            <source>more than %1 JSON values</source>
            <translation>plus de %1 valeurs JSON</translation>
        </message>
        <message>
            <location line="+4" />
            <source>unexpected end of the text, expected a value</source>
            <translation>fin du texte inattendue, une valeur était attendue</translation>
        </message>
        <message>
            <location line="+21" />
            <source>expected '%1'</source>
            <translation>« %1 » attendu</translation>
        </message>
        <message>
            <location line="+22" />
            <source>expected a digit</source>
            <translation>chiffre attendu</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected a value, found %1</source>
            <translation>valeur attendue, trouvé %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>a number cannot have a leading zero</source>
            <translation>un nombre ne peut pas commencer par un zéro</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected a digit after '.'</source>
            <translation>chiffre attendu après « . »</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected a digit in the exponent</source>
            <translation>chiffre attendu dans l’exposant</translation>
        </message>
        <message>
            <location line="+66" />
            <location line="+22" />
            <source>unterminated string</source>
            <translation>chaîne non terminée</translation>
        </message>
        <message>
            <location line="-14" />
            <source>control character %1 in a string (write it as an escape)</source>
            <translation>caractère de contrôle %1 dans une chaîne (écrivez-le en séquence d’échappement)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>invalid UTF-8 %1 in a string</source>
            <translation>UTF-8 invalide %1 dans une chaîne</translation>
        </message>
        <message>
            <location line="+23" />
            <source>expected four hex digits after \u</source>
            <translation>quatre chiffres hexadécimaux attendus après \u</translation>
        </message>
        <message>
            <location line="+2" />
            <source>lone low surrogate in \u escape</source>
            <translation>demi-code bas isolé dans un échappement \u</translation>
        </message>
        <message>
            <location line="+4" />
            <location line="+5" />
            <source>high surrogate without its low surrogate</source>
            <translation>demi-code haut sans son demi-code bas</translation>
        </message>
        <message>
            <location line="+8" />
            <source>unknown escape \%1</source>
            <translation>échappement inconnu \%1</translation>
        </message>
        <message>
            <location line="+10" />
            <location line="+35" />
            <source>nested deeper than %1 levels</source>
            <translation>imbrication de plus de %1 niveaux</translation>
        </message>
        <message>
            <location line="-19" />
            <source>unterminated array, expected ',' or ']'</source>
            <translation>tableau non terminé, « , » ou « ] » attendu</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ',' or ']' in an array, found %1</source>
            <translation>« , » ou « ] » attendu dans un tableau, trouvé %1</translation>
        </message>
        <message>
            <location line="+25" />
            <source>unterminated object, expected a key</source>
            <translation>objet non terminé, clé attendue</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected a key in double quotes, found %1</source>
            <translation>clé entre guillemets doubles attendue, trouvé %1</translation>
        </message>
        <message>
            <location line="+19" />
            <source>duplicate key "%1"</source>
            <translation>clé "%1" en double</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ':' after the key</source>
            <translation>« : » attendu après la clé</translation>
        </message>
        <message>
            <location line="+9" />
            <source>unterminated object, expected ',' or '}'</source>
            <translation>objet non terminé, « , » ou « } » attendu</translation>
        </message>
        <message>
            <location line="+8" />
            <source>expected ',' or '}' in an object, found %1</source>
            <translation>« , » ou « } » attendu dans un objet, trouvé %1</translation>
        </message>
        <message>
            <location filename="../core/codes/LayerCoder.cpp" line="-228" />
            <source>the game ends at bit %1</source>
            <translation>la partie se termine au bit %1</translation>
        </message>
        <message>
            <location line="+216" />
            <source>%1 (also at index %2)</source>
            <translation>%1 (aussi à l’indice %2)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 and %2 draw the same line</source>
            <translation>%1 et %2 tracent la même ligne</translation>
        </message>
        <message>
            <location line="+58" />
            <source>%1 is never a candidate (%2 moves are never reached)</source>
            <translation>%1 n’est jamais candidat (%2 coups ne sont jamais atteints)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is never a candidate</source>
            <translation>%1 n’est jamais candidat</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 and %2</source>
            <translation>%1 et %2</translation>
        </message>
        <message>
            <location filename="../core/rules/MoveText.cpp" line="-70" />
            <source>expected the point's x coordinate</source>
            <translation>coordonnée x du point attendue</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' after x</source>
            <translation>« , » attendu après x</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the point's y coordinate</source>
            <translation>coordonnée y du point attendue</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected '-' or '–' before the line</source>
            <translation>« - » ou « – » attendu avant la ligne</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected '(' to open the line</source>
            <translation>« ( » attendu pour ouvrir la ligne</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the line's x coordinate</source>
            <translation>coordonnée x de la ligne attendue</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' in the line</source>
            <translation>« , » attendu dans la ligne</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the line's y coordinate</source>
            <translation>coordonnée y de la ligne attendue</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' before the direction</source>
            <translation>« , » attendu avant la direction</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a direction: ne, e, se or s</source>
            <translation>direction attendue : ne, e, se ou s</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ')' to close the line</source>
            <translation>« ) » attendu pour fermer la ligne</translation>
        </message>
        <message>
            <location line="+3" />
            <source>unexpected text after the move</source>
            <translation>texte inattendu après le coup</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the point %1, %2 is not on the line %3</source>
            <translation>le point %1, %2 n’est pas sur la ligne %3</translation>
        </message>
        <message>
            <location line="+52" />
            <source>the point %1, %2 is already on the board</source>
            <translation>le point %1, %2 est déjà sur le plateau</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the line needs the point %1, %2, which is not on the board</source>
            <translation>la ligne a besoin du point %1, %2, qui n’est pas sur le plateau</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the line touches the line %1 of move %2</source>
            <translation>la ligne touche la ligne %1 du coup %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the line overlaps the line %1 of move %2</source>
            <translation>la ligne chevauche la ligne %1 du coup %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the move is not legal here</source>
            <translation>le coup n’est pas légal ici</translation>
        </message>
        <message>
            <location filename="../core/formats/Msr.cpp" line="-264" />
            <source>null</source>
            <translation>null</translation>
        </message>
        <message>
            <location line="+1" />
            <source>boolean</source>
            <translation>booléen</translation>
        </message>
        <message>
            <location line="+1" />
            <source>number</source>
            <translation>nombre</translation>
        </message>
        <message>
            <location line="+1" />
            <source>string</source>
            <translation>chaîne</translation>
        </message>
        <message>
            <location line="+1" />
            <source>array</source>
            <translation>tableau</translation>
        </message>
        <message>
            <location line="+1" />
            <source>object</source>
            <translation>objet</translation>
        </message>
        <message>
            <location line="+8" />
            <source>move %1: %2</source>
            <translation>coup %1 : %2</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+27" />
            <source>no "%1" field</source>
            <translation>aucun champ "%1"</translation>
        </message>
        <message>
            <location line="-23" />
            <source>"%1" must be an integer, found %2</source>
            <translation>"%1" doit être un entier, trouvé : %2</translation>
        </message>
        <message>
            <location line="+4" />
            <source>"%1" is out of range: %2</source>
            <translation>"%1" est hors limites : %2</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected an object, found %1</source>
            <translation>objet attendu, trouvé : %1</translation>
        </message>
        <message>
            <location line="+13" />
            <location line="+299" />
            <source>"%1" must be a string, found %2</source>
            <translation>"%1" doit être une chaîne, trouvé : %2</translation>
        </message>
        <message>
            <location line="-294" />
            <source>unknown "dir" "%1" (expected H, V, DP or DN)</source>
            <translation>"dir" inconnu "%1" (attendu : H, V, DP ou DN)</translation>
        </message>
        <message>
            <location line="+7" />
            <source>"pos" must be 0..%1, found %2</source>
            <translation>"pos" doit être entre 0 et %1, trouvé : %2</translation>
        </message>
        <message>
            <location line="+17" />
            <location line="+11" />
            <location line="+18" />
            <source>"%1" is %2, the moves give %3</source>
            <translation>"%1" vaut %2, les coups donnent %3</translation>
        </message>
        <message>
            <location line="-7" />
            <source>"bbox" differs, the moves give %1</source>
            <translation>"bbox" diffère, les coups donnent %1</translation>
        </message>
        <message>
            <location line="+22" />
            <location line="+260" />
            <location filename="../core/formats/Pentasol.cpp" line="-1" />
            <source>move %1, %2: %3</source>
            <translation>coup %1, %2 : %3</translation>
        </message>
        <message>
            <location line="-162" />
            <source>'=' inside the base64 data</source>
            <translation>« = » au milieu des données base64</translation>
        </message>
        <message>
            <location line="+13" />
            <source>'%1' is not URL-safe base64 (A-Z a-z 0-9 - _)</source>
            <translation>« %1 » n’est pas du base64 pour URL (A-Z a-z 0-9 - _)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>byte %1 is not URL-safe base64</source>
            <translation>l’octet %1 n’est pas du base64 pour URL</translation>
        </message>
        <message>
            <location line="+15" />
            <source>the base64 data is cut short (its length leaves a lone character)</source>
            <translation>les données base64 sont tronquées (leur longueur laisse un caractère isolé)</translation>
        </message>
        <message>
            <location line="+27" />
            <source>zlib could not compress the record</source>
            <translation>zlib n’a pas pu compresser l’enregistrement</translation>
        </message>
        <message>
            <location line="+12" />
            <source>writing MS1 needs zlib, which this build does not have</source>
            <translation>écrire du MS1 demande zlib, que cette version n’a pas</translation>
        </message>
        <message>
            <location line="+41" />
            <source>an MSR record of %1 bytes is over the limit of %2 MiB</source>
            <translation>un enregistrement MSR de %1 octets dépasse la limite de %2 Mio</translation>
        </message>
        <message>
            <location line="+14" />
            <source>an MSR record is a JSON object, found %1</source>
            <translation>un enregistrement MSR est un objet JSON, trouvé : %1</translation>
        </message>
        <message>
            <location line="+14" />
            <source>the record has no "variant" field</source>
            <translation>l’enregistrement n’a pas de champ "variant"</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the record has no "moves" field</source>
            <translation>l’enregistrement n’a pas de champ "moves"</translation>
        </message>
        <message>
            <location line="+3" />
            <source>"moves" must be an array, found %1</source>
            <translation>"moves" doit être un tableau, trouvé : %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 moves, more than the limit of %2</source>
            <translation>%1 coups, plus que la limite de %2</translation>
        </message>
        <message>
            <location line="+38" />
            <source>a compact MSR record starts with "MS1:"</source>
            <translation>un enregistrement MSR compact commence par "MS1:"</translation>
        </message>
        <message>
            <location line="+8" />
            <source>the MS1 text is over %1 MiB</source>
            <translation>le texte MS1 dépasse %1 Mio</translation>
        </message>
        <message>
            <location line="+9" />
            <source>no data after "MS1:"</source>
            <translation>aucune donnée après "MS1:"</translation>
        </message>
        <message>
            <location line="+9" />
            <source>in the inflated JSON: %1</source>
            <translation>dans le JSON décompressé : %1</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="-48" />
            <source>NRPA level %1 is outside 1..10</source>
            <translation>niveau NRPA %1 hors de 1..10</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA iterations %1 are outside 1..1000000</source>
            <translation>itérations NRPA %1 hors de 1..1000000</translation>
        </message>
        <message>
            <location line="+3" />
            <source>NRPA alpha must be above 0 and at most 10</source>
            <translation>l’alpha NRPA doit être supérieur à 0 et au plus 10</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA stabilization %1 is outside 1..1000</source>
            <translation>stabilisation NRPA %1 hors de 1..1000</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA repetitions %1 are outside 0..1000000</source>
            <translation>répétitions NRPA %1 hors de 0..1000000</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA warm-start weight must be between -50 and 50</source>
            <translation>le poids de démarrage à chaud NRPA doit être entre -50 et 50</translation>
        </message>
        <message>
            <location filename="../core/search/Nrpa.cpp" line="+35" />
            <source>prefix move %1 cannot be played there: %2</source>
            <translation>le coup de préfixe %1 ne peut pas être joué là : %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>warm-start move %1 does not lie on its line</source>
            <translation>le coup de démarrage à chaud %1 n’est pas sur sa ligne</translation>
        </message>
        <message>
            <location filename="../core/formats/Pentasol.cpp" line="-224" />
            <source>expected '(' to open the reference point</source>
            <translation>« ( » attendu pour ouvrir le point de référence</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected '(' to open the move's point</source>
            <translation>« ( » attendu pour ouvrir le point du coup</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected the reference point's column</source>
            <translation>colonne du point de référence attendue</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected the move's point's column</source>
            <translation>colonne du point du coup attendue</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ',' between column and row</source>
            <translation>« , » attendu entre colonne et ligne</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected the reference point's row</source>
            <translation>ligne du point de référence attendue</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected the move's point's row</source>
            <translation>ligne du point du coup attendue</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected ')' to close the reference point</source>
            <translation>« ) » attendu pour fermer le point de référence</translation>
        </message>
        <message>
            <location line="+1" />
            <source>expected ')' to close the move's point</source>
            <translation>« ) » attendu pour fermer le point du coup</translation>
        </message>
        <message>
            <location line="+53" />
            <source>unexpected text after the reference point</source>
            <translation>texte inattendu après le point de référence</translation>
        </message>
        <message>
            <location line="+8" />
            <source>more than %1 moves</source>
            <translation>plus de %1 coups</translation>
        </message>
        <message>
            <location line="+10" />
            <source>expected a direction: '-', '|', '/' or '\'</source>
            <translation>direction attendue : « - », « | », « / » ou « \ »</translation>
        </message>
        <message>
            <location line="+6" />
            <source>expected an offset -2..+2</source>
            <translation>décalage -2..+2 attendu</translation>
        </message>
        <message>
            <location line="+2" />
            <source>offset %1 is out of range -2..+2</source>
            <translation>le décalage %1 est hors de -2..+2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>unexpected text after the offset</source>
            <translation>texte inattendu après le décalage</translation>
        </message>
        <message>
            <location line="+10" />
            <source>no reference point line "(col,row)"</source>
            <translation>aucune ligne de point de référence "(col,row)"</translation>
        </message>
        <message>
            <location line="+26" />
            <source>offset %1 is out of range +2..-1 for %2 (4-point lines)</source>
            <translation>le décalage %1 est hors de +2..-1 pour %2 (lignes de 4 points)</translation>
        </message>
        <message>
            <location line="+57" />
            <source>no variant replays the whole file; as %1: %2</source>
            <translation>aucune variante ne rejoue tout le fichier ; en %1 : %2</translation>
        </message>
        <message>
            <location filename="../core/base/Phrase.h" line="+93" />
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <location filename="../core/formats/PictureRecord.cpp" line="+29" />
            <source>the picture's record is over %1 MiB</source>
            <translation>l’enregistrement de l’image dépasse %1 Mio</translation>
        </message>
        <message>
            <location line="+27" />
            <source>the PNG's zTXt "msr" chunk has an unknown compression method</source>
            <translation>le bloc zTXt "msr" du PNG a une méthode de compression inconnue</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+8" />
            <source>the PNG's iTXt "msr" chunk is cut short</source>
            <translation>le bloc iTXt "msr" du PNG est tronqué</translation>
        </message>
        <message>
            <location line="-5" />
            <source>the PNG's iTXt "msr" chunk has an unknown compression method</source>
            <translation>le bloc iTXt "msr" du PNG a une méthode de compression inconnue</translation>
        </message>
        <message>
            <location line="+21" />
            <location filename="../core/formats/PictureRecordWrite.cpp" line="+143" />
            <source>the PNG is cut short in its %1 chunk</source>
            <translation>le PNG est tronqué dans son bloc %1</translation>
        </message>
        <message>
            <location line="+81" />
            <source>the SVG drawing is not well formed: %1</source>
            <translation>le dessin SVG est mal formé : %1</translation>
        </message>
        <message>
            <location line="+28" />
            <source>a comment that never ends</source>
            <translation>un commentaire qui ne se termine jamais</translation>
        </message>
        <message>
            <location line="+2" />
            <location line="+19" />
            <source>a CDATA section that never ends</source>
            <translation>une section CDATA qui ne se termine jamais</translation>
        </message>
        <message>
            <location line="-17" />
            <source>a processing instruction that never ends</source>
            <translation>une instruction de traitement qui ne se termine jamais</translation>
        </message>
        <message>
            <location line="+4" />
            <source>a DOCTYPE that never ends</source>
            <translation>un DOCTYPE qui ne se termine jamais</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a declaration that never ends</source>
            <translation>une déclaration qui ne se termine jamais</translation>
        </message>
        <message>
            <location line="+41" />
            <source>a '&lt;' that starts no tag</source>
            <translation>un « &lt; » qui n’ouvre aucune balise</translation>
        </message>
        <message>
            <location line="+10" />
            <source>a '&lt;' inside the tag &lt;%1&gt;</source>
            <translation>un « &lt; » dans la balise &lt;%1&gt;</translation>
        </message>
        <message>
            <location line="+7" />
            <source>the tag &lt;%1&gt; never ends</source>
            <translation>la balise &lt;%1&gt; ne se termine jamais</translation>
        </message>
        <message>
            <location line="+7" />
            <source>an end tag &lt;/%1&gt; without its start tag</source>
            <translation>une balise de fin &lt;/%1&gt; sans sa balise de début</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the end tag &lt;/%1&gt; where &lt;/%2&gt; was due</source>
            <translation>la balise de fin &lt;/%1&gt; là où &lt;/%2&gt; était attendue</translation>
        </message>
        <message>
            <location line="+39" />
            <source>the "msr" element never ends</source>
            <translation>l’élément "msr" ne se termine jamais</translation>
        </message>
        <message>
            <location line="+8" />
            <source>a '&amp;' that starts no entity</source>
            <translation>un '&amp;' qui n’ouvre aucune entité</translation>
        </message>
        <message>
            <location line="+17" />
            <source>the character reference &amp;%1; has no digits</source>
            <translation>la référence de caractère &amp;%1 ; n’a pas de chiffres</translation>
        </message>
        <message>
            <location line="+10" />
            <source>the character reference &amp;%1; is not a number</source>
            <translation>la référence de caractère &amp;%1 ; n’est pas un nombre</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the character reference &amp;%1; names no character</source>
            <translation>la référence de caractère &amp;%1 ; ne désigne aucun caractère</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the entity &amp;%1; is not one of XML's own</source>
            <translation>l’entité &amp;%1 ; n’est pas une entité propre à XML</translation>
        </message>
        <message>
            <location line="+141" />
            <source>not a PNG or SVG picture</source>
            <translation>ni une image PNG ni une image SVG</translation>
        </message>
        <message>
            <location filename="../core/search/SearchLimits.cpp" line="+10" />
            <source>threads %1 are outside 1..1024</source>
            <translation>threads %1 hors de 1..1024</translation>
        </message>
        <message>
            <location line="+2" />
            <source>search times must be numbers, the progress interval above 0</source>
            <translation>les durées de recherche doivent être des nombres, l’intervalle de progression supérieur à 0</translation>
        </message>
        <message>
            <location line="+3" />
            <source>an iteration budget above %1</source>
            <translation>un budget d’itérations au-delà de %1</translation>
        </message>
        <message>
            <location filename="../core/search/SearchOptions.cpp" line="+50" />
            <source>the first board window %1 is outside 0..%2</source>
            <translation>la première fenêtre du plateau %1 est hors de 0..%2</translation>
        </message>
        <message>
            <location line="+19" />
            <source>the grid is finished (no legal move left): there is nothing to search after it</source>
            <translation>la grille est terminée (plus aucun coup légal) : il n’y a rien à chercher après</translation>
        </message>
        <message>
            <location line="-13" />
            <source>improve needs a grid to improve</source>
            <translation>l’amélioration a besoin d’une grille à améliorer</translation>
        </message>
        <message>
            <location filename="../core/search/AlgorithmParameters.h" line="+19" />
            <source>hill-climb blacklist %1 is outside 0..1000</source>
            <translation>liste noire de l’escalade %1 hors de 0..1000</translation>
        </message>
        <message>
            <location filename="../core/search/SearchOptions.cpp" line="+3" />
            <source>the hill climb cannot keep a prefix fixed: start it from the grid instead</source>
            <translation>l’escalade ne peut pas garder un préfixe fixe : lancez-la plutôt depuis la grille</translation>
        </message>
        <message>
            <location filename="../core/rules/CheckpointReader.cpp" line="+212" />
            <location filename="../core/search/SearchCheckpointParse.cpp" line="+298" />
            <source>checkpoint: %1</source>
            <translation>point de reprise : %1</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpoint.cpp" line="+48" />
            <source>checkpoint: a root-parallel NRPA search cannot be resumed (its threads share each search)</source>
            <translation>point de reprise : une recherche NRPA parallèle à la racine ne peut pas reprendre (ses threads partagent chaque recherche)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>checkpoint: an improver cannot be resumed (start it again from its best grid)</source>
            <translation>point de reprise : une amélioration ne peut pas reprendre (relancez-la depuis sa meilleure grille)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>checkpoint: %1 thread states for %2 threads</source>
            <translation>point de reprise : %1 états de thread pour %2 threads</translation>
        </message>
        <message>
            <location line="+16" />
            <source>checkpoint: thread %1</source>
            <translation>point de reprise : thread %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>its best game does not replay</source>
            <translation>sa meilleure partie ne se rejoue pas</translation>
        </message>
        <message>
            <location line="+3" />
            <source>its best score is not its best game's move count</source>
            <translation>son meilleur score n’est pas le nombre de coups de sa meilleure partie</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the game it climbs from does not replay</source>
            <translation>la partie d’où part l’escalade ne se rejoue pas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the game it climbs from is not finished</source>
            <translation>la partie d’où part l’escalade n’est pas terminée</translation>
        </message>
        <message>
            <location filename="../core/formats/SearchLog.cpp" line="+99" />
            <source>the end of the line</source>
            <translation>la fin de la ligne</translation>
        </message>
        <message>
            <location line="+19" />
            <source>expected the iteration number, found %1</source>
            <translation>numéro d’itération attendu, trouvé : %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>iteration number with more than 18 digits</source>
            <translation>numéro d’itération de plus de 18 chiffres</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected '.' after the iteration number, found %1</source>
            <translation>« . » attendu après le numéro d’itération, trouvé : %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a space before the score, found %1</source>
            <translation>espace attendu avant le score, trouvé : %1</translation>
        </message>
        <message>
            <location line="+10" />
            <source>expected the score, found %1</source>
            <translation>score attendu, trouvé : %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>score with more than 6 digits</source>
            <translation>score de plus de 6 chiffres</translation>
        </message>
        <message>
            <location line="+3" />
            <source>expected a space after the score, found %1</source>
            <translation>espace attendu après le score, trouvé : %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected '(' before the elapsed seconds, found %1</source>
            <translation>« ( » attendu avant les secondes écoulées, trouvé : %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>expected the elapsed seconds, found %1</source>
            <translation>secondes écoulées attendues, trouvé : %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>expected digits after the decimal point, found %1</source>
            <translation>chiffres attendus après la virgule, trouvé : %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>elapsed seconds with too many digits</source>
            <translation>secondes écoulées avec trop de chiffres</translation>
        </message>
        <message>
            <location line="+7" />
            <source>expected ')' after the elapsed seconds, found %1</source>
            <translation>« ) » attendu après les secondes écoulées, trouvé : %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>expected a space before the code, found %1</source>
            <translation>espace attendu avant le code, trouvé : %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>expected the layer code, found %1</source>
            <translation>code de couches attendu, trouvé : %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>layer code longer than %1 characters</source>
            <translation>code de couches de plus de %1 caractères</translation>
        </message>
        <message>
            <location line="+34" />
            <source>unexpected %1 after the code</source>
            <translation>%1 inattendu après le code</translation>
        </message>
        <message>
            <location line="+89" />
            <source>a log line cannot hold a line break</source>
            <translation>une ligne de journal ne peut pas contenir de saut de ligne</translation>
        </message>
        <message>
            <location line="+5" />
            <source>the log is not open</source>
            <translation>le journal n’est pas ouvert</translation>
        </message>
        <message>
            <location line="+13" />
            <source>nothing written</source>
            <translation>rien n’a été écrit</translation>
        </message>
        <message>
            <location line="+13" />
            <source>a line was written in pieces and may be mixed with a line that another program appended to the same log</source>
            <extracomment>"another program": another search process appending to the same log file at the same time (jobs of a cluster), never a person. A "line" here is a line of text of the log.</extracomment>
            <translation>une ligne a été écrite en plusieurs morceaux et peut être mêlée à une ligne qu’un autre programme a ajoutée au même journal</translation>
        </message>
        <message>
            <location line="+11" />
            <source>write error</source>
            <translation>erreur d’écriture</translation>
        </message>
        <message>
            <location filename="../core/base/ThreadStart.cpp" line="+16" />
            <source>cannot start thread %1 of %2</source>
            <translation>impossible de démarrer le thread %1 sur %2</translation>
        </message>
        <message>
            <location filename="../core/formats/AnalysisRecord.cpp" line="+22" />
            <source>the record's analysis</source>
            <translation>l’analyse de l’enregistrement</translation>
        </message>
        <message>
            <location line="+14" />
            <source>"%1" must be a whole number from %2 to %3</source>
            <translation>« %1 » doit être un nombre entier de %2 à %3</translation>
        </message>
        <message>
            <location line="+142" />
            <source>it must be an object, not %1</source>
            <translation>ce doit être un objet, pas %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>"game" must be the game number of the game analysed</source>
            <translation>« game » doit être le numéro de partie de la partie analysée</translation>
        </message>
        <message>
            <location line="+3" />
            <source>it is the analysis of another game</source>
            <translation>c’est l’analyse d’une autre partie</translation>
        </message>
        <message>
            <location line="-128" />
            <source>"reuse" must be true or false</source>
            <translation>« reuse » doit valoir true ou false</translation>
        </message>
        <message>
            <location line="+7" />
            <source>"seed" must be a whole number from 0 to 2^64 - 1, as text</source>
            <translation>la graine « seed » doit être un nombre entier de 0 à 2^64 - 1, écrit comme texte</translation>
        </message>
        <message>
            <location line="+11" />
            <source>"found" must list the %1 positions of the game</source>
            <translation>« found » doit énumérer les %1 positions de la partie</translation>
        </message>
        <message>
            <location line="+5" />
            <source>"found" must hold whole numbers from -1 on</source>
            <translation>« found » doit contenir des nombres entiers à partir de -1</translation>
        </message>
        <message>
            <location line="+11" />
            <source>"proven" must list positions from 0 to %1, each once, in order</source>
            <translation>« proven » doit lister les positions de 0 à %1, chacune une fois, dans l’ordre</translation>
        </message>
        <message>
            <location line="+20" />
            <location line="+10" />
            <location line="+9" />
            <source>"games" must be a list of layer codes</source>
            <translation>« games » doit être une liste de codes de couches</translation>
        </message>
        <message>
            <location filename="../core/search/GameAnalyser.cpp" line="+220" />
            <source>analysis budget %1 is outside %2..1000000000</source>
            <translation>le budget d’analyse %1 est hors de %2..1000000000</translation>
        </message>
        <message>
            <location line="+5" />
            <source>an analysis takes a budget per position, not an iteration budget or a target</source>
            <translation>une analyse prend un budget par position, pas un budget d’itérations ni un objectif</translation>
        </message>
        <message>
            <location line="+2" />
            <source>analysis nodes %1 are outside 0..%2</source>
            <translation>les nœuds d’analyse %1 sont hors de 0..%2</translation>
        </message>
        <message>
            <location line="+3" />
            <source>analysis chain %1 is outside 1..1000</source>
            <translation>la chaîne d’analyse %1 est hors de 1..1000</translation>
        </message>
        <message>
            <location line="+2" />
            <source>analysis passes %1 are outside 1..100</source>
            <translation>les %1 passes d’analyse sont hors de 1..100</translation>
        </message>
        <message>
            <location filename="../core/codes/GameAnalysis.cpp" line="+30" />
            <location line="+8" />
            <source>an analysis of %1 moves has %2 positions, not %3</source>
            <translation>une analyse de %1 coups a %2 positions, pas %3</translation>
        </message>
        <message>
            <location line="-4" />
            <source>the analysis of position %1 found fewer moves than it has</source>
            <translation>l’analyse de la position %1 a trouvé moins de coups qu’elle n’en a</translation>
        </message>
        <message>
            <location line="+8" />
            <source>the analysis proves position %1 without a score for it</source>
            <translation>l’analyse prouve la position %1 sans score pour elle</translation>
        </message>
        <message>
            <location line="+14" />
            <source>game %1 of the analysis is not a legal game</source>
            <translation>la partie %1 de l’analyse n’est pas une partie légale</translation>
        </message>
        <message>
            <location line="+84" />
            <source>the analysis has no game for the score of position %1</source>
            <translation>l’analyse n’a aucune partie pour le score de la position %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the analysis proves position %1 but holds a longer game from it</source>
            <translation>l’analyse prouve la position %1 mais contient une partie plus longue à partir de là</translation>
        </message>
        <message>
            <location filename="../core/formats/LineReader.cpp" line="+108" />
            <source>a line longer than %1 MiB, skipped</source>
            <translation>une ligne de plus de %1 Mio, ignorée</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpointParse.cpp" line="-10" />
            <source>checkpoint: versions 1 to %1 are the ones this program reads</source>
            <translation>point de reprise : ce programme lit les versions 1 à %1</translation>
        </message>
        <message>
            <location filename="../core/formats/GridPage.cpp" line="+11" />
            <source>the web page has no place for a grid: it is not the viewer this program builds</source>
            <translation>la page web n’a pas de place pour une grille : ce n’est pas la visionneuse que ce programme construit</translation>
        </message>
        <message>
            <location filename="../core/formats/PictureRecordWrite.cpp" line="-16" />
            <source>not a PNG picture</source>
            <translation>ce n’est pas une image PNG</translation>
        </message>
        <message>
            <location line="+24" />
            <source>the PNG ends inside a chunk's header</source>
            <translation>le PNG s’arrête au milieu de l’en-tête d’un bloc</translation>
        </message>
        <message>
            <location line="+19" />
            <source>not an SVG drawing: it has no &lt;svg&gt; tag</source>
            <translation>ce n’est pas un dessin SVG : il n’a pas de balise &lt;svg&gt;</translation>
        </message>
        <message>
            <location filename="../core/formats/AnalysisRecord.cpp" line="-3" />
            <source>"games" lists more games than the game has positions (%1)</source>
            <translation>« games » énumère plus de parties que la partie n’a de positions (%1)</translation>
        </message>
        <message>
            <location filename="../core/search/SearchCheckpoint.cpp" line="-25" />
            <source>checkpoint: seconds must be from 0 to %1</source>
            <translation>point de reprise : les secondes doivent aller de 0 à %1</translation>
        </message>
        <message>
            <location filename="../core/solver/SolverRun.cpp" line="+45" />
            <source>the grid reaches past the solver's board of %1 × %1 points around the cross</source>
            <translation>la grille dépasse le plateau du solveur, de %1 × %1 points autour de la croix</translation>
        </message>
        <message>
            <location line="+58" />
            <source>the checkpoint is of another grid, variant or depth</source>
            <translation>le point de reprise est celui d’une autre grille, variante ou profondeur</translation>
        </message>
        <message>
            <location line="+2" />
            <source>the checkpoint is of another part of the work</source>
            <translation>le point de reprise est celui d’une autre part du travail</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the checkpoint cuts the work otherwise (another version of the program?)</source>
            <translation>le point de reprise découpe le travail autrement (une autre version du programme ?)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>the checkpoint names an item outside its part</source>
            <translation>le point de reprise cite un élément hors de sa part</translation>
        </message>
        <message>
            <location line="+304" />
            <source>the start grid does not replay</source>
            <translation>la grille de départ ne se rejoue pas</translation>
        </message>
        <message>
            <location filename="../core/formats/GridReader.cpp" line="-172" />
            <source>layer code</source>
            <translation>code de couches</translation>
        </message>
        <message>
            <location line="+1" />
            <source>game number</source>
            <translation>numéro de partie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>move list</source>
            <translation>liste de coups</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pentasol record</source>
            <translation>enregistrement Pentasol</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MSR record</source>
            <translation>enregistrement MSR</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MS1 record</source>
            <translation>enregistrement MS1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>grid</source>
            <translation>grille</translation>
        </message>
        <message>
            <location line="+7" />
            <source>The grid does not name its variant: it was read as %1, the strictest variant under which it is legal. It is also legal as %2.</source>
            <translation>La grille ne nomme pas sa variante : elle a été lue comme %1, la variante la plus stricte où elle est légale. Elle est aussi légale comme %2.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The file says it is a %1 grid, but it is not legal as %1 (%2): it was read as %3.</source>
            <translation>Le fichier dit être une grille %1, mais il n’est pas légal comme %1 (%2) : il a été lu comme %3.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The text was read as a %1; it is also a valid %2.</source>
            <translation>Le texte a été lu comme %1 ; c’est aussi un %2 valide.</translation>
        </message>
        <message>
            <location line="+15" />
            <source>The record's stored value does not match its moves (%1); the moves were used.</source>
            <translation>La valeur enregistrée ne correspond pas aux coups (%1) ; les coups ont été utilisés.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The record says it is a %1 grid: it was read as %1, not as %2.</source>
            <translation>L’enregistrement se dit grille %1 : il a été lu en %1, pas en %2.</translation>
        </message>
        <message>
            <location line="-13" />
            <source>The text was read as a game number, as it is not a layer code (%1). The number runs out before the game ends: its last move is the first legal move.</source>
            <translation>Le texte a été lu comme numéro de partie, car ce n’est pas un code de couches (%1). Le numéro s’épuise avant la fin de la partie : son dernier coup est le premier coup légal.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>The text was read as a game number, as it is not a layer code (%1). The number runs out before the game ends: its last %2 moves are each the first legal move.</source>
            <translation>Le texte a été lu comme numéro de partie, car ce n’est pas un code de couches (%1). Le numéro s’épuise avant la fin de la partie : ses %2 derniers coups sont chacun le premier coup légal.</translation>
        </message>
    </context>
    <context>
        <name>ErrorText</name>
        <message>
            <location filename="../core/base/ErrorText.cpp" line="+17" />
            <source> on line %1, column %2</source>
            <translation> à la ligne %1, colonne %2</translation>
        </message>
        <message>
            <location line="+3" />
            <source> on line %1</source>
            <translation> à la ligne %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source> at position %1</source>
            <translation> à la position %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <location line="+23" />
            <source>there is nothing to read</source>
            <translation>il n’y a rien à lire</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bad character%1</source>
            <translation>caractère invalide%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>conflicting moves in layer %1%2</source>
            <translation>coups incompatibles dans la couche %1%2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>bits left after the end of the game%1</source>
            <translation>bits restants après la fin de la partie%1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>number too large: digits are left after the end of the game</source>
            <translation>nombre trop grand : des chiffres restent après la fin de la partie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>syntax error%1</source>
            <translation>erreur de syntaxe%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>illegal move%1</source>
            <translation>coup illégal%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a move cannot be reached from the cross</source>
            <translation>un coup est inaccessible depuis la croix</translation>
        </message>
        <message>
            <location line="+1" />
            <source>duplicate move%1</source>
            <translation>coup en double%1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>unknown variant (expected 5T, 5D, 4T or 4D)</source>
            <translation>variante inconnue (attendu : 5T, 5D, 4T ou 4D)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>input too large</source>
            <translation>entrée trop grande</translation>
        </message>
        <message>
            <location line="+1" />
            <source>a stored value does not match the moves</source>
            <translation>une valeur enregistrée ne correspond pas aux coups</translation>
        </message>
        <message>
            <location line="+1" />
            <source>cannot read or write the file</source>
            <translation>impossible de lire ou d’écrire le fichier</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the picture carries no grid (it has no “msr” record)</source>
            <translation>l’image ne contient aucune grille (elle n’a pas d’enregistrement « msr »)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the system is out of resources</source>
            <translation>le système manque de ressources</translation>
        </message>
    </context>
    <context>
        <name>FamousGrids</name>
        <message>
            <location filename="../resources/famous-grids.strings.mjs" line="+6" />
            <source>Rosin's 178, the 5T world record</source>
            <translation>Le 178 de Rosin, record du monde en 5T</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The world record since August 2011, found by computer with Rosin's Nested Rollout Policy Adaptation search.</source>
            <translation>Le record du monde depuis août 2011, trouvé par ordinateur avec la recherche Nested Rollout Policy Adaptation de Rosin.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's first 177</source>
            <translation>Le premier 177 de Rosin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>One of two 177-move grids from Rosin's computer searches, a single move short of the record; its layers differ from the 178's from the first one on.</source>
            <translation>L’une des deux grilles de 177 coups issues des recherches par ordinateur de Rosin, à un seul coup du record ; ses couches diffèrent de celles du 178 dès la première.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's second 177</source>
            <translation>Le second 177 de Rosin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The other 177 of Rosin's searches: the same score as the first, reached by a different grid.</source>
            <translation>L’autre 177 des recherches de Rosin : le même score que le premier, atteint avec une autre grille.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 172</source>
            <translation>Le 172 de Rosin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 172 from Rosin's computer searches, two moves past Bruneau's hand-found 170.</source>
            <translation>Un 172 issu des recherches par ordinateur de Rosin, deux coups de plus que le 170 trouvé à la main par Bruneau.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 172</source>
            <translation>Le 172 de Tishchenko</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 172 by Dimitri Tishchenko, whose blog introduced the layer code and the move-layering model this program is built on.</source>
            <translation>Un 172 de Dimitri Tishchenko, dont le blog a introduit le code de couches et le modèle des coups en couches sur lequel repose ce programme.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 171</source>
            <translation>Le 171 de Tishchenko</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 171 by Dimitri Tishchenko; its layer code begins with the same eleven characters as the 178's, so the two grids share their first layers.</source>
            <translation>Un 171 de Dimitri Tishchenko ; son code de couches commence par les mêmes onze caractères que celui du 178, si bien que les deux grilles partagent leurs premières couches.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 170</source>
            <translation>Le 170 de Rosin</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 170 from Rosin's computer searches: the score of Bruneau's hand-found record, on a different grid.</source>
            <translation>Un 170 issu des recherches par ordinateur de Rosin : le score du record trouvé à la main par Bruneau, avec une autre grille.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Bruneau's 170</source>
            <translation>Le 170 de Bruneau</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Found by hand in 1976, it stood as the record for 34 years, until computer searches passed it in 2010.</source>
            <translation>Trouvé à la main en 1976, il a été le record pendant 34 ans, jusqu’à ce que des recherches par ordinateur le dépassent en 2010.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tishchenko's 160</source>
            <translation>Le 160 de Tishchenko</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid of the move-layering model: 65 layers allow 6.45 × 10^39 move orders, and 270 bits (45 characters) replace a 231-character encoding.</source>
            <translation>La grille du modèle des coups en couches : 65 couches permettent 6,45 × 10^39 ordres de coups, et 270 bits (45 caractères) remplacent un codage de 231 caractères.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Akiyama's 146</source>
            <translation>Le 146 d’Akiyama</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 146 by Akiyama from the record list of morpionsolitaire.com; it shares its first layers with Akiyama's 145.</source>
            <translation>Un 146 d’Akiyama tiré de la liste des records de morpionsolitaire.com ; il partage ses premières couches avec le 145 d’Akiyama.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Akiyama's 145</source>
            <translation>Le 145 d’Akiyama</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A 145 by Akiyama, one move short of the 146 that grows from the same opening layers.</source>
            <translation>Un 145 d’Akiyama, à un coup du 146 qui naît des mêmes couches d’ouverture.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>An interesting 135</source>
            <translation>Un 135 intéressant</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid whose 59 layers Tishchenko listed candidate by candidate to introduce the layer code; he thought it a peak of his search.</source>
            <translation>La grille dont Tishchenko a énuméré les 59 couches candidat par candidat pour présenter le code de couches ; il y voyait un sommet de sa recherche.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rosin's 82, the 5D record</source>
            <translation>Le 82 de Rosin, record en 5D</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The record of the disjoint game since August 2010, found by computer search.</source>
            <translation>Le record du jeu disjoint depuis août 2010, trouvé par une recherche sur ordinateur.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hyyrö and Poranen's 62, the 4T optimum</source>
            <translation>Le 62 de Hyyrö et Poranen, l’optimum en 4T</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best 4T game, found in 2007 and later proved optimal (Quist, 2008): no 4T game is longer.</source>
            <translation>La meilleure partie en 4T, trouvée en 2007 puis prouvée optimale (Quist, 2008) : aucune partie en 4T n’est plus longue.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Demaines and Langermans' 56</source>
            <translation>Le 56 des Demaine et des Langerman</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 4T grid published in 2006 with the study of Morpion Solitaire's complexity by Demaine, Demaine, Langerman and Langerman; Hyyrö and Poranen passed it a year later with 62.</source>
            <translation>La grille 4T publiée en 2006 avec l’étude de Demaine, Demaine, Langerman et Langerman sur la complexité du Morpion Solitaire ; Hyyrö et Poranen l’ont dépassée un an plus tard avec 62.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hyyrö and Poranen's 35, the 4D optimum</source>
            <translation>Le 35 de Hyyrö et Poranen, l’optimum en 4D</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best 4D game, found in 2007 and later proved optimal (Quist, 2008): no 4D game is longer.</source>
            <translation>La meilleure partie en 4D, trouvée en 2007 puis prouvée optimale (Quist, 2008) : aucune partie en 4D n’est plus longue.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The Demaines and Langermans' 31</source>
            <translation>Le 31 des Demaine et des Langerman</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The 4D grid published in 2006 with the same study of the game's complexity; Hyyrö and Poranen passed it a year later with 35.</source>
            <translation>La grille 4D publiée en 2006 avec la même étude sur la complexité du jeu ; Hyyrö et Poranen l’ont dépassée un an plus tard avec 35.</translation>
        </message>
        <message>
            <location filename="../core/formats/FamousGrids.cpp" line="+216" />
            <source>c. %1</source>
            <extracomment>A year known only roughly, as a famous grid's date ("c. 2010"): circa</extracomment>
            <translation>vers %1</translation>
        </message>
    </context>
    <context>
        <name>NameList</name>
        <message>
            <location filename="../core/base/NameList.cpp" line="+21" />
            <source>%1 and %2</source>
            <translation>%1 et %2</translation>
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
            <translation>Tableau de l’analyse copié</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not a %1 grid. Read as %2, it is a %3 of %4 moves.</source>
            <translation>Pas une grille %1. Lue en %2, c’est un %3 de %4 coups.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open as %1</source>
            <translation>Ouvrir en %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>As %1: %2</source>
            <translation>En %1 : %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Link copied</source>
            <translation>Lien copié</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer code copied instead of a link: this page is a file on this computer, whose address opens nowhere else</source>
            <translation>Code de couches copié au lieu d’un lien : cette page est un fichier de cet ordinateur, dont l’adresse ne s’ouvre nulle part ailleurs</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Start a search with these settings</source>
            <translation>Lancer une recherche avec ces réglages</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Best %1 after %2 in %3 s (%4 per second).</source>
            <translation>Meilleur %1 après %2 en %3 s (%4 par seconde).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The best grid so far: %1 moves</source>
            <translation>La meilleure grille jusqu’ici : %1 coups</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The solver visits every position after the open grid: the longest game it finds is the longest there is, when it finishes within its budget.</source>
            <translation>Le solveur visite chaque position après la grille ouverte : la plus longue partie qu’il trouve est la plus longue qui existe, s’il termine dans son budget.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve</source>
            <translation>Résoudre</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solving…</source>
            <translation>Résolution…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solving: %1 classes visited, the longest game so far %2 more moves, %3 s</source>
            <translation>Résolution : %1 classes visitées, la plus longue partie jusqu’ici %2 coups de plus, %3 s</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stopped: nothing is proven.</source>
            <translation>Arrêté : rien n’est prouvé.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The solver could not run: %1</source>
            <translation>Le solveur n’a pas pu tourner : %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Proven: the longest game from here has %1 moves, %2 more than the grid (%3 classes visited).</source>
            <translation>Prouvé : la plus longue partie d’ici a %1 coups, %2 de plus que la grille (%3 classes visitées).</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Not proven: the budget ran out after %1 classes; the longest game found has %2 moves, %3 more than the grid.</source>
            <translation>Non prouvé : le budget s’est épuisé après %1 classes ; la plus longue partie trouvée a %2 coups, %3 de plus que la grille.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: solving…</source>
            <translation>Indice : résolution…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: the longest game from here has %1 more moves (proven); one of its moves is marked.</source>
            <translation>Indice : la plus longue partie d’ici a %1 coups de plus (prouvé) ; l’un de ses coups est marqué.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint: at least %1 more moves from here (not proven); one move of that game is marked.</source>
            <translation>Indice : au moins %1 coups de plus d’ici (non prouvé) ; un coup de cette partie est marqué.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open a grid file or a picture that carries its grid: MSR, MS1, Pentasol, a move list, PNG or SVG</source>
            <translation>Ouvrir un fichier de grille ou une image qui contient sa grille : MSR, MS1, Pentasol, une liste de coups, PNG ou SVG</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Close</source>
            <translation>Fermer</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy</source>
            <translation>Copier</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Link</source>
            <translation>Copier le lien</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The address of this page with the grid's code after the #: the code stays in the browser, it is never sent to a server</source>
            <translation>L’adresse de cette page avec le code de la grille après le # : le code reste dans le navigateur, il n’est jamais envoyé à un serveur</translation>
        </message>
        <message>
            <location line="+2" />
            <source>SVG Drawing</source>
            <translation>Dessin SVG</translation>
        </message>
        <message>
            <location line="+2" />
            <source>PNG Image</source>
            <translation>Image PNG</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal moves: choose one to play it</source>
            <translation>Coups légaux : en choisir un pour le jouer</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Several lines go through this point: choose the one to draw</source>
            <translation>Plusieurs lignes passent par ce point : choisir celle à tracer</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Points close together: tap the one to play</source>
            <translation>Points très proches : touchez celui à jouer</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Drop a grid file or picture to open it</source>
            <translation>Déposer un fichier de grille ou une image pour l’ouvrir</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Positions searched at once, one per worker: the table is the same for any number</source>
            <translation>Positions cherchées à la fois, une par worker : le tableau est le même quel que soit leur nombre</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The same seed, playouts and passes give the same table as morpion-cli analyse</source>
            <translation>La même graine, les mêmes parties simulées et passes donnent le même tableau que morpion-cli analyse</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Passes</source>
            <translation>Passes</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Searches per position: the first from scratch, the others warmed toward the better game of the move before</source>
            <translation>Recherches par position : la première à partir de rien, les autres orientées vers la meilleure partie du coup précédent</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Iterations per level</source>
            <translation>Itérations par niveau</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Table</source>
            <translation>Copier le tableau</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy the table as morpion-cli analyse prints it</source>
            <translation>Copier le tableau tel que morpion-cli analyse l’affiche</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Iterations in all</source>
            <translation>Itérations en tout</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop after this many playouts (improve: neighbourhoods) over all threads; empty: no limit</source>
            <translation>S’arrêter après tant de parties simulées (improve : voisinages) sur tous les threads ; vide : sans limite</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Seconds</source>
            <translation>Secondes</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop after this many seconds; empty: run until Stop</source>
            <translation>S’arrêter après tant de secondes ; vide : jusqu’à Arrêter</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the Best</source>
            <translation>Ouvrir la meilleure</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the best grid found as the page's grid</source>
            <translation>Ouvrir la meilleure grille trouvée comme grille de la page</translation>
        </message>
        <message>
            <location line="+2" />
            <source>New bests: iteration, score, seconds, layer code</source>
            <translation>Nouveaux meilleurs : itération, score, secondes, code de couches</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve from Here</source>
            <translation>Résoudre d’ici</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Classes per worker</source>
            <translation>Classes par worker</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The most classes of positions each worker visits: the answer is proven only when every one was visited</source>
            <translation>Le plus de classes de positions que visite chaque worker : la réponse n’est prouvée que si toutes ont été visitées</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the Longest Game</source>
            <translation>Ouvrir la plus longue partie</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Hint while playing 4T or 4D: the solver marks a move of the longest game left</source>
            <translation>Indice en jouant en 4T ou 4D : le solveur marque un coup de la plus longue partie restante</translation>
        </message>
    </context>
    <context>
        <name>main</name>
        <message>
            <location filename="../app/main.cpp" line="+23" />
            <source>List the grids of a text of codes (a search log) or of a folder of record files in the collection panel.</source>
            <translation>Lister dans le panneau de collection les grilles d’un texte de codes (un journal de recherche) ou d’un dossier de fichiers d’enregistrement.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>file or folder</source>
            <translation>fichier ou dossier</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Morpion Solitaire grids, layer by layer.</source>
            <translation>Grilles de Morpion solitaire, couche par couche.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>grid</source>
            <extracomment>The name of the program's one argument in --help ("Usage: morpion-layers [options] [grid]"): one word.</extracomment>
            <translation>grille</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A grid file, a layer code or a game number to open.</source>
            <translation>Un fichier de grille, un code de couches ou un numéro de partie à ouvrir.</translation>
        </message>
    </context>
    <context>
        <name>morpion::FileWrite</name>
        <message>
            <location filename="../app/common/WriteTarget.cpp" line="+36" />
            <source>it is a symbolic link that leads back to itself</source>
            <translation>c’est un lien symbolique qui ramène à lui-même</translation>
        </message>
        <message>
            <location line="+20" />
            <source>it is a folder</source>
            <translation>c’est un dossier</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it is a disk device, which is never written over</source>
            <translation>c’est un périphérique de disque, qui n’est jamais écrasé</translation>
        </message>
        <message>
            <location line="+1" />
            <source>it is not a file (a socket or another special file)</source>
            <translation>ce n’est pas un fichier (un socket ou un autre fichier spécial)</translation>
        </message>
        <message>
            <location filename="../app/common/FileWrite.cpp" line="+73" />
            <location line="+45" />
            <source>nothing was written</source>
            <translation>rien n’a été écrit</translation>
        </message>
        <message>
            <location line="-28" />
            <source>no program reads from this pipe</source>
            <translation>aucun programme ne lit ce tube</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AboutDialog</name>
        <message>
            <location filename="../app/gui/help/AboutDialog.cpp" line="+18" />
            <source>About Morpion Layers</source>
            <translation>À propos de Morpion Layers</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Look at Morpion Solitaire grids layer by layer, play by hand, search for long games, and share grids as layer codes and game numbers.&lt;/p&gt;&lt;p&gt;Free software under the MIT licence (below).&lt;br&gt;Project page: &lt;a href="%2"&gt;%2&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Parcourez les grilles de Morpion solitaire couche par couche, jouez à la main, cherchez de longues parties et partagez des grilles sous forme de codes de couches et de numéros de partie.&lt;/p&gt;&lt;p&gt;Logiciel libre sous licence MIT (ci-dessous).&lt;br&gt;Page du projet : &lt;a href="%2"&gt;%2&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
        <message>
            <location line="+5" />
            <source>&lt;p&gt;Report a bug or ask for a feature: &lt;a href="%1"&gt;%1&lt;/a&gt;&lt;/p&gt;</source>
            <translation>&lt;p&gt;Signaler un bogue ou demander une fonction : &lt;a href="%1"&gt;%1&lt;/a&gt;&lt;/p&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AnalysisChart</name>
        <message>
            <location filename="../app/gui/analysis/AnalysisChart.cpp" line="+18" />
            <source>Analysis chart</source>
            <translation>Graphique de l’analyse</translation>
        </message>
        <message>
            <location line="+31" />
            <source>%1: loss %2</source>
            <translation>%1 : perte %2</translation>
        </message>
        <message>
            <location line="+0" />
            <source>%1: loss %2 ✓</source>
            <translation>%1 : perte %2 ✓</translation>
        </message>
        <message>
            <location line="+66" />
            <source>Analyse Game draws here, move by move, the longest game the search still finds after it.</source>
            <translation>Analyser la partie dessine ici, coup par coup, la plus longue partie que la recherche trouve encore après lui.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>played: %1</source>
            <translation>jouée : %1</translation>
        </message>
        <message>
            <location line="+63" />
            <source>best game found</source>
            <translation>meilleure partie trouvée</translation>
        </message>
        <message>
            <location line="+2" />
            <source>proven exact; ✓ a proven loss</source>
            <translation>prouvé exact ; ✓ une perte prouvée</translation>
        </message>
        <message>
            <location line="+55" />
            <source>Move %1: proven best before %2, after %3, loss %4 exactly</source>
            <translation>Coup %1 : meilleur prouvé avant %2, après %3, perte exacte %4</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move %1: best found before %2, after %3, loss %4</source>
            <translation>Coup %1 : meilleur trouvé avant %2, après %3, perte %4</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::AnalysisPanel</name>
        <message>
            <location filename="../app/gui/analysis/AnalysisPanel.cpp" line="+46" />
            <source>Analysis panel</source>
            <translation>Panneau d’analyse</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+270" />
            <source>&amp;Analyse Game</source>
            <translation>Analy&amp;ser la partie</translation>
        </message>
        <message>
            <location line="-268" />
            <source>How good was this game? Search on from every position of it, and see what each move lost</source>
            <translation>Cette partie était-elle bonne ? Chercher plus loin depuis chacune de ses positions et voir ce que chaque coup a perdu</translation>
        </message>
        <message>
            <location line="+95" />
            <source>NRPA playouts spent on each position of the game: more finds longer games and steadier losses, and takes longer</source>
            <translation>Parties simulées NRPA consacrées à chaque position de la partie : plus il y en a, plus les parties trouvées sont longues et les pertes stables, mais plus c’est long</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Playouts per position:</source>
            <translation>Parties simulées par position :</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Off</source>
            <translation>Désactivé</translation>
        </message>
        <message>
            <location line="+1" />
            <source> million nodes</source>
            <translation> millions de nœuds</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Before the searches, the solver proves the positions from the game's end back, each within this many positions visited: there E is exact and a loss is proven</source>
            <translation>Avant les recherches, le solveur prouve les positions depuis la fin de la partie en remontant, chacune dans la limite de ce nombre de positions visitées : là, E est exact et une perte est prouvée</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Solver budget:</source>
            <translation>Budget du solveur :</translation>
        </message>
        <message>
            <location line="-60" />
            <source>Analysis progress</source>
            <translation>Progression de l’analyse</translation>
        </message>
        <message>
            <location line="+79" />
            <source>No.</source>
            <translation>N°</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Move</source>
            <translation>Coup</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Loss</source>
            <translation>Perte</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Moves of the game with what each lost</source>
            <translation>Coups de la partie avec ce que chacun a perdu</translation>
        </message>
        <message>
            <location line="-69" />
            <source>Play the Better Line From Here</source>
            <translation>Jouer la meilleure suite à partir d’ici</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Take the game back to before this move and play the better game found instead (one step that can be undone)</source>
            <translation>Ramener la partie avant ce coup et jouer à la place la meilleure partie trouvée (une étape qui peut être annulée)</translation>
        </message>
        <message numerus="yes">
            <location line="+107" />
            <source>Analysing the %n move(s) of the game…</source>
            <translation>
                <numerusform>Analyse du %n coup de la partie…</numerusform>
                <numerusform>Analyse des %n coups de la partie…</numerusform>
            </translation>
        </message>
        <message>
            <location line="+16" />
            <source>Solving the endgame: position %1, %2 proven, %3 nodes, %4 s</source>
            <translation>Résolution de la fin de partie : position %1, %2 prouvées, %3 nœuds, %4 s</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Analysing: %1 of %2 searches, %3 s</source>
            <translation>Analyse : %1 recherches sur %2, %3 s</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The analysis could not run: %1</source>
            <translation>L’analyse n’a pas pu s’exécuter : %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The grid changed: the analysis was dropped.</source>
            <translation>La grille a changé : l’analyse a été abandonnée.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The finished analysis is kept.</source>
            <translation>L’analyse terminée est conservée.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>What they found is shown.</source>
            <translation>Ce qu’elles ont trouvé est affiché.</translation>
        </message>
        <message numerus="yes">
            <location line="+96" />
            <source>The game: %n move(s).</source>
            <translation>
                <numerusform>La partie : %n coup.</numerusform>
                <numerusform>La partie : %n coups.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>From the start the search found a game of %n move(s).</source>
            <translation>
                <numerusform>Depuis le début, la recherche a trouvé une partie de %n coup.</numerusform>
                <numerusform>Depuis le début, la recherche a trouvé une partie de %n coups.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n position(s) proven exact by the solver.</source>
            <translation>
                <numerusform>%n position prouvée exacte par le solveur.</numerusform>
                <numerusform>%n positions prouvées exactes par le solveur.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>The largest loss: move %1, %n move(s).</source>
            <translation>
                <numerusform>La plus grande perte : coup %1, %n coup.</numerusform>
                <numerusform>La plus grande perte : coup %1, %n coups.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+25" />
            <source>move %1 (%2): proven best before %3, after %4, loss %5 exactly</source>
            <translation>coup %1 (%2) : meilleur prouvé avant %3, après %4, perte exacte %5</translation>
        </message>
        <message numerus="yes">
            <location line="+41" />
            <source>Took the game back to before move %1 and played the better line: %n move(s)</source>
            <translation>
                <numerusform>Partie reprise jusqu’avant le coup %1, puis la meilleure suite jouée : %n coup</numerusform>
                <numerusform>Partie reprise jusqu’avant le coup %1, puis la meilleure suite jouée : %n coups</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="-162" />
            <source>Analysed the game: %n move(s)</source>
            <translation>
                <numerusform>Partie analysée : %n coup</numerusform>
                <numerusform>Partie analysée : %n coups</numerusform>
            </translation>
        </message>
        <message>
            <location line="+19" />
            <source>Cancelled: %1 of %2 positions searched.</source>
            <translation>Annulée : %1 positions sur %2 explorées.</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Cancelled in the first of %n passes: %1 of %2 positions searched.</source>
            <translation>
                <numerusform>Annulée pendant la première de %n passe : %1 positions sur %2 explorées.</numerusform>
                <numerusform>Annulée pendant la première des %n passes : %1 positions sur %2 explorées.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+7" />
            <source>Cancelled in pass %1 of %2: every position searched in the passes before, %3 of %4 in this one.</source>
            <translation>Annulée pendant la passe %1 sur %2 : toutes les positions explorées dans les passes précédentes, %3 sur %4 dans celle-ci.</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Cancel &amp;Analysis</source>
            <extracomment>View menu, while an analysis runs, in place of Analyse Game (whose access key it can share)</extracomment>
            <translation>Annuler l’analy&amp;se</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Analyse Game</source>
            <translation>Analyser la partie</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Play or open a game, then Analyse Game shows what each move lost.</source>
            <translation>Jouez ou ouvrez une partie, puis Analyser la partie montre ce que chaque coup a perdu.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Analyse Game searches on from every position of this game and shows what each move lost.</source>
            <translation>Analyser la partie cherche plus loin depuis chaque position de cette partie et montre ce que chaque coup a perdu.</translation>
        </message>
        <message>
            <location line="+33" />
            <source>move %1 (%2): not analysed</source>
            <translation>coup %1 (%2) : non analysé</translation>
        </message>
        <message>
            <location line="+8" />
            <source>move %1 (%2): best found before %3, after %4, loss %5</source>
            <translation>coup %1 (%2) : meilleur trouvé avant %3, après %4, perte %5</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Play the better line from move %1</source>
            <translation>Jouer la meilleure suite à partir du coup %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::Autosave</name>
        <message>
            <location filename="../app/gui/document/Autosave.cpp" line="+85" />
            <source>cannot create the folder</source>
            <translation>impossible de créer le dossier</translation>
        </message>
        <message>
            <location line="+138" />
            <source>cannot create its lock file</source>
            <translation>impossible de créer son fichier de verrou</translation>
        </message>
        <message>
            <location line="+40" />
            <source>Cannot keep a copy of the unsaved work in %1: %2. It is kept in %3 instead.</source>
            <translation>Impossible de garder une copie du travail non enregistré dans %1 : %2. Elle est gardée dans %3 à la place.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Cannot keep a copy of the unsaved work in %1: %2</source>
            <translation>Impossible de garder une copie du travail non enregistré dans %1 : %2</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cannot keep a copy of the unsaved work in %1: %2 (nor in %3: %4)</source>
            <translation>Impossible de garder une copie du travail non enregistré dans %1 : %2 (ni dans %3 : %4)</translation>
        </message>
        <message>
            <location line="+43" />
            <source>Morpion Layers found unsaved work from %1 in %2 that cannot be read: %3.</source>
            <translation>Morpion Layers a trouvé dans %2 un travail non enregistré du %1 qui ne peut pas être lu : %3.</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>a %1 grid of %n move(s)</source>
            <translation>
                <numerusform>une grille %1 de %n coup</numerusform>
                <numerusform>une grille %1 de %n coups</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Morpion Layers ended on %1 without saving %2.</source>
            <translation>Morpion Layers s’est arrêté le %1 sans enregistrer %2.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Morpion Layers ended on %1 without saving %2, from %3.</source>
            <translation>Morpion Layers s’est arrêté le %1 sans enregistrer %2, issue de %3.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The copy is damaged (%1): moves may be missing.</source>
            <translation>La copie est endommagée (%1) : des coups peuvent manquer.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>It was kept in %1 because %2 could not take it: %3.</source>
            <translation>Elle a été gardée dans %1 parce que %2 ne pouvait pas la recevoir : %3.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Restore Unsaved Work</source>
            <translation>Restaurer le travail non enregistré</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Restore puts it on the board as one step that can be undone; it is not saved until you save it.</source>
            <translation>« Restaurer » la remet sur le plateau en une étape qu’on peut annuler ; elle n’est enregistrée que lorsque vous l’enregistrez.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Restore</source>
            <translation>&amp;Restaurer</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Discard</source>
            <translation>&amp;Abandonner</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Keep for &amp;Later</source>
            <translation>Garder pour &amp;plus tard</translation>
        </message>
        <message>
            <location line="+15" />
            <source>Restore unsaved work</source>
            <translation>Restaurer le travail non enregistré</translation>
        </message>
        <message>
            <location filename="../app/gui/document/AutosaveCopy.cpp" line="+82" />
            <source>it is larger than any copy of a grid</source>
            <translation>il est plus grand que toute copie d’une grille</translation>
        </message>
        <message>
            <location line="+9" />
            <source>it is empty</source>
            <translation>il est vide</translation>
        </message>
        <message>
            <location line="+1" />
            <source>it is not a copy this program can read</source>
            <translation>ce n’est pas une copie que ce programme sait lire</translation>
        </message>
        <message>
            <location filename="../app/gui/document/Autosave.cpp" line="-271" />
            <source>it is a symbolic link, not a folder of yours</source>
            <translation>c’est un lien symbolique, pas un dossier à vous</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it is not a folder</source>
            <translation>ce n’est pas un dossier</translation>
        </message>
        <message>
            <location line="+2" />
            <source>it belongs to another user</source>
            <translation>il appartient à un autre utilisateur</translation>
        </message>
        <message>
            <location line="+2" />
            <source>other users can write in it</source>
            <translation>d’autres utilisateurs peuvent y écrire</translation>
        </message>
        <message>
            <location line="+201" />
            <source>Copies of unsaved work in %1 are not read: %2.</source>
            <translation>Les copies du travail non enregistré dans %1 ne sont pas lues : %2.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardDescription</name>
        <message>
            <location filename="../app/gui/board/BoardDescription.cpp" line="+12" />
            <source>%1 grid, score %2, finished.</source>
            <translation>Grille %1, score %2, terminée.</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%1 grid, score %2, %n legal move(s).</source>
            <translation>
                <numerusform>Grille %1, score %2, %n coup légal.</numerusform>
                <numerusform>Grille %1, score %2, %n coups légaux.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+8" />
            <source>In play: %n move(s) played by hand, every legal move can be played.</source>
            <translation>
                <numerusform>En jeu : %n coup joué à la main, tout coup légal peut être joué.</numerusform>
                <numerusform>En jeu : %n coups joués à la main, tout coup légal peut être joué.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>Layer %1 of %2: %3 taken, %4 not taken, %5 legal but left untaken in an earlier layer.</source>
            <extracomment>"taken": played in this layer (bit 1 of the layer code), not selected in the interface.</extracomment>
            <translation>Couche %1 sur %2 : %3 jouées, %4 non jouées, %5 légales mais laissées de côté dans une couche précédente.</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Layer %1 of %2.</source>
            <translation>Couche %1 sur %2.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>(%1, %2): no legal move.</source>
            <translation>(%1, %2) : aucun coup légal.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>(%1, %2): Enter plays %3.</source>
            <translation>(%1, %2) : Entrée joue %3.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>(%1, %2): %3 lines, Enter plays line %4, %5; Tab: next line.</source>
            <translation>(%1, %2) : %3 lignes, Entrée joue la ligne %4, %5 ; Tab : ligne suivante.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardPrinter</name>
        <message>
            <location filename="../app/gui/files/BoardPrinter.cpp" line="+24" />
            <source>Morpion Solitaire grid</source>
            <translation>Grille de Morpion solitaire</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Print…</source>
            <translation>&amp;Imprimer…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Print the grid as File &gt; Export Picture draws it</source>
            <translation>Imprimer la grille telle que Fichier &gt; Exporter l’image la dessine</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Print Pre&amp;view…</source>
            <translation>&amp;Aperçu avant impression…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Page Set&amp;up…</source>
            <translation>Mise en &amp;page…</translation>
        </message>
        <message>
            <location line="+29" />
            <source>Print Grid</source>
            <translation>Imprimer la grille</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Print Preview</source>
            <translation>Aperçu avant impression</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardView</name>
        <message>
            <location filename="../app/gui/board/BoardView.cpp" line="+258" />
            <location line="+136" />
            <source>Legend</source>
            <translation>Légende</translation>
        </message>
        <message>
            <location line="-126" />
            <source>Board, cursor at %1</source>
            <translation>Plateau, curseur en %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cursor at %1</source>
            <translation>Curseur en %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Board</source>
            <translation>Plateau</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Enter: play with the keyboard. Left and right arrows: previous and next layer.</source>
            <translation>Entrée : jouer au clavier. Flèches gauche et droite : couche précédente et suivante.</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardViewInput.cpp" line="+138" />
            <source>No playable point further in that direction.</source>
            <translation>Aucun point jouable plus loin dans cette direction.</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Keyboard play ended. Enter starts it again; ←/→ step layers.</source>
            <translation>Jeu au clavier terminé. Entrée le reprend ; ←/→ changent de couche.</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardView.cpp" line="+143" />
            <source>Tab: next line · Enter: play · Esc: end keyboard play</source>
            <translation>Tab : ligne suivante · Entrée : jouer · Échap : fin du jeu au clavier</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Tab or wheel: next line · click: play · Esc: cancel</source>
            <translation>Tab ou molette : ligne suivante · clic : jouer · Échap : annuler</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 lines through (%2, %3), showing %4 — %5</source>
            <translation>%1 lignes passent par (%2, %3), ligne %4 affichée — %5</translation>
        </message>
        <message>
            <location filename="../app/gui/board/BoardViewInput.cpp" line="+197" />
            <source>Keyboard play: arrows move, Shift+arrows jump to a playable point, Enter plays, Tab: next line, Esc: end. Ctrl+←/→, PgUp/PgDn: layers.</source>
            <translation>Jeu au clavier : les flèches déplacent, Maj+flèches sautent au point jouable suivant, Entrée joue, Tab : ligne suivante, Échap : fin. Ctrl+←/→, PgPréc/PgSuiv : couches.</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Board: ←/→ step layers, Enter plays with the keyboard.</source>
            <translation>Plateau : ←/→ changent de couche, Entrée joue au clavier.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CodeBar</name>
        <message>
            <location filename="../app/gui/panels/CodeBar.cpp" line="+40" />
            <source>The layer code of the grid: the set of its moves</source>
            <translation>Le code de couches de la grille : l’ensemble de ses coups</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The game number: the moves in their exact order</source>
            <translation>Le numéro de partie : les coups dans leur ordre exact</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the layer code</source>
            <translation>Copier le code de couches</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the game number</source>
            <translation>Copier le numéro de partie</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Paste a layer code, a game number or a move list, then press Enter</source>
            <translation>Collez un code de couches, un numéro de partie ou une liste de coups, puis appuyez sur Entrée</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Read codes as this variant (a prefix such as 5D: in the text wins)</source>
            <translation>Lire les codes dans cette variante (un préfixe comme 5D: dans le texte l’emporte)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open</source>
            <translation>Ouvrir</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the code typed on the left</source>
            <translation>Ouvrir le code saisi à gauche</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Variant of the code</source>
            <translation>Variante du code</translation>
        </message>
        <message>
            <location line="-37" />
            <source>Codes</source>
            <translation>Codes</translation>
        </message>
        <message>
            <location line="+46" />
            <source>Layer code:</source>
            <translation>Code de couches :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Game number:</source>
            <translation>Numéro de partie :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open code:</source>
            <translation>Ouvrir un code :</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Copy &amp;Layer Code</source>
            <translation>Copier le code de co&amp;uches</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy &amp;Game Number</source>
            <translation>Copier le &amp;numéro de partie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open &amp;Code…</source>
            <translation>&amp;Ouvrir un code…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Layer code copied</source>
            <translation>Code de couches copié</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Game number copied</source>
            <translation>Numéro de partie copié</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionActions</name>
        <message>
            <location filename="../app/gui/collection/CollectionActions.cpp" line="+24" />
            <source>Open &amp;Collection…</source>
            <translation>Ouvrir une &amp;collection…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>List the grids of a text file of codes, with thumbnails, duplicates and problems</source>
            <translation>Lister les grilles d’un fichier texte de codes, avec vignettes, doublons et problèmes</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open Collection &amp;Folder…</source>
            <translation>Ouvrir un &amp;dossier comme collection…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)</source>
            <extracomment>"record files": files that hold a grid (MSR, Pentasol), not world records.</extracomment>
            <translation>Lister les grilles d’un dossier de fichiers d’enregistrement (Pentasol, MSR, images avec leur grille)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Paste as Collec&amp;tion</source>
            <translation>Coller comme co&amp;llection</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Open Collection</source>
            <translation>Ouvrir une collection</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Texts with codes (*.txt *.log *.md *.csv);;All files (*)</source>
            <translation>Textes avec des codes (*.txt *.log *.md *.csv);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Open Collection Folder</source>
            <translation>Ouvrir un dossier comme collection</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Collection: %1.</source>
            <extracomment>%1: what the collection panel's summary says, "codes without a variant read as 5T; 3 of them also decode as 5D".</extracomment>
            <translation>Collection : %1.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Read All as %1</source>
            <translation>Tout lire comme %1</translation>
        </message>
        <message>
            <location line="+36" />
            <source>The clipboard holds no text to open.</source>
            <translation>Le presse-papiers ne contient aucun texte à ouvrir.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>the clipboard</source>
            <translation>le presse-papiers</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Open %1 from the collection</source>
            <translation>Ouvrir %1 de la collection</translation>
        </message>
        <message>
            <location line="+2" />
            <source>#%1, %2: %3 %4 moves</source>
            <translation>n° %1, %2 : %3, %4 coups</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionLoader</name>
        <message>
            <location filename="../app/gui/collection/CollectionData.cpp" line="+16" />
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+149" />
            <source>line %1</source>
            <extracomment>A line of the text file read as a collection, not a line of the game.</extracomment>
            <translation>ligne %1</translation>
        </message>
        <message>
            <location line="+3" />
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+1" />
            <source>%1, line %2</source>
            <extracomment>%1 is a file name; a line of that text file, not a line of the game.</extracomment>
            <translation>%1, ligne %2</translation>
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
            <translation>codes sans variante lus comme %1</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n of them also decode as %1</source>
            <translation>
                <numerusform>%n d’entre eux se décode aussi comme %1</numerusform>
                <numerusform>%n d’entre eux se décodent aussi comme %1</numerusform>
            </translation>
        </message>
        <message>
            <location line="+27" />
            <source>The folder %1 does not exist.</source>
            <translation>Le dossier %1 n’existe pas.</translation>
        </message>
        <message>
            <location line="+144" />
            <source>Cannot open %1: %2.</source>
            <translation>Impossible d’ouvrir %1 : %2.</translation>
        </message>
        <message>
            <location line="-19" />
            <source>The text is too large to read as a collection (%1 MB; at most %2 MB).</source>
            <translation>Le texte est trop gros pour être lu comme collection (%1 Mo ; au plus %2 Mo).</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionModel</name>
        <message>
            <location filename="../app/gui/collection/CollectionModel.cpp" line="+68" />
            <source>Grid</source>
            <translation>Grille</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Found at</source>
            <translation>Trouvée à</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Score</source>
            <translation>Score</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Variant</source>
            <translation>Variante</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layers</source>
            <translation>Couches</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Length</source>
            <translation>Longueur</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Same grid</source>
            <translation>Même grille</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Same points</source>
            <translation>Mêmes points</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Where the grid was found: a line of the text, or a file of the folder</source>
            <translation>Où la grille a été trouvée : une ligne du texte ou un fichier du dossier</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layers that take at least one move</source>
            <translation>Couches qui prennent au moins un coup</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Characters of the layer code</source>
            <translation>Caractères du code de couches</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rows with the same grid up to rotation and reflection share a group, named by its first row</source>
            <translation>Les lignes qui ont la même grille, à rotation et symétrie près, forment un groupe nommé d’après sa première ligne</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Rows with the same points up to rotation and reflection, whatever their lines, share a group</source>
            <translation>Les lignes qui ont les mêmes points, à rotation et symétrie près, quels que soient leurs traits, forment un groupe</translation>
        </message>
        <message>
            <location line="+30" />
            <location line="+3" />
            <source>#%1 (×%2)</source>
            <translation>n° %1 (×%2)</translation>
        </message>
        <message numerus="yes">
            <location line="+22" />
            <source>%n other row(s) hold this grid, rotated or mirrored</source>
            <translation>
                <numerusform>%n autre ligne contient cette grille, tournée ou retournée</numerusform>
                <numerusform>%n autres lignes contiennent cette grille, tournée ou retournée</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same grid as row #%1, up to rotation and reflection</source>
            <translation>La même grille que la ligne n° %1, à rotation et symétrie près</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>%n other row(s) have these points (up to symmetry), some with other lines</source>
            <translation>
                <numerusform>%n autre ligne a ces points (à symétrie près), avec d’autres traits</numerusform>
                <numerusform>%n autres lignes ont ces points (à symétrie près), certaines avec d’autres traits</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>The same points as row #%1, up to rotation and reflection</source>
            <translation>Les mêmes points que la ligne n° %1, à rotation et symétrie près</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionPanel</name>
        <message>
            <location filename="../app/gui/collection/CollectionPanel.cpp" line="+43" />
            <source>The grid of the row picked is shown here; Enter or a double-click opens it.</source>
            <translation>La grille de la ligne choisie s’affiche ici ; Entrée ou un double-clic l’ouvre.</translation>
        </message>
        <message>
            <location line="+38" />
            <source>All variants</source>
            <translation>Toutes les variantes</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Show only the grids of one variant</source>
            <translation>N’afficher que les grilles d’une variante</translation>
        </message>
        <message>
            <location line="-29" />
            <source>Collection panel</source>
            <translation>Panneau Collection</translation>
        </message>
        <message>
            <location line="+33" />
            <source>Score ≥ </source>
            <translation>Score ≥ </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show only the grids with at least this score</source>
            <translation>N’afficher que les grilles d’au moins ce score</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Filter by code or text</source>
            <translation>Filtrer par code ou texte</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Show only the rows whose code, place or line holds this text</source>
            <translation>N’afficher que les lignes dont le code, l’emplacement ou la ligne contient ce texte</translation>
        </message>
        <message>
            <location line="+39" />
            <source>Preview of the row picked</source>
            <translation>Aperçu de la ligne choisie</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid of the row picked, not opened: the open grid does not change. Enter or a double-click opens it as one undo step.</source>
            <translation>La grille de la ligne choisie, non ouverte : la grille ouverte ne change pas. Entrée ou un double-clic l’ouvre en une seule étape d’annulation.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Open a collection: File &gt; Open Collection…, or paste a list of codes with Edit &gt; Paste as Collection.</source>
            <translation>Ouvrez une collection : Fichier &gt; Ouvrir une collection…, ou collez une liste de codes avec Édition &gt; Coller comme collection.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%v of %m</source>
            <translation>%v sur %m</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Cancel</source>
            <translation>Annuler</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop reading; the grids read so far stay</source>
            <translation>Arrêter la lecture ; les grilles déjà lues restent</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Sorting…</source>
            <translation>Tri en cours…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The list is being sorted and filtered; it stays usable meanwhile</source>
            <translation>La liste est en cours de tri et de filtrage ; elle reste utilisable pendant ce temps</translation>
        </message>
        <message>
            <location line="+61" />
            <source>&amp;Open</source>
            <translation>&amp;Ouvrir</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Compare with the Open Grid</source>
            <translation>&amp;Comparer avec la grille ouverte</translation>
        </message>
        <message>
            <location line="+34" />
            <source>#%1, %2: %3 %4 moves · Enter opens it</source>
            <translation>n° %1, %2 : %3, %4 coups · Entrée l’ouvre</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Reading…</source>
            <translation>Lecture…</translation>
        </message>
        <message numerus="yes">
            <location line="+47" />
            <source>%n grid(s)</source>
            <translation>
                <numerusform>%n grille</numerusform>
                <numerusform>%n grilles</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n problem(s)</source>
            <translation>
                <numerusform>%n problème</numerusform>
                <numerusform>%n problèmes</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n group(s) of the same grid</source>
            <translation>
                <numerusform>%n groupe de la même grille</numerusform>
                <numerusform>%n groupes de la même grille</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n group(s) of the same points with other lines</source>
            <translation>
                <numerusform>%n groupe des mêmes points avec d’autres traits</numerusform>
                <numerusform>%n groupes des mêmes points avec d’autres traits</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n line(s) without a code</source>
            <translation>
                <numerusform>%n ligne sans code</numerusform>
                <numerusform>%n lignes sans code</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n other file(s) skipped</source>
            <translation>
                <numerusform>%n autre fichier ignoré</numerusform>
                <numerusform>%n autres fichiers ignorés</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1: %2</source>
            <translation>%1 : %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>(%1 s)</source>
            <translation>(%1 s)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Cancelled; what was read so far: %1</source>
            <translation>Annulé ; ce qui a été lu : %1</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Not read (%n):</source>
            <translation>
                <numerusform>Non lu (%n) :</numerusform>
                <numerusform>Non lus (%n) :</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+12" />
            <source>%1 of %n grid(s) shown · %2</source>
            <translation>
                <numerusform>%1 grille affichée sur %n · %2</numerusform>
                <numerusform>%1 grilles affichées sur %n · %2</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionProblemModel</name>
        <message>
            <location filename="../app/gui/collection/CollectionProblemModel.cpp" line="+36" />
            <source>Found at</source>
            <translation>Trouvée à</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Code</source>
            <translation>Code</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Why it was not read</source>
            <translation>Pourquoi ce n’a pas été lu</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CompareDialog</name>
        <message>
            <location filename="../app/gui/compare/CompareDialog.cpp" line="+25" />
            <source>Compare With</source>
            <translation>Comparer avec</translation>
        </message>
        <message>
            <location line="+38" />
            <source>A &amp;layer code, game number, move list or record:</source>
            <translation>&amp;Un code de couches, un numéro de partie, une liste de coups ou un record :</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Grid to compare with</source>
            <translation>Grille à comparer</translation>
        </message>
        <message>
            <location line="+10" />
            <source>A &amp;file:</source>
            <translation>Un &amp;fichier :</translation>
        </message>
        <message>
            <location line="+2" />
            <source>File to compare with</source>
            <translation>Fichier à comparer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The path of a grid file</source>
            <translation>Le chemin d’un fichier de grille</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Browse…</source>
            <translation>&amp;Parcourir…</translation>
        </message>
        <message numerus="yes">
            <location line="+14" />
            <source>Grid &amp;number of the collection (%1, %n grid(s)):</source>
            <translation>
                <numerusform>&amp;Numéro de grille dans la collection (%1, %n grille) :</numerusform>
                <numerusform>&amp;Numéro de grille dans la collection (%1, %n grilles) :</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>Grid number in the collection</source>
            <translation>Numéro de grille dans la collection</translation>
        </message>
        <message>
            <location line="-58" />
            <source>&amp;Compare</source>
            <translation>&amp;Comparer</translation>
        </message>
        <message>
            <location line="+132" />
            <source>%1, %2 moves, %3</source>
            <translation>%1, %2 coups, %3</translation>
        </message>
        <message>
            <location line="+26" />
            <source>Compare With a File</source>
            <translation>Comparer avec un fichier</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::Document</name>
        <message>
            <location filename="../app/gui/document/Document.cpp" line="+100" />
            <location line="+183" />
            <source>New %1 game</source>
            <translation>Nouvelle partie %1</translation>
        </message>
        <message numerus="yes">
            <location line="-182" />
            <source>%1 grid, %n move(s)</source>
            <translation>
                <numerusform>Grille %1, %n coup</numerusform>
                <numerusform>Grille %1, %n coups</numerusform>
            </translation>
        </message>
        <message>
            <location line="+18" />
            <source>grid-%1</source>
            <translation>grille-%1</translation>
        </message>
        <message>
            <location line="+51" />
            <source>Analyse Game</source>
            <translation>Analyser la partie</translation>
        </message>
        <message>
            <location filename="../app/gui/document/PlayMoveCommand.cpp" line="+9" />
            <source>Play %1</source>
            <translation>Jouer %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::EditGridInfoCommand</name>
        <message>
            <location filename="../app/gui/document/EditGridInfoCommand.cpp" line="+8" />
            <source>Edit %1</source>
            <translation>Modifier le champ « %1 »</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ExportDialog</name>
        <message>
            <location filename="../app/gui/files/ExportDialog.cpp" line="+55" />
            <location line="+176" />
            <location line="+12" />
            <source>Export Picture</source>
            <translation>Exporter l’image</translation>
        </message>
        <message>
            <location line="-157" />
            <source>As on screen</source>
            <translation>Comme à l’écran</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Clean print style</source>
            <translation>Style d’impression épuré</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Move &amp;numbers</source>
            <translation>&amp;Numéros des coups</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Highlight layer %1</source>
            <translation>&amp;Mettre en évidence la couche %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Legend</source>
            <translation>&amp;Légende</translation>
        </message>
        <message>
            <location line="+5" />
            <source> px</source>
            <translation> px</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Width of a PNG in pixels, of an SVG or PDF in points</source>
            <translation>Largeur d’un PNG en pixels, d’un SVG ou d’un PDF en points</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A4</source>
            <translation>A4</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Letter</source>
            <translation>Lettre US</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Fit the picture, with a margin</source>
            <translation>Ajustée à l’image, avec une marge</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The page of a PDF or SVG: the picture is scaled to the paper, or the page fits the picture at its width</source>
            <translation>La page d’un PDF ou d’un SVG : l’image est mise à l’échelle du papier, ou la page s’ajuste à l’image sur sa largeur</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Capt&amp;ion line: author, variant, score and code</source>
            <translation>L&amp;igne de légende : auteur, variante, score et code</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A line under the grid: %1</source>
            <translation>Une ligne sous la grille : %1</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Look:</source>
            <translation>Aspect :</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Width:</source>
            <translation>Largeur :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>PDF/SVG &amp;page:</source>
            <translation>&amp;Page PDF/SVG :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Size:</source>
            <translation>Taille :</translation>
        </message>
        <message>
            <location line="-73" />
            <source>&amp;Save As…</source>
            <translation>&amp;Enregistrer sous…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Copy Picture</source>
            <translation>&amp;Copier l’image</translation>
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
            <translation>PNG %1 × %2 px ; page PDF/SVG %3 × %4 mm</translation>
        </message>
        <message>
            <location line="+41" />
            <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
            <translation>Image PNG (*.png);;Dessin SVG (*.svg);;Document PDF (*.pdf)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::FamousGridsMenu</name>
        <message>
            <location filename="../app/gui/files/FamousGridsMenu.cpp" line="+13" />
            <source>Famous &amp;Grids</source>
            <translation>&amp;Grilles célèbres</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The built-in list does not read: %1</source>
            <translation>La liste intégrée ne se lit pas : %1</translation>
        </message>
        <message>
            <location line="+6" />
            <source>%1 %2 moves — %3</source>
            <translation>%1, %2 coups — %3</translation>
        </message>
        <message>
            <location line="+26" />
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location line="+19" />
            <source>%1 — %2: %3</source>
            <translation>%1 — %2 : %3</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 — %2, %3: %4</source>
            <translation>%1 — %2, %3 : %4</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::FileActions</name>
        <message>
            <location filename="../app/gui/files/FileActions.cpp" line="+65" />
            <source>&amp;Open…</source>
            <translation>&amp;Ouvrir…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open a grid file (MSR JSON, Pentasol, a code or a move list)</source>
            <translation>Ouvrir un fichier de grille (MSR JSON, Pentasol, un code ou une liste de coups)</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+29" />
            <source>&amp;Save</source>
            <translation>&amp;Enregistrer</translation>
        </message>
        <message>
            <location line="-27" />
            <source>Save &amp;As…</source>
            <translation>Enregistrer &amp;sous…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open &amp;Recent</source>
            <translation>Fichiers &amp;récents</translation>
        </message>
        <message>
            <location line="+16" />
            <source>The game's analysis is not saved (it is kept in the grid's file). Save it first?</source>
            <translation>L’analyse de la partie n’est pas enregistrée (elle l’est dans le fichier de la grille). L’enregistrer d’abord ?</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The grid has changes that are not saved, the game's analysis among them. Save them first?</source>
            <translation>La grille a des modifications non enregistrées, dont l’analyse de la partie. Les enregistrer d’abord ?</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Unsaved Grid</source>
            <translation>Grille non enregistrée</translation>
        </message>
        <message>
            <location line="-2" />
            <source>The grid has changes that are not saved. Save them first?</source>
            <translation>La grille a des modifications non enregistrées. Les enregistrer d’abord ?</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Open Grid</source>
            <translation>Ouvrir une grille</translation>
        </message>
        <message>
            <location line="-62" />
            <source>Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)</source>
            <translation>Grilles (*.json *.msr *.txt *.ms1 *.png *.svg);;Enregistrements MSR (*.json *.msr);;Fichiers Pentasol (*.txt);;Texte MS1 (*.txt *.ms1);;Images avec leur grille (*.png *.svg);;Tous les fichiers (*)</translation>
        </message>
        <message>
            <location line="+98" />
            <source>%1 was not reopened: it is no longer there</source>
            <translation>%1 n’a pas été rouvert : le fichier n’existe plus</translation>
        </message>
        <message>
            <location line="+5" />
            <source>%1 was not reopened: %2</source>
            <translation>%1 n’a pas été rouvert : %2</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Cannot open %1: %2</source>
            <translation>Impossible d’ouvrir %1 : %2</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Cannot open %1: %2.</source>
            <translation>Impossible d’ouvrir %1 : %2.</translation>
        </message>
        <message>
            <location line="-105" />
            <source>&amp;New Game</source>
            <translation>&amp;Nouvelle partie</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 game</source>
            <translation>Partie %1</translation>
        </message>
        <message>
            <location line="+38" />
            <source>&amp;Discard</source>
            <translation>&amp;Ne pas enregistrer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Cancel</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <location line="+68" />
            <source>Open %1</source>
            <translation>Ouvrir %1</translation>
        </message>
        <message>
            <location line="+22" />
            <source>Save Grid</source>
            <translation>Enregistrer la grille</translation>
        </message>
        <message>
            <location line="+1" />
            <source>MSR record (*.msr.json);;Pentasol file (*.pentasol.txt);;MS1 text, the compact MSR record (*.ms1)</source>
            <translation>Enregistrement MSR (*.msr.json);;Fichier Pentasol (*.pentasol.txt);;Texte MS1, l’enregistrement MSR compact (*.ms1)</translation>
        </message>
        <message>
            <location line="+38" />
            <location line="+6" />
            <source>Cannot save %1: %2</source>
            <translation>Impossible d’enregistrer %1 : %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Saved %1</source>
            <translation>%1 enregistré</translation>
        </message>
        <message>
            <location line="+29" />
            <source>&amp;Clear List</source>
            <translation>&amp;Vider la liste</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridClipboard</name>
        <message>
            <location filename="../app/gui/files/GridClipboard.cpp" line="+40" />
            <source>The clipboard is empty.</source>
            <translation>Le presse-papiers est vide.</translation>
        </message>
        <message>
            <location line="+18" />
            <source>The clipboard holds a picture without a grid in it: only pictures that Morpion Layers saved or copied carry their grid.</source>
            <translation>Le presse-papiers contient une image sans grille : seules les images enregistrées ou copiées par Morpion Layers portent leur grille.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The clipboard holds no text to open.</source>
            <translation>Le presse-papiers ne contient aucun texte à ouvrir.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridCompare</name>
        <message>
            <location filename="../app/gui/compare/GridCompare.cpp" line="+28" />
            <source>Co&amp;mpare With…</source>
            <translation>Co&amp;mparer avec…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Draw another grid over this one: the moves both have, and the moves each has alone</source>
            <translation>Dessiner une autre grille par-dessus celle-ci : les coups qu’elles ont en commun et ceux propres à chacune</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;End Comparison</source>
            <translation>&amp;Fin de la comparaison</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop drawing the other grid over this one</source>
            <translation>Ne plus dessiner l’autre grille sur celle-ci</translation>
        </message>
        <message>
            <location line="+57" />
            <source>Cannot read %1 to compare with: %2</source>
            <translation>Impossible de lire %1 pour comparer : %2</translation>
        </message>
        <message>
            <location line="+16" />
            <source>That is a %1 grid; the open grid is %2</source>
            <translation>C’est une grille %1 ; la grille ouverte est une grille %2</translation>
        </message>
        <message>
            <location line="+57" />
            <source> · %1 moves in both, %2 only played, %3 only in the better line</source>
            <translation> · %1 coups dans les deux, %2 seulement joués, %3 seulement dans la meilleure suite</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Comparing: %1 moves in both, %2 only in this grid, %3 only in the other</source>
            <translation>Comparaison : %1 coups en commun, %2 seulement dans cette grille, %3 seulement dans l’autre</translation>
        </message>
        <message>
            <location line="+5" />
            <source> · the grids are the same</source>
            <translation> · les grilles sont identiques</translation>
        </message>
        <message>
            <location line="+2" />
            <source> · the other grid is this one transformed: %1</source>
            <translation> · l’autre grille est celle-ci transformée : %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the same points, with other lines</source>
            <translation> · les mêmes points, avec d’autres traits</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the other grid seen through “%1”, where the two have the most moves in common</source>
            <extracomment>%1: a command of the Transform menu without its access key, such as "Flip Left–Right".</extracomment>
            <translation> · l’autre grille vue par « %1 », où les deux ont le plus de coups en commun</translation>
        </message>
        <message>
            <location line="+3" />
            <source> · the other grid as it is</source>
            <translation> · l’autre grille telle quelle</translation>
        </message>
        <message>
            <location line="-24" />
            <location line="+25" />
            <source> · Esc leaves the comparison</source>
            <translation> · Échap quitte la comparaison</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Align the Other Grid</source>
            <translation>Aligner l’autre grille</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Compare As It Is</source>
            <translation>Comparer telle quelle</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridEditActions</name>
        <message>
            <location filename="../app/gui/edit/GridEditActions.cpp" line="+25" />
            <source>Remo&amp;ve Move</source>
            <translation>&amp;Supprimer le coup</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Remove the move under the pointer (or the one picked in the layer panel) with every move that needs it</source>
            <translation>Supprimer le coup sous le pointeur (ou celui choisi dans le panneau Couche) avec tous les coups qui en dépendent</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The move picked in the layer panel is not in the grid, so there is nothing to remove</source>
            <translation>Le coup choisi dans le panneau Couche n’est pas dans la grille : il n’y a rien à supprimer</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Point at a move on the board, or pick one in the layer panel, to remove it</source>
            <translation>Pointez un coup sur le plateau, ou choisissez-en un dans le panneau Couche, pour le supprimer</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Remove move %1</source>
            <translation>Supprimer le coup %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Removed move %1</source>
            <translation>Coup %1 supprimé</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Removed move %1 and the %n move(s) that need it</source>
            <translation>
                <numerusform>Coup %1 supprimé, avec %n coup qui en dépend</numerusform>
                <numerusform>Coup %1 supprimé, avec les %n coups qui en dépendent</numerusform>
            </translation>
        </message>
        <message>
            <location line="+10" />
            <source>No move has its point in (%1, %2)–(%3, %4)</source>
            <translation>Aucun coup n’a son point dans (%1, %2)–(%3, %4)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Remove region</source>
            <translation>Supprimer la zone</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Removed %n move(s) from the region and what needs them</source>
            <translation>
                <numerusform>%n coup supprimé dans la zone, avec ce qui en dépend</numerusform>
                <numerusform>%n coups supprimés dans la zone, avec ce qui en dépend</numerusform>
            </translation>
        </message>
        <message>
            <location line="+9" />
            <source>Take back to move %1</source>
            <translation>Revenir au coup %1</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <location line="+10" />
            <source>Took back %n move(s)</source>
            <translation>
                <numerusform>%n coup repris</numerusform>
                <numerusform>%n coups repris</numerusform>
            </translation>
        </message>
        <message>
            <location line="-1" />
            <source>Take back to layer %1</source>
            <translation>Revenir à la couche %1</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Take this one instead</source>
            <translation>Jouer ce coup à la place</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Took the move, removed %n move(s) in its way and what needs them</source>
            <translation>
                <numerusform>Coup joué ; %n coup qui le gênait supprimé, avec ce qui en dépend</numerusform>
                <numerusform>Coup joué ; %n coups qui le gênaient supprimés, avec ce qui en dépend</numerusform>
            </translation>
        </message>
        <message>
            <location line="+11" />
            <source>Take %1 Instead</source>
            <translation>Jouer %1 à la place</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Take This One Instead and Remove %n Move(s)</source>
            <translation>
                <numerusform>Jouer ce coup à la place et supprimer %n coup</numerusform>
                <numerusform>Jouer ce coup à la place et supprimer %n coups</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Take %1 Instead and Remove %n Move(s)</source>
            <translation>
                <numerusform>Jouer %1 à la place et supprimer %n coup</numerusform>
                <numerusform>Jouer %1 à la place et supprimer %n coups</numerusform>
            </translation>
        </message>
        <message>
            <location line="+19" />
            <location line="+19" />
            <source>Remove Move %1</source>
            <translation>Supprimer le coup %1</translation>
        </message>
        <message numerus="yes">
            <location line="-18" />
            <source>Remove Move %1 and the %n Move(s) That Need It</source>
            <translation>
                <numerusform>Supprimer le coup %1 et %n coup qui en dépend</numerusform>
                <numerusform>Supprimer le coup %1 et les %n coups qui en dépendent</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Take Back to Move %1</source>
            <translation>Revenir au coup %1</translation>
        </message>
        <message>
            <location line="+3" />
            <location line="+21" />
            <source>Take Back to Layer %1</source>
            <translation>Revenir à la couche %1</translation>
        </message>
        <message>
            <location line="-7" />
            <source>Take Back to Here</source>
            <translation>Revenir jusqu’ici</translation>
        </message>
        <message>
            <location line="-41" />
            <source>Take This One Instead</source>
            <translation>Jouer ce coup à la place</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridInfoPanel</name>
        <message>
            <location filename="../app/gui/panels/GridInfoPanel.cpp" line="+77" />
            <source>Grid Information</source>
            <translation>Informations sur la grille</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Title:</source>
            <translation>Titre :</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Author:</source>
            <translation>Auteur :</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Source:</source>
            <translation>Source :</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Date:</source>
            <translation>Date :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Comment:</source>
            <translation>Commentaire :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>What the grid is called</source>
            <translation>Le nom de la grille</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Who found it</source>
            <translation>Qui l’a trouvée</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Where it was published</source>
            <translation>Où elle a été publiée</translation>
        </message>
        <message>
            <location line="+0" />
            <source>When, e.g. 2011-08</source>
            <translation>Quand, p. ex. 2011-08</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Anything worth keeping with the grid</source>
            <translation>Tout ce qui mérite d’être gardé avec la grille</translation>
        </message>
        <message>
            <location line="+21" />
            <source>Title</source>
            <translation>Titre</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Author</source>
            <translation>Auteur</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Source</source>
            <translation>Source</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Date</source>
            <translation>Date</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Comment</source>
            <translation>Commentaire</translation>
        </message>
        <message>
            <location line="+14" />
            <source>%1 grid of %2 moves</source>
            <translation>grille %1 de %2 coups</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 by %2</source>
            <translation>%1 par %2</translation>
        </message>
        <message numerus="yes">
            <location line="+36" />
            <source>%1 · %n move(s) · %2</source>
            <translation>
                <numerusform>%1 · %n coup · %2</numerusform>
                <numerusform>%1 · %n coups · %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n layer(s)</source>
            <translation>
                <numerusform>%n couche</numerusform>
                <numerusform>%n couches</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>unfinished, %n legal move(s) left</source>
            <translation>
                <numerusform>inachevée, %n coup légal restant</numerusform>
                <numerusform>inachevée, %n coups légaux restants</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>Based on %1</source>
            <translation>D’après %1</translation>
        </message>
        <message>
            <location line="+9" />
            <source>the game's analysis, shown in the Analysis panel</source>
            <translation>l’analyse de la partie, montrée dans le panneau d’analyse</translation>
        </message>
        <message>
            <location line="+2" />
            <source>an analysis of another game, dropped when saved</source>
            <translation>une analyse d’une autre partie, abandonnée à l’enregistrement</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Other fields of the record (kept when saved):</source>
            <translation>Autres champs de l’enregistrement (conservés à la sauvegarde) :</translation>
        </message>
        <message>
            <location line="-6" />
            <source>an analysis that does not read (%1), kept as it is</source>
            <translation>une analyse illisible (%1), gardée telle quelle</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridOpener</name>
        <message>
            <location filename="../app/gui/files/GridOpener.cpp" line="+22" />
            <source>&amp;Paste Code</source>
            <translation>&amp;Coller un code</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the layer code, game number or move list on the clipboard</source>
            <translation>Ouvrir le code de couches, le numéro de partie ou la liste de coups du presse-papiers</translation>
        </message>
        <message>
            <location line="+65" />
            <source>Open %1</source>
            <translation>Ouvrir %1</translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>Opened (%1): %2 %3 moves in %n layer(s)</source>
            <translation>
                <numerusform>Ouvert (%1) : %2, %3 coups en %n couche</numerusform>
                <numerusform>Ouvert (%1) : %2, %3 coups en %n couches</numerusform>
            </translation>
        </message>
        <message>
            <location line="+11" />
            <location line="+16" />
            <source>the pasted text</source>
            <translation>le texte collé</translation>
        </message>
        <message>
            <location line="-13" />
            <source>The text holds %1 characters, too many for one grid: it is read as a collection of codes.</source>
            <translation>Le texte contient %1 caractères, trop pour une seule grille : il est lu comme une collection de codes.</translation>
        </message>
        <message>
            <location line="+14" />
            <source>The text holds several codes: they are listed in the collection panel.</source>
            <translation>Le texte contient plusieurs codes : ils sont listés dans le panneau Collection.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridTransformActions</name>
        <message>
            <location filename="../app/gui/edit/GridTransformActions.cpp" line="+19" />
            <source>&amp;Rotate / Flip Grid</source>
            <translation>&amp;Tourner / retourner la grille</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Changes the grid and its codes; Undo turns it back</source>
            <translation>Change la grille et ses codes ; Annuler la remet</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Canonical Orient&amp;ation</source>
            <translation>Orientation &amp;canonique</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Turn the grid so that its layer code is its canonical code, the smallest of its 8 images</source>
            <translation>Tourner la grille pour que son code de couches soit son code canonique, le plus petit de ses 8 images</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy Ca&amp;nonical Code</source>
            <translation>Copier le code canoni&amp;que</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the smallest layer code over the 8 rotations and mirror images of the grid, the same for every image: a name for the grid up to symmetry</source>
            <translation>Copier le plus petit code de couches des 8 rotations et images miroir de la grille, le même pour chaque image : un nom de la grille à symétrie près</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&amp;Unchanged</source>
            <translation>&amp;Inchangée</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip &amp;Left–Right</source>
            <translation>Retourner &amp;gauche–droite</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip &amp;Top–Bottom</source>
            <translation>Retourner ha&amp;ut–bas</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate &amp;180°</source>
            <translation>Tourner de &amp;180°</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip Along the &amp;Main Diagonal</source>
            <translation>Retourner selon la diagonale &amp;principale</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate 90° &amp;Clockwise</source>
            <translation>Tourner de 90° en sens &amp;horaire</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Rotate 90° Cou&amp;nter-Clockwise</source>
            <translation>Tourner de 90° en sens a&amp;ntihoraire</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Flip Along the &amp;Other Diagonal</source>
            <translation>Retourner selon l’&amp;autre diagonale</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Canonical code copied: the grid is in its canonical orientation</source>
            <translation>Code canonique copié : la grille est dans son orientation canonique</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Canonical code copied: the code of the grid after “%1”</source>
            <translation>Code canonique copié : le code de la grille après « %1 »</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The grid is already in its canonical orientation</source>
            <translation>La grille est déjà dans son orientation canonique</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Turned to the canonical orientation (%1)</source>
            <translation>Tournée dans l’orientation canonique (%1)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::HandPlay</name>
        <message>
            <location filename="../app/gui/board/PlayLinks.cpp" line="+16" />
            <source>Game over: no legal move is left. Score: %1.</source>
            <translation>Partie terminée : plus aucun coup légal. Score : %1.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::HelpMenu</name>
        <message>
            <location filename="../app/gui/help/HelpMenu.cpp" line="+17" />
            <source>&amp;Help</source>
            <translation>Aid&amp;e</translation>
        </message>
        <message>
            <location line="+3" />
            <source>How to Read the &amp;Layer View</source>
            <translation>Comment lire la &amp;vue des couches</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Rules of the Four Variants</source>
            <translation>&amp;Règles des quatre variantes</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Keyboard Shortcuts</source>
            <translation>Raccourcis &amp;clavier</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Report a &amp;Bug…</source>
            <translation>Signaler un &amp;bogue…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open the project's issue tracker in the web browser: %1</source>
            <translation>Ouvrir le suivi des tickets du projet dans le navigateur : %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;About Morpion Layers</source>
            <translation>À &amp;propos de Morpion Layers</translation>
        </message>
        <message>
            <location line="+5" />
            <source>About &amp;Qt</source>
            <translation>À propos de &amp;Qt</translation>
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
            <translation>&amp;Première couche</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Previous Layer</source>
            <translation>Couche pré&amp;cédente</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Next Layer</source>
            <translation>Couche &amp;suivante</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Last Layer</source>
            <translation>&amp;Dernière couche</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Animate Layers</source>
            <translation>&amp;Animer les couches</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Drag to move through the layers</source>
            <translation>Faites glisser pour parcourir les couches</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Layer shown</source>
            <translation>Couche affichée</translation>
        </message>
        <message>
            <location line="-5" />
            <source>Layers</source>
            <translation>Couches</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The layer shown</source>
            <translation>La couche affichée</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Slow</source>
            <translation>Lent</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Fast</source>
            <translation>Rapide</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Animation speed</source>
            <translation>Vitesse de l’animation</translation>
        </message>
        <message>
            <location line="+3" />
            <source>By layer</source>
            <translation>Par couche</translation>
        </message>
        <message>
            <location line="+0" />
            <source>By move</source>
            <translation>Coup par coup</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Animate the layers one by one, or replay the moves in their order</source>
            <translation>Animer les couches une à une, ou rejouer les coups dans leur ordre</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Animation mode</source>
            <translation>Mode d’animation</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerChart</name>
        <message>
            <location filename="../app/gui/panels/LayerChart.cpp" line="+20" />
            <source>Moves taken per layer; click a bar to show that layer</source>
            <translation>Coups joués par couche ; cliquez sur une barre pour afficher cette couche</translation>
        </message>
        <message>
            <location line="+20" />
            <source>Moves taken per layer</source>
            <translation>Coups joués par couche</translation>
        </message>
        <message>
            <location line="+2" />
            <source>No layers.</source>
            <translation>Aucune couche.</translation>
        </message>
        <message numerus="yes">
            <location line="+4" />
            <source>%n layer(s), at most %1 moves taken in one.</source>
            <translation>
                <numerusform>%n couche, au plus %1 coups joués dans une.</numerusform>
                <numerusform>%n couches, au plus %1 coups joués dans une.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer %1: %2 taken.</source>
            <translation>Couche %1 : %2 jouées.</translation>
        </message>
        <message>
            <location line="+31" />
            <source>max %1 per layer</source>
            <translation>max. %1 par couche</translation>
        </message>
        <message>
            <location line="+0" />
            <source>no move taken yet</source>
            <translation>aucun coup joué pour l’instant</translation>
        </message>
        <message numerus="yes">
            <location line="+64" />
            <source>Layer %1: %n move(s) taken</source>
            <translation>
                <numerusform>Couche %1 : %n coup joué</numerusform>
                <numerusform>Couche %1 : %n coups joués</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerPanel</name>
        <message>
            <location filename="../app/gui/panels/LayerPanel.cpp" line="+70" />
            <source>Move</source>
            <translation>Coup</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Bit</source>
            <translation>Bit</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Code No.</source>
            <translation>N° code</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Loss</source>
            <translation>Perte</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The candidate's number in the layer code's order, which is not the order of play that the status bar gives</source>
            <translation>Le numéro du candidat dans l’ordre du code de couches, qui n’est pas l’ordre de jeu donné par la barre d’état</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Candidates of the layer</source>
            <translation>Candidats de la couche</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Each candidate of the layer with its number and its bit: 1 taken, 0 not taken; then the moves legal at this layer but left untaken in an earlier one.</source>
            <translation>Chaque candidat de la couche avec son numéro et son bit : 1 joué, 0 non joué ; puis les coups légaux à cette couche mais laissés de côté dans une précédente.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer panel</source>
            <translation>Panneau Couche</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Moves taken per layer</source>
            <translation>Coups joués par couche</translation>
        </message>
        <message>
            <location line="+86" />
            <source>No layers</source>
            <translation>Aucune couche</translation>
        </message>
        <message numerus="yes">
            <location line="+29" />
            <source>&lt;b&gt;In play&lt;/b&gt;: every one of the %n legal move(s) can be played.</source>
            <translation>
                <numerusform>&lt;b&gt;En jeu&lt;/b&gt; : le coup légal (%n) peut être joué.</numerusform>
                <numerusform>&lt;b&gt;En jeu&lt;/b&gt; : chacun des %n coups légaux peut être joué.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+3" />
            <source>Listed: the moves open at the end, whose 0 bits end the layer code.</source>
            <translation>Listés : les coups ouverts à la fin, dont les bits 0 terminent le code de couches.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&lt;b&gt;Layer %1&lt;/b&gt; / %2&lt;br&gt;%3 of %4 candidates taken</source>
            <translation>&lt;b&gt;Couche %1&lt;/b&gt; / %2&lt;br&gt;%3 candidats joués sur %4</translation>
        </message>
        <message>
            <location line="+6" />
            <source>; %1 legal, but left untaken in an earlier layer</source>
            <translation> ; %1 légaux, mais laissés de côté dans une couche précédente</translation>
        </message>
        <message numerus="yes">
            <location line="+30" />
            <source>What this move lost, proven by the solver: the longest game before it was exactly %n move(s) longer than the longest after it</source>
            <translation>
                <numerusform>Ce que ce coup a perdu, prouvé par le solveur : la plus longue partie avant lui avait exactement %n coup de plus que la plus longue après</numerusform>
                <numerusform>Ce que ce coup a perdu, prouvé par le solveur : la plus longue partie avant lui avait exactement %n coups de plus que la plus longue après</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>What this move lost in the game's analysis: the best game found before it was %n move(s) longer than any found after it</source>
            <translation>
                <numerusform>Ce que ce coup a perdu dans l’analyse de la partie : la meilleure partie trouvée avant lui avait %n coup de plus que toutes celles trouvées après</numerusform>
                <numerusform>Ce que ce coup a perdu dans l’analyse de la partie : la meilleure partie trouvée avant lui avait %n coups de plus que toutes celles trouvées après</numerusform>
            </translation>
        </message>
        <message>
            <location line="+5" />
            <source>Not taken in this layer (bit 0): it stays legal, left for later</source>
            <translation>Non joué dans cette couche (bit 0) : il reste légal, gardé pour plus tard</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Left untaken earlier (%1)</source>
            <translation>Laissés de côté avant (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Legal at this layer, but left untaken in an earlier layer</source>
            <translation>Légal à cette couche, mais laissé de côté dans une couche précédente</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Legal at this layer, but it was a candidate of an earlier layer and was not taken there (the layer code calls it taboo: it has no bit of its own)</source>
            <translation>Légal à cette couche, mais candidat d’une couche précédente où il n’a pas été joué (le code de couches le dit tabou : il n’a pas de bit à lui)</translation>
        </message>
        <message>
            <location line="-27" />
            <source>Taken in this layer (bit 1)</source>
            <translation>Joué dans cette couche (bit 1)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerSpinBox</name>
        <message>
            <location filename="../app/gui/panels/LayerSpinBox.cpp" line="+26" />
            <location line="+6" />
            <location line="+9" />
            <source>In play</source>
            <translation>En jeu</translation>
        </message>
        <message>
            <location line="-14" />
            <source>Layer %1 / %2</source>
            <translation>Couche %1 / %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerViewGuide</name>
        <message>
            <location filename="../app/gui/help/LayerViewGuide.cpp" line="+150" />
            <source>How to Read the Layer View</source>
            <translation>Comment lire la vue des couches</translation>
        </message>
        <message>
            <location line="+37" />
            <source>&lt;p&gt;The picture is the 135 of the Famous Grids menu at layer %1. A layer is the set of moves that became possible through the layers before it; the layer bar and the Layers menu step through them.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Earlier layers&lt;/b&gt;: moves already made, in the plain line colour.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Taken in this layer&lt;/b&gt;: the moves of the layer that the game made, in the highlight colour. They can be played in any order.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Not taken&lt;/b&gt;: moves that were possible in this layer and that the game left. They are never played later.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Taboo&lt;/b&gt;: legal here, but left untaken in an earlier layer, so not a move of this game. Shown so that the layer can be read whole.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Later layers&lt;/b&gt;: drawn faintly (View › Ghost Later Layers) or hidden.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;The layer panel lists the layer's possible moves in the fixed order of the code. Its &lt;b&gt;Bit&lt;/b&gt; column is the layer code itself: 1 for a move taken, 0 for one left. Taboo moves get no bit: the code already said 0 for them. Six bits make one character of the code.&lt;/p&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;th&gt;No.&lt;/th&gt;&lt;th&gt;Move&lt;/th&gt;&lt;th&gt;Bit&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</source>
            <translation>&lt;p&gt;L’image montre la grille de 135 coups du menu Grilles célèbres à la couche %1. Une couche est l’ensemble des coups devenus possibles grâce aux couches précédentes ; la barre des couches et le menu Couches les parcourent.&lt;/p&gt;&lt;ol&gt;&lt;li&gt;&lt;b&gt;Couches précédentes&lt;/b&gt; : coups déjà joués, dans la couleur normale des traits.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Joués dans cette couche&lt;/b&gt; : les coups de la couche que la partie a joués, dans la couleur de mise en évidence. Ils peuvent être joués dans n’importe quel ordre.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Non joués&lt;/b&gt; : coups possibles dans cette couche que la partie a laissés. Ils ne sont jamais joués plus tard.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Tabous&lt;/b&gt; : légaux ici, mais laissés dans une couche précédente, donc pas des coups de cette partie. Affichés pour que la couche se lise en entier.&lt;/li&gt;&lt;li&gt;&lt;b&gt;Couches suivantes&lt;/b&gt; : dessinées en pâle (Affichage › Estomper les couches suivantes) ou cachées.&lt;/li&gt;&lt;/ol&gt;&lt;p&gt;Le panneau Couche liste les coups possibles de la couche dans l’ordre fixe du code. Sa colonne &lt;b&gt;Bit&lt;/b&gt; est le code de couches lui-même : 1 pour un coup joué, 0 pour un coup laissé. Les coups tabous n’ont pas de bit : le code a déjà dit 0 pour eux. Six bits forment un caractère du code.&lt;/p&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;th&gt;N°&lt;/th&gt;&lt;th&gt;Coup&lt;/th&gt;&lt;th&gt;Bit&lt;/th&gt;&lt;/tr&gt;%2&lt;/table&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LossBadgeDelegate</name>
        <message>
            <location filename="../app/gui/common/LossBadge.cpp" line="+27" />
            <source>Loss: how many moves shorter the best game found after the move is than the best found before it.</source>
            <translation>Perte : de combien de coups la meilleure partie trouvée après le coup est plus courte que la meilleure trouvée avant.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 1–2: can be the search's noise, another run may not find it; %2 3–9; %3 10 or more.</source>
            <translation>%1 1–2 : peut venir du bruit de la recherche, une autre exécution peut ne pas la trouver ; %2 3–9 ; %3 10 ou plus.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>✓ a proven loss: exact, the solver visited every game from both positions.</source>
            <translation>✓ une perte prouvée : exacte, le solveur a visité toutes les parties depuis les deux positions.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::MainWindow</name>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+104" />
            <source>Layers</source>
            <translation>Couches</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Codes</source>
            <translation>Codes</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="+105" />
            <source>Layer</source>
            <translation>Couche</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowSignals.cpp" line="+145" />
            <source>The search's best grid: %1 moves</source>
            <translation>La meilleure grille de la recherche : %1 coups</translation>
        </message>
        <message>
            <location line="-31" />
            <source>Printed on %1</source>
            <translation>Imprimé sur %1</translation>
        </message>
        <message>
            <location line="-43" />
            <source>needs %1, needed by %2</source>
            <translation>dépend de %1, requis par %2</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+33" />
            <source>&amp;File</source>
            <translation>&amp;Fichier</translation>
        </message>
        <message>
            <location line="+18" />
            <source>&amp;Quit</source>
            <translation>&amp;Quitter</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Edit</source>
            <translation>É&amp;dition</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Pre&amp;ferences…</source>
            <translation>&amp;Préférences…</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;View</source>
            <translation>&amp;Affichage</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowDocks.cpp" line="+0" />
            <source>La&amp;yer Panel</source>
            <translation>Panneau C&amp;ouche</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Coll&amp;ection Panel</source>
            <translation>&amp;Panneau Collection</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Search &amp;Panel</source>
            <translation>Panneau Rec&amp;herche</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Grid Infor&amp;mation</source>
            <translation>Informations sur la &amp;grille</translation>
        </message>
        <message>
            <location line="-4" />
            <source>Collection</source>
            <translation>Collection</translation>
        </message>
        <message>
            <location line="-46" />
            <location line="+47" />
            <source>Search</source>
            <translation>Recherche</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Analysis</source>
            <translation>Analyse</translation>
        </message>
        <message>
            <location line="+0" />
            <source>A&amp;nalysis Panel</source>
            <translation>Panneau d’anal&amp;yse</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Solver</source>
            <translation>Solveur</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Sol&amp;ver Panel</source>
            <translation>Panneau du solveur e&amp;xact</translation>
        </message>
        <message>
            <location line="+8" />
            <source>What each move of the game lost: the analysis and its chart</source>
            <translation>Ce que chaque coup de la partie a perdu : l’analyse et son graphique</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Search for high-scoring grids with NRPA or the hill climb, on every core</source>
            <translation>Chercher des grilles à haut score avec NRPA ou l’escalade, sur tous les cœurs</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+20" />
            <source>&amp;Layers</source>
            <translation>&amp;Couches</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Main</source>
            <translation>Principale</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindowSignals.cpp" line="+118" />
            <source>This grid is now an edit of “%1”: its record says so, and keeps no title of its own.</source>
            <translation>Cette grille est désormais une modification de « %1 » : son enregistrement l’indique et ne garde aucun titre propre.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>This grid is now an edit of “%1”: its record says so, and does not name %2 as its author.</source>
            <translation>Cette grille est désormais une modification de « %1 » : son enregistrement l’indique et ne nomme plus %2 comme auteur.</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Keep %1 as Author</source>
            <translation>&amp;Garder %1 comme auteur</translation>
        </message>
        <message>
            <location filename="../app/gui/window/MainWindow.cpp" line="+21" />
            <source>%1[*] — Morpion Layers</source>
            <translation>%1[*] — Morpion Layers</translation>
        </message>
        <message>
            <location line="+56" />
            <source>Open %1</source>
            <translation>Ouvrir %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::MessageBanner</name>
        <message>
            <location filename="../app/gui/common/MessageBanner.cpp" line="+18" />
            <location line="+68" />
            <source>Note</source>
            <translation>Note</translation>
        </message>
        <message>
            <location line="-57" />
            <source>What the message offers</source>
            <translation>Ce que propose le message</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Close this message</source>
            <translation>Fermer ce message</translation>
        </message>
        <message>
            <location line="+52" />
            <source>Error</source>
            <translation>Erreur</translation>
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
            <translation>morpion-layers : il n’y a pas d’écran où ouvrir une fenêtre (ni DISPLAY ni WAYLAND_DISPLAY n’est défini).
L’outil en ligne de commande n’en a pas besoin ; par exemple, la grille de démarrage :
  %1 info %2
  %1 render %2 -o grid.png</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::PictureActions</name>
        <message>
            <location filename="../app/gui/files/PictureActions.cpp" line="+19" />
            <source>&amp;Export Picture…</source>
            <translation>E&amp;xporter l’image…</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy Grid and P&amp;icture</source>
            <translation>Copier la grille et l’&amp;image</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy the grid as a picture (carrying its record), its layer code and its record: Paste opens it again</source>
            <translation>Copier la grille en image (avec son enregistrement), son code de couches et son enregistrement : Coller la rouvre</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Picture saved to %1</source>
            <translation>Image enregistrée dans %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Grid copied: its picture, layer code and record</source>
            <translation>Grille copiée : son image, son code de couches et son enregistrement</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::PreferencesDialog</name>
        <message>
            <location filename="../app/gui/window/PreferencesDialog.cpp" line="+18" />
            <source>Preferences</source>
            <translation>Préférences</translation>
        </message>
        <message>
            <location line="+2" />
            <source>System language</source>
            <translation>Langue du système</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Follow the system</source>
            <translation>Suivre le système</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Light</source>
            <translation>Clair</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Dark</source>
            <translation>Sombre</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Reopen the last grid at start</source>
            <translation>&amp;Rouvrir la dernière grille au démarrage</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The grid file last opened or saved; unsaved work a crash left behind is offered first</source>
            <translation>Le dernier fichier de grille ouvert ou enregistré ; le travail non enregistré laissé par un plantage est proposé d’abord</translation>
        </message>
        <message>
            <location line="+4" />
            <source>&amp;Language:</source>
            <translation>&amp;Langue :</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Board &amp;colours:</source>
            <translation>&amp;Couleurs du plateau :</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ReadFeedback</name>
        <message>
            <location filename="../app/gui/common/ReadFeedback.cpp" line="+23" />
            <source>picture</source>
            <translation>image</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Not a valid %1: %2.</source>
            <translation>%1 non valide : %2.</translation>
        </message>
        <message>
            <location line="+15" />
            <location line="+5" />
            <source>Read as %1</source>
            <translation>Lire comme %1</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::RulesDialog</name>
        <message>
            <location filename="../app/gui/help/RulesDialog.cpp" line="+13" />
            <source>Rules of the Four Variants</source>
            <translation>Règles des quatre variantes</translation>
        </message>
        <message>
            <location line="+13" />
            <source>&lt;h3&gt;Morpion Solitaire&lt;/h3&gt;&lt;p&gt;The game starts from a cross of points on squared paper: 36 points for the 5-point games, 24 for the 4-point games. A &lt;b&gt;move&lt;/b&gt; adds one new point and draws a straight line through it: horizontal, vertical or diagonal, covering 5 points (4 in the 4-point games), all of them already on the board but the new one. The game ends when no move is left; the &lt;b&gt;score&lt;/b&gt; is the number of moves. There is no opponent: the aim is the longest game.&lt;/p&gt;&lt;h3&gt;The four variants&lt;/h3&gt;&lt;table cellspacing="6"&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5-point lines, &lt;i&gt;touching&lt;/i&gt;: two lines of the same direction may share an end point, never a stretch between two points. The classic game; the record is 178 moves.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;5-point lines, &lt;i&gt;disjoint&lt;/i&gt;: two lines of the same direction may not share any point. Harder; the record is 82 moves.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;4-point lines on the small cross, touching allowed. The best game, 62 moves, is proved optimal.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;4-point lines on the small cross, disjoint. The best game, 35 moves, is proved optimal.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Lines of different directions may always cross. Every game legal in a D variant is legal in the T variant of the same length, not the other way round.&lt;/p&gt;&lt;h3&gt;Layers&lt;/h3&gt;&lt;p&gt;The program shows a finished grid in &lt;b&gt;layers&lt;/b&gt;: layer 0 holds the moves that could be played at the start and were; each later layer, the moves that became possible through the layers before it. Moves of one layer can be played in any order. A move that was possible in a layer but left untaken stays untaken for good: it is shown as &lt;i&gt;taboo&lt;/i&gt; in the later layers where it is still legal. The layer code writes one bit per possible move, layer by layer: 1 taken, 0 left. Help &amp;gt; How to Read the Layer View shows it on a grid.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Morpion solitaire&lt;/h3&gt;&lt;p&gt;La partie part d’une croix de points sur du papier quadrillé : 36 points pour les jeux à 5 points, 24 pour les jeux à 4 points. Un &lt;b&gt;coup&lt;/b&gt; ajoute un nouveau point et trace par lui une ligne droite, horizontale, verticale ou diagonale, qui couvre 5 points (4 dans les jeux à 4 points), tous déjà sur le plateau sauf le nouveau. La partie se termine quand il ne reste aucun coup ; le &lt;b&gt;score&lt;/b&gt; est le nombre de coups. Il n’y a pas d’adversaire : le but est la partie la plus longue.&lt;/p&gt;&lt;h3&gt;Les quatre variantes&lt;/h3&gt;&lt;table cellspacing="6"&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Lignes de 5 points &lt;i&gt;qui se touchent&lt;/i&gt; : deux lignes de même direction peuvent partager une extrémité, jamais un segment entre deux points. Le jeu classique ; le record est de 178 coups.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;5D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Lignes de 5 points &lt;i&gt;disjointes&lt;/i&gt; : deux lignes de même direction ne peuvent partager aucun point. Plus difficile ; le record est de 82 coups.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4T&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Lignes de 4 points sur la petite croix, contact permis. La meilleure partie, 62 coups, est prouvée optimale.&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;&lt;b&gt;4D&lt;/b&gt;&lt;/td&gt;&lt;td&gt;Lignes de 4 points sur la petite croix, disjointes. La meilleure partie, 35 coups, est prouvée optimale.&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;&lt;p&gt;Des lignes de directions différentes peuvent toujours se croiser. Toute partie légale dans une variante D est légale dans la variante T de même longueur, mais pas l’inverse.&lt;/p&gt;&lt;h3&gt;Couches&lt;/h3&gt;&lt;p&gt;Le programme montre une grille terminée en &lt;b&gt;couches&lt;/b&gt; : la couche 0 contient les coups qui étaient jouables au départ et ont été joués ; chaque couche suivante, les coups devenus possibles grâce aux couches précédentes. Les coups d’une même couche peuvent être joués dans n’importe quel ordre. Un coup possible dans une couche mais non joué le reste pour de bon : il est montré comme &lt;i&gt;tabou&lt;/i&gt; dans les couches suivantes où il est encore légal. Le code de couches écrit un bit par coup possible, couche par couche : 1 joué, 0 laissé. Aide &amp;gt ; Comment lire la vue des couches le montre sur une grille.&lt;/p&gt;</translation>
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
            <translation>Meilleur score au fil du temps</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The best score found so far, over the time the search has run</source>
            <translation>Le meilleur score trouvé jusqu’ici, au fil du temps de la recherche</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchChart.h" line="+36" />
            <source>best score</source>
            <translation>meilleur score</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchChart.cpp" line="+86" />
            <source>The best score over time is drawn here while a search runs.</source>
            <translation>Le meilleur score au fil du temps est tracé ici pendant une recherche.</translation>
        </message>
        <message>
            <location line="+54" />
            <source>Best %1 at %2 s</source>
            <translation>Meilleur : %1 à %2 s</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchFigures</name>
        <message>
            <location filename="../app/gui/search/SearchFigures.cpp" line="+43" />
            <source>neighbourhoods/s</source>
            <translation>voisinages/s</translation>
        </message>
        <message>
            <location line="+1" />
            <source>playouts/s</source>
            <translation>parties simulées/s</translation>
        </message>
        <message>
            <location line="+0" />
            <source>iterations/s</source>
            <translation>itérations/s</translation>
        </message>
        <message>
            <location line="+8" />
            <source>The search's best score, time and speed</source>
            <translation>Meilleur score, durée et vitesse de la recherche</translation>
        </message>
        <message>
            <location line="+3" />
            <source>best score</source>
            <translation>meilleur score</translation>
        </message>
        <message>
            <location line="+1" />
            <source>elapsed</source>
            <translation>temps écoulé</translation>
        </message>
        <message>
            <location line="+8" />
            <source>%1 s</source>
            <translation>%1 s</translation>
        </message>
        <message>
            <location line="+28" />
            <source>%1 in all</source>
            <translation>%1 en tout</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchLogList</name>
        <message>
            <location filename="../app/gui/search/SearchLogList.cpp" line="+26" />
            <source>Search log</source>
            <translation>Journal de recherche</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Each new best: iteration. score (seconds) layer code. Click a line to preview its grid, double-click to load it</source>
            <translation>Chaque nouveau meilleur score : itération. score (secondes) code de couches. Cliquez sur une ligne pour un aperçu de sa grille, double-cliquez pour la charger</translation>
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
            <translation>Escalade (la recherche par ADN d’origine)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Improve the open grid (large neighbourhood search)</source>
            <translation>Améliorer la grille ouverte (recherche à grand voisinage)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds' search, quick to rise and then slow</source>
            <translation>NRPA (Rosin 2011) a trouvé le record de 178 ; l’escalade est la recherche d’origine, rapide à monter puis lente</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Algorithm</source>
            <translation>Al&amp;gorithme</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Nesting level L: one search of level L plays about iterations^L playouts</source>
            <translation>Niveau d’imbrication L : une recherche de niveau L joue environ itérations^L parties simulées</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Iterations of each level (N in the paper)</source>
            <translation>Itérations de chaque niveau (N dans l’article)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Adaptation step: how far the policy moves toward the best game at each iteration</source>
            <translation>Pas d’adaptation : de combien la politique se rapproche de la meilleure partie à chaque itération</translation>
        </message>
        <message>
            <location line="+6" />
            <source>How strongly the open grid's moves are preferred at first: about 1 barely, 3 keeps a good part of the grid, 5 and more nearly replay it</source>
            <translation>À quel point les coups de la grille ouverte sont préférés au début : vers 1 à peine, 3 garde une bonne partie de la grille, 5 et plus la rejouent presque</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Iterations</source>
            <translation>&amp;Itérations</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Al&amp;pha</source>
            <translation>Al&amp;pha</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Lines of the current game left out at each step of the climb (the seeds use 3)</source>
            <translation>Lignes de la partie courante écartées à chaque pas de l’escalade (l’original en utilise 3)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Blacklist</source>
            <translation>&amp;Liste noire</translation>
        </message>
        <message>
            <location line="+22" />
            <source>The whole grid</source>
            <translation>Toute la grille</translation>
        </message>
        <message>
            <location line="+88" />
            <source>Region (%1, %2)–(%3, %4)</source>
            <translation>Zone (%1, %2)–(%3, %4)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Region (none selected)</source>
            <translation>Zone (aucune sélectionnée)</translation>
        </message>
        <message>
            <location line="-89" />
            <source>Wor&amp;k on</source>
            <translation>&amp;Zone de travail</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Independent searches run side by side, one per core; the best of them is shown</source>
            <translation>Des recherches indépendantes tournent côte à côte, une par cœur ; la meilleure d’entre elles est affichée</translation>
        </message>
        <message>
            <location line="+4" />
            <source>random</source>
            <translation>aléatoire</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The same seed, threads and parameters search the same games again (with an iteration budget, exactly); "random" picks a new seed at each start</source>
            <translation>La même graine avec les mêmes threads et paramètres refait la même recherche (exactement, avec un budget d’itérations) ; « aléatoire » tire une nouvelle graine à chaque démarrage</translation>
        </message>
        <message>
            <location line="+3" />
            <source>New</source>
            <translation>Nouvelle</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Pick a new fixed seed</source>
            <translation>Tirer une nouvelle graine fixe</translation>
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
            <translation>sans limite</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop after this many seconds (0: run until Stop)</source>
            <translation>Arrêter après ce nombre de secondes (0 : jusqu’à Arrêter)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>none</source>
            <translation>aucun</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop as soon as a game reaches this score (0: no target)</source>
            <translation>Arrêter dès qu’une partie atteint ce score (0 : pas d’objectif)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Stop after</source>
            <translation>Arrêter après</translation>
        </message>
        <message>
            <location line="+2" />
            <source>or at s&amp;core</source>
            <translation>ou au &amp;score</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchPanel.cpp" line="+86" />
            <source>Pick an algorithm and press Start; the search runs beside your work.</source>
            <translation>Choisissez un algorithme et appuyez sur Démarrer ; la recherche tourne à côté de votre travail.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Res&amp;ume</source>
            <translation>Po&amp;ursuivre</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Go on with the stopped search exactly where it stopped (Stop pauses it)</source>
            <translation>Poursuivre la recherche arrêtée exactement là où elle s’est arrêtée (Arrêter la met en pause)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Open State…</source>
            <translation>Ouvrir un état…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open a search state saved here or by morpion-cli search --checkpoint; Resume goes on with it</source>
            <translation>Ouvrir un état de recherche enregistré ici ou par morpion-cli search --checkpoint ; Poursuivre le reprend</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Save State…</source>
            <translation>Enregistrer l’état…</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Save the stopped search's state to a file, to go on with it later here or with morpion-cli search --checkpoint</source>
            <translation>Enregistrer l’état de la recherche arrêtée dans un fichier, pour la poursuivre plus tard ici ou avec morpion-cli search --checkpoint</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchParameters.cpp" line="-154" />
            <source>Search settings</source>
            <translation>Réglages de la recherche</translation>
        </message>
        <message>
            <location line="+59" />
            <source>&amp;Nesting level</source>
            <translation>&amp;Niveau d’imbrication</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Warm wei&amp;ght</source>
            <translation>P&amp;oids de départ</translation>
        </message>
        <message>
            <location line="+32" />
            <source>Start f&amp;rom</source>
            <translation>Commencer &amp;à partir de</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The whole grid, or only the region last dragged on the board with Shift: then each neighbourhood is the moves whose points lie in it, with the moves that need them, and every other move stays</source>
            <translation>Toute la grille, ou seulement la zone tirée en dernier sur le plateau avec Maj : chaque voisinage est alors formé des coups dont le point s’y trouve, avec les coups qui en dépendent, et tous les autres coups restent</translation>
        </message>
        <message>
            <location line="+32" />
            <source>See&amp;d</source>
            <extracomment>The seed of the random generator (a number), as in the status line and the log.</extracomment>
            <translation>Graine du &amp;jeu</translation>
        </message>
        <message>
            <location line="+107" />
            <source>The empty cross</source>
            <translation>La croix vide</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every game starts from the cross of the variant</source>
            <translation>Chaque partie part de la croix de la variante</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The open grid, kept as the start</source>
            <translation>La grille ouverte, gardée comme début</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The open grid, kept (NRPA only)</source>
            <translation>La grille ouverte, gardée (NRPA seulement)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Every game begins with the moves of the open grid and goes on from its end</source>
            <translation>Chaque partie commence par les coups de la grille ouverte et continue à partir de sa fin</translation>
        </message>
        <message>
            <location line="+9" />
            <source>The open grid, improved</source>
            <translation>La grille ouverte, améliorée</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Improve takes neighbourhoods out of the open grid and refills them</source>
            <translation>L’amélioration retire des voisinages de la grille ouverte et les remplit à nouveau</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Around the open grid (warm start)</source>
            <translation>Autour de la grille ouverte (démarrage à chaud)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The policy first prefers the open grid's moves (see Warm weight), so the search explores grids near it</source>
            <translation>La politique préfère d’abord les coups de la grille ouverte (voir Poids à chaud) : la recherche explore ainsi des grilles proches</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Climb from the open grid</source>
            <translation>Escalade depuis la grille ouverte</translation>
        </message>
        <message>
            <location line="+1" />
            <source>The climb's first game is the open grid, finished at random when it is not</source>
            <translation>La première partie de l’escalade est la grille ouverte, terminée au hasard si elle ne l’est pas</translation>
        </message>
        <message>
            <location filename="../app/gui/search/SearchPanel.cpp" line="+89" />
            <source>Searching %1 grids</source>
            <translation>Recherche de grilles %1</translation>
        </message>
        <message>
            <location line="+2" />
            <source>A %1 search, stopped: Resume goes on with it</source>
            <translation>Une recherche %1, arrêtée : Poursuivre la reprend</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Searches %1 grids, the variant of the open grid</source>
            <translation>Cherche des grilles %1, la variante de la grille ouverte</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Improve works on the open grid, which has no move yet: open or play a grid first.</source>
            <translation>L’amélioration part de la grille ouverte, qui n’a encore aucun coup : ouvrez ou jouez d’abord une grille.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>The open grid is finished: no move is left after it, so there is nothing to search from its end. Start from the empty cross, or search around the open grid.</source>
            <translation>La grille ouverte est terminée : aucun coup ne reste après elle, il n’y a donc rien à chercher à partir de sa fin. Partez de la croix vide, ou cherchez autour de la grille ouverte.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The target score %1 is not above the open grid's score %2: every game would reach it at once.</source>
            <translation>Le score visé %1 n’est pas supérieur au score %2 de la grille ouverte : chaque partie l’atteindrait aussitôt.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>These settings cannot be used: %1.</source>
            <translation>Ces réglages ne sont pas utilisables : %1.</translation>
        </message>
        <message>
            <location line="+40" />
            <source>&amp;Stop</source>
            <translation>A&amp;rrêter</translation>
        </message>
        <message>
            <location line="+0" />
            <source>&amp;Start</source>
            <translation>Déma&amp;rrer</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Stop the search; its log and best grid stay</source>
            <translation>Arrêter la recherche ; son journal et sa meilleure grille restent</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Start a search with these settings (F5)</source>
            <translation>Démarrer une recherche avec ces réglages (F5)</translation>
        </message>
        <message>
            <location line="-219" />
            <source>Search panel</source>
            <translation>Panneau Recherche</translation>
        </message>
        <message>
            <location line="+166" />
            <source>No region is selected: drag a rectangle on the board with Shift held (its moves are removed), or improve the whole grid.</source>
            <translation>Aucune zone n’est sélectionnée : tirez un rectangle sur le plateau en tenant Maj (ses coups sont supprimés), ou améliorez toute la grille.</translation>
        </message>
        <message>
            <location line="+56" />
            <source>&amp;Start Search</source>
            <translation>&amp;Démarrer la recherche</translation>
        </message>
        <message>
            <location line="+0" />
            <source>&amp;Stop Search</source>
            <extracomment>View menu, while a search runs, in place of Start Search (whose access key it can share)</extracomment>
            <translation>Suspen&amp;dre la recherche</translation>
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
            <translation>Amélioration</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+84" />
            <source>Hill climb</source>
            <translation>Escalade</translation>
        </message>
        <message numerus="yes">
            <location line="-83" />
            <source>%1 searching on %n thread(s), seed %2…</source>
            <translation>
                <numerusform>%1 : recherche sur %n thread, graine %2…</numerusform>
                <numerusform>%1 : recherche sur %n threads, graine %2…</numerusform>
            </translation>
        </message>
        <message>
            <location line="+22" />
            <source>Going on from %1 %2, best %3…</source>
            <translation>Reprise après %1 %2, meilleur score %3…</translation>
        </message>
        <message>
            <location line="+0" />
            <source>playouts</source>
            <translation>parties simulées</translation>
        </message>
        <message>
            <location line="+0" />
            <source>iterations</source>
            <translation>itérations</translation>
        </message>
        <message>
            <location line="+17" />
            <source>Search state saved to %1</source>
            <translation>État de recherche enregistré dans %1</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Save Search State</source>
            <translation>Enregistrer l’état de la recherche</translation>
        </message>
        <message>
            <location line="+36" />
            <source>Opened the %1 search of %2 grids (seed %3) at %4 in %5, best %6: Resume goes on with it.</source>
            <translation>Recherche %1 de grilles %2 ouverte (graine %3), arrivée à %4 en %5, meilleur score %6 : Poursuivre la reprend.</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Open Search State</source>
            <translation>Ouvrir un état de recherche</translation>
        </message>
        <message>
            <location line="+10" />
            <source>Stopping…</source>
            <translation>Arrêt…</translation>
        </message>
        <message>
            <location line="+27" />
            <source>The search could not run: %1</source>
            <translation>La recherche n’a pas pu être lancée : %1</translation>
        </message>
        <message>
            <location line="+32" />
            <source>the search finished its work</source>
            <translation>la recherche a fini son travail</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the time limit was reached</source>
            <translation>la limite de temps a été atteinte</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the target score was reached</source>
            <translation>le score visé a été atteint</translation>
        </message>
        <message>
            <location line="+1" />
            <source>the iteration budget was spent</source>
            <translation>le budget d’itérations a été épuisé</translation>
        </message>
        <message>
            <location line="+1" />
            <source>stopped</source>
            <translation>arrêtée</translation>
        </message>
        <message>
            <location line="+3" />
            <source>%1 playouts</source>
            <translation>%1 parties simulées</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 neighbourhoods</source>
            <translation>%1 voisinages</translation>
        </message>
        <message>
            <location line="+1" />
            <source>%1 iterations</source>
            <translation>%1 itérations</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Ended (%1): best %2 after %3 in %4, seed %5.</source>
            <translation>Terminée (%1) : meilleur score %2 après %3 en %4, graine %5.</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Ended (%1) before the first game was over.</source>
            <translation>Terminée (%1) avant la fin de la première partie.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Resume goes on from here.</source>
            <translation>Poursuivre reprend à partir d’ici.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchPreview</name>
        <message>
            <location filename="../app/gui/search/SearchPreview.cpp" line="+11" />
            <source>Search Preview</source>
            <translation>Aperçu de la recherche</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Best grid of the search</source>
            <translation>Meilleure grille de la recherche</translation>
        </message>
        <message>
            <location line="+1" />
            <source>A preview of a grid the search found: the document does not change. Double-click, or Load, to open it as one undo step.</source>
            <translation>Un aperçu d’une grille trouvée par la recherche : le document ne change pas. Double-cliquez (ou Charger le meilleur) pour l’ouvrir en une seule étape d’annulation.</translation>
        </message>
        <message>
            <location line="+6" />
            <source>The best grid is shown here.</source>
            <translation>La meilleure grille s’affiche ici.</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchResults</name>
        <message>
            <location filename="../app/gui/search/SearchResults.cpp" line="+25" />
            <source>What the search found</source>
            <translation>Ce que la recherche a trouvé</translation>
        </message>
        <message>
            <location line="+28" />
            <source>Previe&amp;w best</source>
            <translation>&amp;Voir le meilleur</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Show the best grid (or the log line picked) in a picture below: the document does not change</source>
            <translation>Afficher la meilleure grille (ou la ligne choisie du journal) dans une image ci-dessous : le document ne change pas</translation>
        </message>
        <message>
            <location line="+2" />
            <source>L&amp;oad best</source>
            <translation>C&amp;harger le meilleur</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Open the best grid so far on the board as one undo step; the search goes on</source>
            <translation>Ouvrir la meilleure grille trouvée jusqu’ici sur le plateau, en une seule étape d’annulation ; la recherche continue</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Co&amp;mpare best</source>
            <translation>&amp;Écarts avec le meilleur</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Draw the best grid (or the log line picked) over the open grid: the moves both have, and the moves each has alone</source>
            <translation>Dessiner la meilleure grille (ou la ligne choisie du journal) par-dessus la grille ouverte : les coups qu’elles ont en commun et ceux propres à chacune</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Copy code</source>
            <translation>Copier le code</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the layer code of the best grid</source>
            <translation>Copier le code de couches de la meilleure grille</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Copy log</source>
            <translation>Copier le journal</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Copy the log, one line per new best, in the seeds' form</source>
            <translation>Copier le journal, une ligne par nouveau meilleur score, au format d’origine</translation>
        </message>
        <message>
            <location line="-24" />
            <source>Load &amp;Best Search Grid</source>
            <translation>Charger la meilleure grille trou&amp;vée</translation>
        </message>
        <message>
            <location line="+127" />
            <source>Preview, not loaded: the best so far, %1</source>
            <translation>Aperçu, non chargé : le meilleur jusqu’ici, %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Preview, not loaded: %1 at %2 s</source>
            <translation>Aperçu, non chargé : %1 à %2 s</translation>
        </message>
        <message>
            <location line="+24" />
            <source>Load search result %1</source>
            <translation>Charger le résultat de recherche %1</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Loaded the search's grid of %1 moves; Undo brings back the previous grid.</source>
            <translation>Grille de la recherche chargée (%1 coups) ; Annuler ramène la grille précédente.</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Layer code of the best grid copied</source>
            <translation>Code de couches de la meilleure grille copié</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Search log copied</source>
            <translation>Journal de recherche copié</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchStateFile</name>
        <message>
            <location filename="../app/gui/search/SearchStateFile.cpp" line="+21" />
            <source>Cannot save the search state to %1: %2</source>
            <translation>Impossible d’enregistrer l’état de recherche dans %1 : %2</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cannot open %1: %2</source>
            <translation>Impossible d’ouvrir %1 : %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>%1 is too large to be a search state.</source>
            <translation>%1 est trop gros pour être un état de recherche.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>%1 is not a search state Morpion Layers can go on from: %2</source>
            <translation>%1 n’est pas un état de recherche que Morpion Layers peut reprendre : %2</translation>
        </message>
        <message>
            <location line="+7" />
            <source>Search states (*.checkpoint);;All files (*)</source>
            <translation>États de recherche (*.checkpoint);;Tous les fichiers (*)</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ShortcutsDialog</name>
        <message>
            <location filename="../app/gui/help/ShortcutsDialog.cpp" line="+46" />
            <source>Keyboard Shortcuts</source>
            <translation>Raccourcis clavier</translation>
        </message>
        <message>
            <location line="+19" />
            <source>&lt;h3&gt;Menu commands&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Commandes des menus&lt;/h3&gt;</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&lt;h3&gt;On the board&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Click&lt;/td&gt;&lt;td&gt;play the highlighted move&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab, Shift+Tab, mouse wheel&lt;/td&gt;&lt;td&gt;where a point has several lines: choose the line&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;cancel the move under the pointer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Mouse wheel (Ctrl + wheel while choosing a line)&lt;/td&gt;&lt;td&gt;zoom&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Drag&lt;/td&gt;&lt;td&gt;pan&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;h3&gt;Sur le plateau&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Clic&lt;/td&gt;&lt;td&gt;jouer le coup mis en évidence&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Tab, Maj+Tab, molette&lt;/td&gt;&lt;td&gt;là où un point a plusieurs lignes : choisir la ligne&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Échap&lt;/td&gt;&lt;td&gt;annuler le coup sous le pointeur&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Molette (Ctrl + molette pendant le choix d’une ligne)&lt;/td&gt;&lt;td&gt;zoomer&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Glisser&lt;/td&gt;&lt;td&gt;déplacer la vue&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
        <message>
            <location line="+8" />
            <source>&lt;h3&gt;Editing on the board&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Shift + drag&lt;/td&gt;&lt;td&gt;remove the moves in a rectangle, with the moves that need them; the rectangle stays selected as the region Improve can work on&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Right click&lt;/td&gt;&lt;td&gt;remove a move, take back, or take an untaken move of the shown layer instead&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Esc&lt;/td&gt;&lt;td&gt;leave a comparison; else drop the selected region&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</source>
            <translation>&lt;h3&gt;Modifier sur le plateau&lt;/h3&gt;&lt;table cellspacing="4"&gt;&lt;tr&gt;&lt;td&gt;Maj + glisser&lt;/td&gt;&lt;td&gt;supprimer les coups d’un rectangle, avec les coups qui en dépendent ; le rectangle reste sélectionné comme zone sur laquelle l’amélioration peut travailler&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Clic droit&lt;/td&gt;&lt;td&gt;supprimer un coup, revenir en arrière, ou jouer à la place un coup non joué de la couche affichée&lt;/td&gt;&lt;/tr&gt;&lt;tr&gt;&lt;td&gt;Échap&lt;/td&gt;&lt;td&gt;quitter une comparaison ; sinon, abandonner la zone sélectionnée&lt;/td&gt;&lt;/tr&gt;&lt;/table&gt;</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SignalQuit</name>
        <message>
            <location filename="../app/gui/window/SignalQuit.cpp" line="+93" />
            <source>Not quitting on signal %1: %2. Save the grid, or send the signal again to quit without it.</source>
            <translation>Pas d’arrêt sur le signal %1 : %2. Enregistrez la grille, ou envoyez à nouveau le signal pour quitter sans elle.</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Quitting on signal %1 without the unsaved work: %2</source>
            <translation>Arrêt sur le signal %1 sans le travail non enregistré : %2</translation>
        </message>
        <message>
            <location line="+2" />
            <source>The unsaved work is kept in %1, because %2 could not take it: %3</source>
            <translation>Le travail non enregistré est gardé dans %1, parce que %2 ne pouvait pas le recevoir : %3</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SolvePanel</name>
        <message>
            <location filename="../app/gui/analysis/SolvePanel.cpp" line="+43" />
            <source>Solver panel</source>
            <translation>Panneau du solveur</translation>
        </message>
        <message>
            <location line="+1" />
            <location line="+227" />
            <location line="+2" />
            <source>Solve from Here</source>
            <translation>Résoudre d’ici</translation>
        </message>
        <message>
            <location line="-227" />
            <source>Prove the longest game from the position on the board, and light the moves that keep it</source>
            <translation>Prouver la plus longue partie depuis la position sur le plateau, et éclairer les coups qui la gardent</translation>
        </message>
        <message>
            <location line="+31" />
            <source>Millions of positions the solver may visit from here (and again after each legal move): a position with more is not proven, and the best game found is shown</source>
            <translation>Millions de positions que le solveur peut visiter d’ici (et de nouveau après chaque coup légal) : une position qui en a plus n’est pas prouvée, et la meilleure partie trouvée est affichée</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Million nodes:</source>
            <translation>Millions de nœuds :</translation>
        </message>
        <message>
            <location line="+5" />
            <source>Live hint while playing 4T and 4D</source>
            <translation>Indice en direct en jouant en 4T et 4D</translation>
        </message>
        <message>
            <location line="+2" />
            <source>After each move, solve the new position in the background and light the moves that keep the best score, once positions are small enough to answer at once</source>
            <translation>Après chaque coup, résoudre la nouvelle position en arrière-plan et éclairer les coups qui gardent le meilleur score, dès que les positions sont assez petites pour répondre aussitôt</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Solver progress</source>
            <translation>Progression du solveur</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Play the game the solver found from this position (one step that can be undone)</source>
            <translation>Jouer la partie que le solveur a trouvée depuis cette position (une étape qui peut être annulée)</translation>
        </message>
        <message>
            <location line="+56" />
            <source>The position changed: Solve from Here was cancelled.</source>
            <translation>La position a changé : Résoudre d’ici a été annulé.</translation>
        </message>
        <message>
            <location line="+44" />
            <source>Solving…</source>
            <translation>Résolution…</translation>
        </message>
        <message>
            <location line="+19" />
            <source>Proven: %1. Checking which moves keep it: %2 of %3, %4 nodes, %5 s</source>
            <translation>Prouvé : %1. Vérification des coups qui le gardent : %2 sur %3, %4 nœuds, %5 s</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Solving: %1 nodes, %2 s</source>
            <translation>Résolution : %1 nœuds, %2 s</translation>
        </message>
        <message>
            <location line="+18" />
            <source>Solve from Here could not run: %1</source>
            <translation>Résoudre d’ici n’a pas pu s’exécuter : %1</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cancelled: the best game found so far scores %1, not proven.</source>
            <translation>Annulé : la meilleure partie trouvée jusqu’ici fait %1, non prouvée.</translation>
        </message>
        <message>
            <location line="+12" />
            <source>Solved: the longest game from here scores %1</source>
            <translation>Résolu : la plus longue partie d’ici fait %1</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Not proven: the best game found scores %1</source>
            <translation>Non prouvé : la meilleure partie trouvée fait %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cancel Solving</source>
            <translation>Annuler la résolution</translation>
        </message>
        <message>
            <location line="+14" />
            <source>Proven: the game is over here, at %1.</source>
            <translation>Prouvé : la partie est finie ici, à %1.</translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>Proven: the longest game from here scores %1, %n move(s) more.</source>
            <translation>
                <numerusform>Prouvé : la plus longue partie d’ici fait %1, %n coup de plus.</numerusform>
                <numerusform>Prouvé : la plus longue partie d’ici fait %1, %n coups de plus.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n move(s) keep it reachable: lit on the board.</source>
            <translation>
                <numerusform>%n coup la garde atteignable : éclairé sur le plateau.</numerusform>
                <numerusform>%n coups la gardent atteignable : éclairés sur le plateau.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Lit on the board: the %n move(s) proven to keep it; the others were not proven within the budget.</source>
            <translation>
                <numerusform>Éclairé sur le plateau : le coup (%n) prouvé la garder ; les autres n’ont pas été prouvés dans le budget.</numerusform>
                <numerusform>Éclairés sur le plateau : les %n coups prouvés la garder ; les autres n’ont pas été prouvés dans le budget.</numerusform>
            </translation>
        </message>
        <message>
            <location line="+4" />
            <source>Live hint: this position has more than %1 nodes to walk; the hint comes back once fewer moves are left.</source>
            <translation>Indice en direct : cette position a plus de %1 nœuds à parcourir ; l’indice revient quand il reste moins de coups.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Not proven within %1 nodes: best found %2.</source>
            <translation>Non prouvé en %1 nœuds : meilleure trouvée %2.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Live hint on: the moves that keep the best score light up once the position is small enough to solve at once.</source>
            <translation>Indice en direct actif : les coups qui gardent le meilleur score s’éclairent dès que la position est assez petite pour être résolue aussitôt.</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Solve from Here proves the longest game from the position on the board.</source>
            <translation>Résoudre d’ici prouve la plus longue partie depuis la position sur le plateau.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Play the Optimal Line</source>
            <translation>Jouer la suite optimale</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Play the Best Line Found</source>
            <translation>Jouer la meilleure suite trouvée</translation>
        </message>
        <message>
            <location line="+13" />
            <source>Play the optimal line</source>
            <translation>Jouer la suite optimale</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Play the best line found</source>
            <translation>Jouer la meilleure suite trouvée</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Played the optimal line: %n move(s)</source>
            <translation>
                <numerusform>Suite optimale jouée : %n coup</numerusform>
                <numerusform>Suite optimale jouée : %n coups</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Played the best line found: %n move(s)</source>
            <translation>
                <numerusform>Meilleure suite trouvée jouée : %n coup</numerusform>
                <numerusform>Meilleure suite trouvée jouée : %n coups</numerusform>
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
            <translation>Le point sous le pointeur</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Score %1, finished</source>
            <translation>Score %1, partie terminée</translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Score %1, %n legal</source>
            <translation>
                <numerusform>Score %1, %n coup légal</numerusform>
                <numerusform>Score %1, %n coups légaux</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n layer(s)</source>
            <translation>
                <numerusform>%n couche</numerusform>
                <numerusform>%n couches</numerusform>
            </translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layer %1</source>
            <translation>Couche %1</translation>
        </message>
        <message>
            <location line="+0" />
            <source>In play</source>
            <translation>En jeu</translation>
        </message>
        <message>
            <location line="+9" />
            <source>(%1, %2)</source>
            <translation>(%1, %2)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>(%1, %2): move %3 in the order of play, layer %4</source>
            <translation>(%1, %2) : coup %3 dans l’ordre de jeu, couche %4</translation>
        </message>
        <message>
            <location line="+11" />
            <source>Move %1 / %2</source>
            <translation>Coup %1 / %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::UndoActions</name>
        <message>
            <location filename="../app/gui/edit/UndoActions.cpp" line="+28" />
            <location line="+1" />
            <source>&amp;Undo</source>
            <translation>&amp;Annuler</translation>
        </message>
        <message>
            <location line="-1" />
            <source>&amp;Undo %1</source>
            <translation>&amp;Annuler %1</translation>
        </message>
        <message>
            <location line="+5" />
            <location line="+1" />
            <source>&amp;Redo</source>
            <translation>&amp;Rétablir</translation>
        </message>
        <message>
            <location line="-1" />
            <source>&amp;Redo %1</source>
            <translation>&amp;Rétablir %1</translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>Undone: %1 (%n move(s) on the board)</source>
            <translation>
                <numerusform>Annulé : %1 (%n coup sur le plateau)</numerusform>
                <numerusform>Annulé : %1 (%n coups sur le plateau)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>Redone: %1 (%n move(s) on the board)</source>
            <translation>
                <numerusform>Rétabli : %1 (%n coup sur le plateau)</numerusform>
                <numerusform>Rétabli : %1 (%n coups sur le plateau)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::ViewActions</name>
        <message>
            <location filename="../app/gui/board/ViewActions.cpp" line="+20" />
            <source>Zoom &amp;In</source>
            <translation>Zoom &amp;avant</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Zoom &amp;Out</source>
            <translation>Zoom a&amp;rrière</translation>
        </message>
        <message>
            <location line="+2" />
            <source>&amp;Fit Grid</source>
            <translation>A&amp;juster la grille</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Focus on the Boar&amp;d</source>
            <translation>Aller a&amp;u plateau</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Move the keyboard to the board: arrows step layers, Enter plays</source>
            <translation>Le clavier passe au plateau : les flèches parcourent les couches, Entrée joue</translation>
        </message>
        <message>
            <location line="+10" />
            <source>&amp;Highlight Current Layer</source>
            <translation>&amp;Mettre en évidence la couche</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Ghost Later Layers</source>
            <translation>&amp;Estomper les couches suivantes</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Show later layers faintly instead of hiding them</source>
            <translation>Afficher les couches suivantes en pâle au lieu de les cacher</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Move N&amp;umbers</source>
            <translation>&amp;Numéros des coups</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Legend</source>
            <translation>&amp;Légende</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Hin&amp;ts: All Legal Moves</source>
            <translation>A&amp;ide : tous les coups légaux</translation>
        </message>
        <message>
            <location line="+3" />
            <source>&amp;Colours</source>
            <translation>&amp;Couleurs</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Follow the &amp;System</source>
            <translation>Suivre le s&amp;ystème</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Light</source>
            <translation>C&amp;lair</translation>
        </message>
        <message>
            <location line="+1" />
            <source>&amp;Dark</source>
            <translation>&amp;Sombre</translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::WebPageExport</name>
        <message>
            <location filename="../app/gui/files/WebPageExport.cpp" line="+23" />
            <source>Export &amp;Web Page…</source>
            <translation>Exporter en page &amp;web…</translation>
        </message>
        <message>
            <location line="+3" />
            <source>The grid as one web page that any browser opens, with no network and nothing installed</source>
            <translation>La grille en une page web que tout navigateur ouvre, sans réseau et sans rien installer</translation>
        </message>
        <message>
            <location line="+1" />
            <source>This installation has no web page: it is built when Emscripten and esbuild are installed</source>
            <translation>Cette installation n’a pas de page web : elle est construite quand Emscripten et esbuild sont installés</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Export Web Page</source>
            <translation>Exporter une page web</translation>
        </message>
        <message>
            <location line="+0" />
            <source>Web page (*.html)</source>
            <translation>Page web (*.html)</translation>
        </message>
        <message>
            <location line="+9" />
            <source>Web page saved to %1</source>
            <translation>Page web enregistrée dans %1</translation>
        </message>
        <message>
            <location line="+8" />
            <source>Cannot write %1: this installation has no web page.</source>
            <translation>Impossible d’écrire %1 : cette installation n’a pas de page web.</translation>
        </message>
        <message>
            <location line="+8" />
            <location line="+3" />
            <source>Cannot write %1: %2</source>
            <translation>Impossible d’écrire %1 : %2</translation>
        </message>
    </context>
    <context>
        <name>morpion::paint::BoardLegend</name>
        <message>
            <location filename="../app/paint/BoardScene.cpp" line="+167" />
            <source>In both grids (%1)</source>
            <translation>Dans les deux grilles (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Only in this grid (%1)</source>
            <translation>Seulement dans cette grille (%1)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Only in the other grid (%1)</source>
            <translation>Seulement dans l’autre grille (%1)</translation>
        </message>
        <message>
            <location line="+6" />
            <source>Needs (%1)</source>
            <translation>Dépend de (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Needed by (%1)</source>
            <translation>Requis par (%1)</translation>
        </message>
        <message>
            <location line="+11" />
            <source>The grid as opened (%1)</source>
            <translation>La grille telle qu’ouverte (%1)</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Your moves (%1)</source>
            <translation>Vos coups (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Legal moves: click to play (%1)</source>
            <translation>Coups légaux : cliquer pour jouer (%1)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Earlier layers</source>
            <translation>Couches précédentes</translation>
        </message>
        <message>
            <location line="+1" />
            <source>Layer %1: taken (%2)</source>
            <translation>Couche %1 : jouées (%2)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Layer %1: not taken (%2)</source>
            <translation>Couche %1 : non jouées (%2)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Legal, but left untaken in an earlier layer (%1)</source>
            <translation>Légal, mais laissé de côté dans une couche précédente (%1)</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Later layers</source>
            <translation>Couches suivantes</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Hint: keeps the proven best, %2, reachable (%1)</source>
            <translation>Indice : garde le meilleur prouvé, %2, atteignable (%1)</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Hint: a legal move (%1)</source>
            <translation>Indice : un coup légal (%1)</translation>
        </message>
        <message>
            <location line="+2" />
            <source>Last move</source>
            <translation>Dernier coup</translation>
        </message>
    </context>
    <context>
        <name>morpion::paint::PictureExport</name>
        <message>
            <location filename="../app/paint/PictureExport.cpp" line="+148" />
            <source>Unknown picture type “%1”: use .png, .svg or .pdf.</source>
            <translation>Type d’image « %1 » inconnu : utilisez .png, .svg ou .pdf.</translation>
        </message>
        <message>
            <location line="+12" />
            <location line="+43" />
            <source>Cannot write %1: %2</source>
            <translation>Impossible d’écrire %1 : %2</translation>
        </message>
        <message>
            <location line="-33" />
            <location line="+12" />
            <source>Morpion Solitaire grid</source>
            <translation>Grille de Morpion solitaire</translation>
        </message>
        <message>
            <location line="-11" />
            <source>Drawn by Morpion Layers</source>
            <translation>Dessinée par Morpion Layers</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the SVG drawing did not start.</source>
            <translation>Impossible d’écrire %1 : le dessin SVG n’a pas commencé.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the SVG drawing did not finish.</source>
            <translation>Impossible d’écrire %1 : le dessin SVG ne s’est pas terminé.</translation>
        </message>
        <message>
            <location line="+16" />
            <source>Cannot write %1: the PDF drawing did not start.</source>
            <translation>Impossible d’écrire %1 : le dessin PDF n’a pas commencé.</translation>
        </message>
        <message>
            <location line="+3" />
            <source>Cannot write %1: the PDF drawing did not finish.</source>
            <translation>Impossible d’écrire %1 : le dessin PDF ne s’est pas terminé.</translation>
        </message>
        <message>
            <location line="+4" />
            <source>Cannot write %1: the picture came out empty.</source>
            <translation>Impossible d’écrire %1 : l’image est vide.</translation>
        </message>
    </context>
</TS>
