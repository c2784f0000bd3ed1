<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>main</name>
    <message>
        <location filename="../app/main.cpp" line="+19"/>
        <source>Morpion Solitaire grids, layer by layer.</source>
        <translation>Grilles de Morpion solitaire, couche par couche.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>A grid file, a layer code or a game number to open.</source>
        <translation>Un fichier de grille, un code de couches ou un numéro de partie à ouvrir.</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Autosave</name>
    <message>
        <location filename="../app/gui/Autosave.cpp" line="+173"/>
        <source>cannot create the folder or its lock file</source>
        <translation>impossible de créer le dossier ou son fichier de verrou</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Cannot keep a copy of the unsaved work in %1: %2</source>
        <translation>Impossible de garder une copie du travail non enregistré dans %1 : %2</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>a %1 grid of %n move(s)</source>
        <translation>
            <numerusform>une grille %1 de %n coup</numerusform>
            <numerusform>une grille %1 de %n coups</numerusform>
        </translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Morpion Layers ended on %1 without saving %2.</source>
        <translation>Morpion Layers s’est arrêté le %1 sans enregistrer %2.</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Morpion Layers ended on %1 without saving %2, from %3.</source>
        <translation>Morpion Layers s’est arrêté le %1 sans enregistrer %2, issue de %3.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restore Unsaved Work</source>
        <translation>Restaurer le travail non enregistré</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Restore puts it on the board as one step that can be undone; it is not saved until you save it.</source>
        <translation>« Restaurer » la remet sur le plateau en une étape qu’on peut annuler ; elle n’est enregistrée que lorsque vous l’enregistrez.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Restore</source>
        <translation>&amp;Restaurer</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Keep for &amp;Later</source>
        <translation>Garder pour &amp;plus tard</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Restore unsaved work</source>
        <translation>Restaurer le travail non enregistré</translation>
    </message>
</context>
<context>
    <name>morpion::gui::BoardRenderer</name>
    <message>
        <location filename="../app/gui/BoardRenderer.cpp" line="+296"/>
        <source>Earlier layers</source>
        <translation>Couches précédentes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1: taken (%2)</source>
        <translation>Couche %1 : jouées (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1: not taken (%2)</source>
        <translation>Couche %1 : non jouées (%2)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Taboo at layer %1 (%2)</source>
        <translation>Tabou à la couche %1 (%2)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Later layers</source>
        <translation>Couches suivantes</translation>
    </message>
</context>
<context>
    <name>morpion::gui::BoardView</name>
    <message>
        <location filename="../app/gui/BoardView.cpp" line="+252"/>
        <source>%1 lines through (%2, %3), showing %4 — Tab or wheel: next line · click: play · Esc: cancel</source>
        <translation>%1 lignes passent par (%2, %3), ligne %4 affichée — Tab ou molette : ligne suivante · clic : jouer · Échap : annuler</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CodeBar</name>
    <message>
        <location filename="../app/gui/CodeBar.cpp" line="+36"/>
        <source>The layer code of the grid: the set of its moves</source>
        <translation>Le code de couches de la grille : l’ensemble de ses coups</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The game number: the moves in their exact order</source>
        <translation>Le numéro de partie : les coups dans leur ordre exact</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy the layer code</source>
        <translation>Copier le code de couches</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Copy the game number</source>
        <translation>Copier le numéro de partie</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Paste a layer code, a game number or a move list, then press Enter</source>
        <translation>Collez un code de couches, un numéro de partie ou une liste de coups, puis appuyez sur Entrée</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Read codes as this variant (a prefix such as 5D: in the text wins)</source>
        <translation>Lire les codes dans cette variante (un préfixe comme 5D: dans le texte l’emporte)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the code typed on the left</source>
        <translation>Ouvrir le code saisi à gauche</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Layer code:</source>
        <translation>Code de couches :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Game number:</source>
        <translation>Numéro de partie :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open code:</source>
        <translation>Ouvrir un code :</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>Layer code copied</source>
        <translation>Code de couches copié</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Game number copied</source>
        <translation>Numéro de partie copié</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionLoader</name>
    <message>
        <location filename="../app/gui/CollectionLoader.cpp" line="+109"/>
        <source>line %1</source>
        <translation>ligne %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, line %2</source>
        <translation>%1, ligne %2</translation>
    </message>
    <message>
        <location line="+93"/>
        <source>The folder %1 does not exist.</source>
        <translation>Le dossier %1 n’existe pas.</translation>
    </message>
    <message>
        <location line="+37"/>
        <source>the file is too large (%1 MB)</source>
        <translation>le fichier est trop gros (%1 Mo)</translation>
    </message>
    <message>
        <location line="+105"/>
        <source>The text is too large to read as a collection (%1 MB; at most %2 MB).</source>
        <translation>Le texte est trop gros pour être lu comme collection (%1 Mo ; au plus %2 Mo).</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot open %1: the file is too large to read as a collection (%2 MB; at most %3 MB).</source>
        <translation>Impossible d’ouvrir %1 : le fichier est trop gros pour être lu comme collection (%2 Mo ; au plus %3 Mo).</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionModel</name>
    <message>
        <location filename="../app/gui/CollectionModel.cpp" line="+72"/>
        <source>Grid</source>
        <translation>Grille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Found at</source>
        <translation>Trouvée à</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers</source>
        <translation>Couches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Length</source>
        <translation>Longueur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same grid</source>
        <translation>Même grille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Same points</source>
        <translation>Mêmes points</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Where the grid was found: a line of the text, or a file of the folder</source>
        <translation>Où la grille a été trouvée : une ligne du texte ou un fichier du dossier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layers that take at least one move</source>
        <translation>Couches qui prennent au moins un coup</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Characters of the layer code</source>
        <translation>Caractères du code de couches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rows with the same grid up to rotation and reflection share a group, named by its first row</source>
        <translation>Les lignes qui ont la même grille, à rotation et symétrie près, forment un groupe nommé d’après sa première ligne</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Rows with the same points up to rotation and reflection, whatever their lines, share a group</source>
        <translation>Les lignes qui ont les mêmes points, à rotation et symétrie près, quels que soient leurs traits, forment un groupe</translation>
    </message>
    <message>
        <location line="+28"/>
        <location line="+2"/>
        <source>#%1 (×%2)</source>
        <translation>n° %1 (×%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+33"/>
        <source>%n other row(s) hold this grid, rotated or mirrored</source>
        <translation>
            <numerusform>%n autre ligne contient cette grille, tournée ou retournée</numerusform>
            <numerusform>%n autres lignes contiennent cette grille, tournée ou retournée</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same grid as row #%1, up to rotation and reflection</source>
        <translation>La même grille que la ligne n° %1, à rotation et symétrie près</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>%n other row(s) have these points (up to symmetry), some with other lines</source>
        <translation>
            <numerusform>%n autre ligne a ces points (à symétrie près), avec d’autres traits</numerusform>
            <numerusform>%n autres lignes ont ces points (à symétrie près), certaines avec d’autres traits</numerusform>
        </translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The same points as row #%1, up to rotation and reflection</source>
        <translation>Les mêmes points que la ligne n° %1, à rotation et symétrie près</translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionPanel</name>
    <message>
        <location filename="../app/gui/CollectionPanel.cpp" line="+36"/>
        <source>All variants</source>
        <translation>Toutes les variantes</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show only the grids of one variant</source>
        <translation>N’afficher que les grilles d’une variante</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Score ≥ </source>
        <translation>Score ≥ </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show only the grids with at least this score</source>
        <translation>N’afficher que les grilles d’au moins ce score</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter by code or text</source>
        <translation>Filtrer par code ou texte</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show only the rows whose code, place or line holds this text</source>
        <translation>N’afficher que les lignes dont le code, l’emplacement ou la ligne contient ce texte</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open a collection: File &gt; Open Collection…, or paste a list of codes with Edit &gt; Paste as Collection.</source>
        <translation>Ouvrez une collection : Fichier &gt; Ouvrir une collection…, ou collez une liste de codes avec Édition &gt; Coller comme collection.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%v of %m</source>
        <translation>%v sur %m</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop reading; the grids read so far stay</source>
        <translation>Arrêter la lecture ; les grilles déjà lues restent</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>Reading…</source>
        <translation>Lecture…</translation>
    </message>
    <message numerus="yes">
        <location line="+37"/>
        <source>%n grid(s)</source>
        <translation>
            <numerusform>%n grille</numerusform>
            <numerusform>%n grilles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problème</numerusform>
            <numerusform>%n problèmes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n group(s) of the same grid</source>
        <translation>
            <numerusform>%n groupe de la même grille</numerusform>
            <numerusform>%n groupes de la même grille</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n group(s) of the same points with other lines</source>
        <translation>
            <numerusform>%n groupe des mêmes points avec d’autres traits</numerusform>
            <numerusform>%n groupes des mêmes points avec d’autres traits</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n line(s) without a code</source>
        <translation>
            <numerusform>%n ligne sans code</numerusform>
            <numerusform>%n lignes sans code</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n other file(s) skipped</source>
        <translation>
            <numerusform>%n autre fichier ignoré</numerusform>
            <numerusform>%n autres fichiers ignorés</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>(%1 s)</source>
        <translation>(%1 s)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cancelled; what was read so far: %1</source>
        <translation>Annulé ; ce qui a été lu : %1</translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>Not read (%n):</source>
        <translation>
            <numerusform>Non lu (%n) :</numerusform>
            <numerusform>Non lus (%n) :</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionProblemModel</name>
    <message>
        <location filename="../app/gui/CollectionProblemModel.cpp" line="+34"/>
        <source>Found at</source>
        <translation>Trouvée à</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Code</source>
        <translation>Code</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Why it was not read</source>
        <translation>Pourquoi ce n’a pas été lu</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Document</name>
    <message>
        <location filename="../app/gui/Document.cpp" line="+70"/>
        <source>New %1 game</source>
        <translation>Nouvelle partie %1</translation>
    </message>
    <message>
        <location filename="../app/gui/PlayMoveCommand.cpp" line="+11"/>
        <source>Play %1</source>
        <translation>Jouer %1</translation>
    </message>
</context>
<context>
    <name>morpion::gui::ErrorText</name>
    <message>
        <location filename="../app/gui/ErrorText.cpp" line="+11"/>
        <source> on line %1, column %2</source>
        <translation> à la ligne %1, colonne %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> on line %1</source>
        <translation> à la ligne %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source> at position %1</source>
        <translation> à la position %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>there is nothing to read</source>
        <translation>il n’y a rien à lire</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bad character%1</source>
        <translation>caractère invalide%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>conflicting moves in layer %1%2</source>
        <translation>coups incompatibles dans la couche %1%2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>bits left after the end of the game%1</source>
        <translation>bits restants après la fin de la partie%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>number too large: digits are left after the end of the game</source>
        <translation>nombre trop grand : des chiffres restent après la fin de la partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>syntax error%1</source>
        <translation>erreur de syntaxe%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>illegal move%1</source>
        <translation>coup illégal%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a move cannot be reached from the cross</source>
        <translation>un coup est inaccessible depuis la croix</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>duplicate move%1</source>
        <translation>coup en double%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>unknown variant (expected 5T, 5D, 4T or 4D)</source>
        <translation>variante inconnue (attendu : 5T, 5D, 4T ou 4D)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>input too large</source>
        <translation>entrée trop grande</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>a stored value does not match the moves</source>
        <translation>une valeur enregistrée ne correspond pas aux coups</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>cannot read or write the file</source>
        <translation>impossible de lire ou d’écrire le fichier</translation>
    </message>
</context>
<context>
    <name>morpion::gui::Examples</name>
    <message>
        <location filename="../app/gui/Examples.cpp" line="+8"/>
        <source>An interesting 135 (layer encoding example)</source>
        <translation>Un 135 intéressant (exemple de codage par couches)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A 160 (move layering model)</source>
        <translation>Un 160 (modèle de couches de coups)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosin&apos;s 5T record, 178 moves (2011)</source>
        <translation>Record 5T de Rosin, 178 coups (2011)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rosin&apos;s 5D record, 82 moves (2010)</source>
        <translation>Record 5D de Rosin, 82 coups (2010)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::ExportDialog</name>
    <message>
        <location filename="../app/gui/ExportDialog.cpp" line="+37"/>
        <location line="+125"/>
        <location line="+12"/>
        <source>Export Picture</source>
        <translation>Exporter l’image</translation>
    </message>
    <message>
        <location line="-135"/>
        <source>As on screen</source>
        <translation>Comme à l’écran</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Clean print style</source>
        <translation>Style d’impression épuré</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Move &amp;numbers</source>
        <translation>&amp;Numéros des coups</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Highlight layer %1</source>
        <translation>&amp;Mettre en évidence la couche %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Legend</source>
        <translation>&amp;Légende</translation>
    </message>
    <message>
        <location line="+5"/>
        <source> px</source>
        <translation> px</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Width of a PNG in pixels, of an SVG or PDF in points</source>
        <translation>Largeur d’un PNG en pixels, d’un SVG ou d’un PDF en points</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Look:</source>
        <translation>Aspect :</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Width:</source>
        <translation>Largeur :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Size:</source>
        <translation>Taille :</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Save As…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Copy Picture</source>
        <translation>&amp;Copier l’image</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>%1 × %2</source>
        <translation>%1 × %2</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>grid</source>
        <translation>grille</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>PNG image (*.png);;SVG drawing (*.svg);;PDF document (*.pdf)</source>
        <translation>Image PNG (*.png);;Dessin SVG (*.svg);;Document PDF (*.pdf)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::FamousGridsMenu</name>
    <message>
        <location filename="../app/gui/FamousGridsMenu.cpp" line="+9"/>
        <source>Famous &amp;Grids</source>
        <translation>&amp;Grilles célèbres</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The built-in list does not read: %1</source>
        <translation>La liste intégrée ne se lit pas : %1</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>%1 %2 moves — %3 (%4)</source>
        <translation>%1, %2 coups — %3 (%4)</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>c. %1</source>
        <translation>vers %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — %2, %3: %4</source>
        <translation>%1 — %2, %3 : %4</translation>
    </message>
</context>
<context>
    <name>morpion::gui::FileActions</name>
    <message>
        <location filename="../app/gui/FileActions.cpp" line="+38"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open a grid file (MSR JSON, Pentasol, a code or a move list)</source>
        <translation>Ouvrir un fichier de grille (MSR JSON, Pentasol, un code ou une liste de coups)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Save</source>
        <translation>&amp;Enregistrer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save &amp;As…</source>
        <translation>Enregistrer &amp;sous…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Recent</source>
        <translation>Fichiers &amp;récents</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unsaved Grid</source>
        <translation>Grille non enregistrée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The grid has changes that are not saved. Save them first?</source>
        <translation>La grille a des modifications non enregistrées. Les enregistrer d’abord ?</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Open Grid</source>
        <translation>Ouvrir une grille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Grids (*.json *.msr *.txt *.ms1 *.png *.svg);;MSR records (*.json *.msr);;Pentasol files (*.txt);;MS1 text (*.txt *.ms1);;Pictures with their grid (*.png *.svg);;All files (*)</source>
        <translation>Grilles (*.json *.msr *.txt *.ms1 *.png *.svg);;Enregistrements MSR (*.json *.msr);;Fichiers Pentasol (*.txt);;Texte MS1 (*.txt *.ms1);;Images avec leur grille (*.png *.svg);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+24"/>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <location line="-13"/>
        <source>Cannot open %1: %2.</source>
        <translation>Impossible d’ouvrir %1 : %2.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cannot open %1: the file is too large.</source>
        <translation>Impossible d’ouvrir %1 : le fichier est trop grand.</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Open %1</source>
        <translation>Ouvrir %1</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>grid-%1</source>
        <translation>grille-%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Save Grid</source>
        <translation>Enregistrer la grille</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>MSR record (*.msr.json);;Pentasol file (*.pentasol.txt);;MS1 text, the compact MSR record (*.ms1)</source>
        <translation>Enregistrement MSR (*.msr.json);;Fichier Pentasol (*.pentasol.txt);;Texte MS1, l’enregistrement MSR compact (*.ms1)</translation>
    </message>
    <message>
        <location line="+30"/>
        <location line="+6"/>
        <source>Cannot save %1: %2</source>
        <translation>Impossible d’enregistrer %1 : %2</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>&amp;Clear List</source>
        <translation>&amp;Vider la liste</translation>
    </message>
</context>
<context>
    <name>morpion::gui::GridReader</name>
    <message>
        <location filename="../app/gui/GridReader.cpp" line="+79"/>
        <source>layer code</source>
        <translation>code de couches</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>game number</source>
        <translation>numéro de partie</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>move list</source>
        <translation>liste de coups</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>record</source>
        <translation>enregistrement</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The text is too long (%1 characters).</source>
        <translation>Le texte est trop long (%1 caractères).</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>There is nothing to read: paste a layer code, a game number or a move list.</source>
        <translation>Il n’y a rien à lire : collez un code de couches, un numéro de partie ou une liste de coups.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Unknown variant “%1” (expected 5T, 5D, 4T or 4D).</source>
        <translation>Variante « %1 » inconnue (attendu : 5T, 5D, 4T ou 4D).</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Not a valid MSR record: %1.</source>
        <translation>Enregistrement MSR invalide : %1.</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+7"/>
        <source>Not a valid Pentasol record: %1.</source>
        <translation>Fichier Pentasol invalide : %1.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The Pentasol file was read as %1: it is not legal as %2, the chosen variant.</source>
        <translation>Le fichier Pentasol a été lu en %1 : il n’est pas légal en %2, la variante choisie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The Pentasol file was read as %1, the chosen variant.</source>
        <translation>Le fichier Pentasol a été lu en %1, la variante choisie.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>It is also legal as %1; choose that variant in the code bar and open it again to read it so.</source>
        <translation>Il est aussi légal en %1 ; choisissez cette variante dans la barre des codes et rouvrez-le pour le lire ainsi.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+5"/>
        <source>Not a valid move list: %1.</source>
        <translation>Liste de coups invalide : %1.</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>Not a code: %1 (“%2”; codes use A–Z, a–z, 0–9, + and /).</source>
        <translation>Ce n’est pas un code : %1 (« %2 » ; les codes utilisent A–Z, a–z, 0–9, + et /).</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Not a valid %1 layer code: %2.
Not a game number either: it runs out after move %3, and the rest of the game would be guessed.</source>
        <translation>Code de couches %1 invalide : %2.
Ce n’est pas non plus un numéro de partie : il s’épuise après le coup %3 et le reste de la partie serait deviné.</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Not a valid %1 layer code: %2.
Not a game number either: %3.</source>
        <translation>Code de couches %1 invalide : %2.
Ce n’est pas non plus un numéro de partie : %3.</translation>
    </message>
</context>
<context>
    <name>morpion::gui::GridTransformActions</name>
    <message>
        <location filename="../app/gui/GridTransformActions.cpp" line="+18"/>
        <source>&amp;Rotate / Flip Grid</source>
        <translation>&amp;Tourner / retourner la grille</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Changes the grid and its codes; Undo turns it back</source>
        <translation>Change la grille et ses codes ; Annuler la remet</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Canonical Orient&amp;ation</source>
        <translation>Orientation &amp;canonique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Turn the grid so that its layer code is its canonical code, the smallest of its 8 images</source>
        <translation>Tourner la grille pour que son code de couches soit son code canonique, le plus petit de ses 8 images</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy Ca&amp;nonical Code</source>
        <translation>Copier le code canoni&amp;que</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the smallest layer code over the 8 rotations and mirror images of the grid, the same for every image: a name for the grid up to symmetry</source>
        <translation>Copier le plus petit code de couches des 8 rotations et images miroir de la grille, le même pour chaque image : un nom de la grille à symétrie près</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>&amp;Unchanged</source>
        <translation>&amp;Inchangée</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip &amp;Left–Right</source>
        <translation>Retourner &amp;gauche–droite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip &amp;Top–Bottom</source>
        <translation>Retourner ha&amp;ut–bas</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate &amp;180°</source>
        <translation>Tourner de &amp;180°</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip Along the &amp;Main Diagonal</source>
        <translation>Retourner selon la diagonale &amp;principale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate 90° &amp;Clockwise</source>
        <translation>Tourner de 90° en sens &amp;horaire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rotate 90° Cou&amp;nter-Clockwise</source>
        <translation>Tourner de 90° en sens a&amp;ntihoraire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Flip Along the &amp;Other Diagonal</source>
        <translation>Retourner selon l’&amp;autre diagonale</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Canonical code copied: the grid is in its canonical orientation</source>
        <translation>Code canonique copié : la grille est dans son orientation canonique</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Canonical code copied: the code of the grid after “%1”</source>
        <translation>Code canonique copié : le code de la grille après « %1 »</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>The grid is already in its canonical orientation</source>
        <translation>La grille est déjà dans son orientation canonique</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Turned to the canonical orientation (%1)</source>
        <translation>Tournée dans l’orientation canonique (%1)</translation>
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
        <translation>&amp;Première couche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Previous Layer</source>
        <translation>Couche &amp;précédente</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Next Layer</source>
        <translation>Couche &amp;suivante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Last Layer</source>
        <translation>&amp;Dernière couche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Animate Layers</source>
        <translation>&amp;Animer les couches</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Drag to move through the layers</source>
        <translation>Faites glisser pour parcourir les couches</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer </source>
        <translation>Couche </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The layer shown</source>
        <translation>La couche affichée</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Slow</source>
        <translation>Lent</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Fast</source>
        <translation>Rapide</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animation speed</source>
        <translation>Vitesse de l’animation</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By layer</source>
        <translation>Par couche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>By move</source>
        <translation>Coup par coup</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Animate the layers one by one, or replay the moves in their order</source>
        <translation>Animer les couches une à une, ou rejouer les coups dans leur ordre</translation>
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
        <translation>Coups joués par couche ; cliquez sur une barre pour afficher cette couche</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>max %1 per layer</source>
        <translation>max. %1 par couche</translation>
    </message>
    <message numerus="yes">
        <location line="+26"/>
        <source>Layer %1: %n move(s) taken</source>
        <translation>
            <numerusform>Couche %1 : %n coup joué</numerusform>
            <numerusform>Couche %1 : %n coups joués</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::LayerPanel</name>
    <message>
        <location filename="../app/gui/LayerPanel.cpp" line="+56"/>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Bit</source>
        <translation>Bit</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Moves taken per layer</source>
        <translation>Coups joués par couche</translation>
    </message>
    <message>
        <location line="+61"/>
        <source>No layers</source>
        <translation>Aucune couche</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&lt;b&gt;Layer %1&lt;/b&gt; / %2&lt;br&gt;%3 of %4 candidates taken, %5 taboo</source>
        <translation>&lt;b&gt;Couche %1&lt;/b&gt; / %2&lt;br&gt;%3 candidats joués sur %4, %5 tabous</translation>
    </message>
    <message>
        <location line="+19"/>
        <source>Taken in this layer (bit 1)</source>
        <translation>Joué dans cette couche (bit 1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Not taken: becomes taboo (bit 0)</source>
        <translation>Non joué : devient tabou (bit 0)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Taboo at this layer (%1)</source>
        <translation>Tabous à cette couche (%1)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Legal here but taboo: not taken in an earlier layer</source>
        <translation>Légal ici mais tabou : non joué dans une couche précédente</translation>
    </message>
</context>
<context>
    <name>morpion::gui::MainWindow</name>
    <message>
        <location filename="../app/gui/MainWindow.cpp" line="+74"/>
        <source>Layers</source>
        <translation>Couches</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Codes</source>
        <translation>Codes</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Layer</source>
        <translation>Couche</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>(%1, %2)</source>
        <translation>(%1, %2)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(%1, %2): move %3, layer %4</source>
        <translation>(%1, %2) : coup %3, couche %4</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>Move %1 / %2</source>
        <translation>Coup %1 / %2</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>Game over: no legal move is left. Score: %1.</source>
        <translation>Partie terminée : plus aucun coup légal. Score : %1.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>&amp;File</source>
        <translation>&amp;Fichier</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 game</source>
        <translation>Partie %1</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>&amp;Export Picture…</source>
        <translation>E&amp;xporter l’image…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Paste Code</source>
        <translation>&amp;Coller un code</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open the layer code, game number or move list on the clipboard</source>
        <translation>Ouvrir le code de couches, le numéro de partie ou la liste de coups du presse-papiers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Paste as Collec&amp;tion</source>
        <translation>Coller comme co&amp;llection</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open &amp;Code…</source>
        <translation>&amp;Ouvrir un code…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Copy &amp;Layer Code</source>
        <translation>Copier le code de &amp;couches</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Layer code copied</source>
        <translation>Code de couches copié</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy &amp;Game Number</source>
        <translation>Copier le &amp;numéro de partie</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Game number copied</source>
        <translation>Numéro de partie copié</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Pre&amp;ferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;In</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;Out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Fit Grid</source>
        <translation>&amp;Ajuster la grille</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Highlight Current Layer</source>
        <translation>&amp;Mettre en évidence la couche</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Ghost Later Layers</source>
        <translation>&amp;Estomper les couches suivantes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Show later layers faintly instead of hiding them</source>
        <translation>Afficher les couches suivantes en pâle au lieu de les cacher</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Move &amp;Numbers</source>
        <translation>&amp;Numéros des coups</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Legend</source>
        <translation>&amp;Légende</translation>
    </message>
    <message>
        <location line="-29"/>
        <source>Copy P&amp;icture</source>
        <translation>Copier l’&amp;image</translation>
    </message>
    <message>
        <location line="-167"/>
        <source>Collection</source>
        <translation>Collection</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <location line="+112"/>
        <source>Open &amp;Collection…</source>
        <translation>Ouvrir une &amp;collection…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>List the grids of a text file of codes, with thumbnails, duplicates and problems</source>
        <translation>Lister les grilles d’un fichier texte de codes, avec vignettes, doublons et problèmes</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open Collection &amp;Folder…</source>
        <translation>Ouvrir un &amp;dossier comme collection…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>List the grids of a folder of record files (Pentasol, MSR, pictures with their grid)</source>
        <translation>Lister les grilles d’un dossier de fichiers d’enregistrement (Pentasol, MSR, images avec leur grille)</translation>
    </message>
    <message>
        <location line="+69"/>
        <source>Hin&amp;ts: All Legal Moves</source>
        <translation>A&amp;ide : tous les coups légaux</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Colours</source>
        <translation>&amp;Couleurs</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Follow the &amp;System</source>
        <translation>Suivre le &amp;système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Light</source>
        <translation>C&amp;lair</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Dark</source>
        <translation>&amp;Sombre</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Search for high-scoring grids with NRPA or the hill climb, on every core</source>
        <translation>Chercher des grilles à haut score avec NRPA ou l’escalade, sur tous les cœurs</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Layers</source>
        <translation>&amp;Couches</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Help</source>
        <translation>Aid&amp;e</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;About Morpion Layers</source>
        <translation>À &amp;propos de Morpion Layers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>About Morpion Layers</source>
        <translation>À propos de Morpion Layers</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Look at Morpion Solitaire grids layer by layer, play by hand, and share grids as layer codes and game numbers.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Mouse:&lt;/b&gt; wheel zooms, drag pans, click plays the highlighted move. Where several lines are possible, Tab or the wheel chooses, Esc cancels.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Morpion Layers %1&lt;/h3&gt;&lt;p&gt;Examinez les grilles de Morpion solitaire couche par couche, jouez à la main et partagez les grilles sous forme de codes de couches et de numéros de partie.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Souris :&lt;/b&gt; la molette zoome, le glisser déplace, le clic joue le coup mis en évidence. Quand plusieurs lignes sont possibles, Tab ou la molette choisit, Échap annule.&lt;/p&gt;</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>About &amp;Qt</source>
        <translation>À propos de &amp;Qt</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The point under the pointer</source>
        <translation>Le point sous le pointeur</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Score %1 (over)</source>
        <translation>Score %1 (terminée)</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Score %1, %n legal</source>
        <translation>
            <numerusform>Score %1, %n coup légal</numerusform>
            <numerusform>Score %1, %n coups légaux</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n couche</numerusform>
            <numerusform>%n couches</numerusform>
        </translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Layer %1</source>
        <translation>Couche %1</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Untitled</source>
        <translation>Sans titre</translation>
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
        <translation>Ouvrir %1</translation>
    </message>
    <message numerus="yes">
        <location line="-120"/>
        <source>Opened a %1: %2 %3 moves in %n layer(s)</source>
        <translation>
            <numerusform>Ouvert (%1) : %2, %3 coups en %n couche</numerusform>
            <numerusform>Ouvert (%1) : %2, %3 coups en %n couches</numerusform>
        </translation>
    </message>
    <message>
        <location line="+19"/>
        <location line="+32"/>
        <source>The clipboard holds no text to open.</source>
        <translation>Le presse-papiers ne contient aucun texte à ouvrir.</translation>
    </message>
    <message>
        <location line="-21"/>
        <location line="+9"/>
        <source>the pasted text</source>
        <translation>le texte collé</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>The text holds %1 characters, too many for one grid: it is read as a collection of codes.</source>
        <translation>Le texte contient %1 caractères, trop pour une seule grille : il est lu comme une collection de codes.</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>The text holds several codes: they are listed in the collection panel.</source>
        <translation>Le texte contient plusieurs codes : ils sont listés dans le panneau Collection.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>the clipboard</source>
        <translation>le presse-papiers</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Open Collection</source>
        <translation>Ouvrir une collection</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Texts with codes (*.txt *.log *.md *.csv);;All files (*)</source>
        <translation>Textes avec des codes (*.txt *.log *.md *.csv);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Open Collection Folder</source>
        <translation>Ouvrir un dossier comme collection</translation>
    </message>
    <message>
        <location line="+42"/>
        <source>Open %1 from the collection</source>
        <translation>Ouvrir %1 de la collection</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>#%1, %2: %3 %4 moves</source>
        <translation>n° %1, %2 : %3, %4 coups</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Picture copied</source>
        <translation>Image copiée</translation>
    </message>
</context>
<context>
    <name>morpion::gui::MessageBanner</name>
    <message>
        <location filename="../app/gui/MessageBanner.cpp" line="+22"/>
        <source>Close this message</source>
        <translation>Fermer ce message</translation>
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
        <translation>morpion-layers : il n’y a pas d’écran où ouvrir une fenêtre (ni DISPLAY ni WAYLAND_DISPLAY n’est défini).
L’outil en ligne de commande n’en a pas besoin ; par exemple, la grille de démarrage :
  %1 info %2
  %1 render %2 -o grid.png</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PictureExport</name>
    <message>
        <location filename="../app/gui/PictureExport.cpp" line="+81"/>
        <source>Unknown picture type “%1”: use .png, .svg or .pdf.</source>
        <translation>Type d’image « %1 » inconnu : utilisez .png, .svg ou .pdf.</translation>
    </message>
    <message>
        <location line="+11"/>
        <location line="+38"/>
        <source>Cannot write %1: %2</source>
        <translation>Impossible d’écrire %1 : %2</translation>
    </message>
    <message>
        <location line="-28"/>
        <location line="+12"/>
        <source>Morpion Solitaire grid</source>
        <translation>Grille de Morpion solitaire</translation>
    </message>
    <message>
        <location line="-11"/>
        <source>Drawn by Morpion Layers</source>
        <translation>Dessinée par Morpion Layers</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the SVG drawing did not start.</source>
        <translation>Impossible d’écrire %1 : le dessin SVG n’a pas commencé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the SVG drawing did not finish.</source>
        <translation>Impossible d’écrire %1 : le dessin SVG ne s’est pas terminé.</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Cannot write %1: the PDF drawing did not start.</source>
        <translation>Impossible d’écrire %1 : le dessin PDF n’a pas commencé.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Cannot write %1: the PDF drawing did not finish.</source>
        <translation>Impossible d’écrire %1 : le dessin PDF ne s’est pas terminé.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Cannot write %1: the picture came out empty.</source>
        <translation>Impossible d’écrire %1 : l’image est vide.</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PictureMetadata</name>
    <message>
        <location filename="../app/gui/PictureMetadata.cpp" line="+161"/>
        <source>the picture carries no grid (it has no “msr” record)</source>
        <translation>l’image ne contient pas de grille (elle n’a pas d’enregistrement « msr »)</translation>
    </message>
    <message>
        <location line="+33"/>
        <source>the SVG drawing is not well formed on line %1: %2</source>
        <translation>le dessin SVG est mal formé à la ligne %1 : %2</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>the drawing carries no grid (it has no &lt;metadata&gt; with an “msr” record)</source>
        <translation>le dessin ne contient pas de grille (il n’a pas de &lt;metadata&gt; avec un enregistrement « msr »)</translation>
    </message>
</context>
<context>
    <name>morpion::gui::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/PreferencesDialog.cpp" line="+15"/>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Follow the system</source>
        <translation>Suivre le système</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Light</source>
        <translation>Clair</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Dark</source>
        <translation>Sombre</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Board &amp;colours:</source>
        <translation>&amp;Couleurs du plateau :</translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchChart</name>
    <message>
        <location filename="../app/gui/SearchChart.cpp" line="+40"/>
        <source>%1 h</source>
        <translation>%1 h</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 min</source>
        <translation>%1 min</translation>
    </message>
    <message>
        <location line="+2"/>
        <location line="+1"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The best score found so far, over the time the search has run</source>
        <translation>Le meilleur score trouvé jusqu’ici, au fil du temps de la recherche</translation>
    </message>
    <message>
        <location line="+127"/>
        <source>best score</source>
        <translation>meilleur score</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>The best score over time is drawn here while a search runs.</source>
        <translation>Le meilleur score au fil du temps est tracé ici pendant une recherche.</translation>
    </message>
    <message>
        <location line="+51"/>
        <source>Best %1 at %2 s</source>
        <translation>Meilleur : %1 à %2 s</translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchPanel</name>
    <message>
        <location filename="../app/gui/SearchPanel.cpp" line="+59"/>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>playouts/s</source>
        <translation>parties simulées/s</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>iterations/s</source>
        <translation>itérations/s</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>NRPA (nested rollout policy adaptation)</source>
        <translation>NRPA (nested rollout policy adaptation)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Hill climb (the seeds&apos; DNA search)</source>
        <translation>Escalade (la recherche par ADN d’origine)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>NRPA (Rosin 2011) found the 178 record; the hill climb is the seeds&apos; search, quick to rise and then slow</source>
        <translation>NRPA (Rosin 2011) a trouvé le record de 178 ; l’escalade est la recherche d’origine, rapide à monter puis lente</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Algorithm</source>
        <translation>&amp;Algorithme</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nesting level L: one search of level L plays about iterations^L playouts</source>
        <translation>Niveau d’imbrication L : une recherche de niveau L joue environ itérations^L parties simulées</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Iterations of each level (N in the paper)</source>
        <translation>Itérations de chaque niveau (N dans l’article)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Adaptation step: how far the policy moves toward the best game at each iteration</source>
        <translation>Pas d’adaptation : de combien la politique se rapproche de la meilleure partie à chaque itération</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>How strongly the open grid&apos;s moves are preferred at first: about 1 barely, 3 keeps a good part of the grid, 5 and more nearly replay it</source>
        <translation>À quel point les coups de la grille ouverte sont préférés au début : vers 1 à peine, 3 garde une bonne partie de la grille, 5 et plus la rejouent presque</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Level</source>
        <translation>&amp;Niveau</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Iterations</source>
        <translation>&amp;Itérations</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Al&amp;pha</source>
        <translation>Al&amp;pha</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Warm weight</source>
        <translation>Poids à &amp;chaud</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Lines of the current game left out at each step of the climb (the seeds use 3)</source>
        <translation>Lignes de la partie courante écartées à chaque pas de l’escalade (l’original en utilise 3)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Blacklist</source>
        <translation>&amp;Liste noire</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Start &amp;from</source>
        <translation>Point de &amp;départ</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Independent searches run side by side, one per core; the best of them is shown</source>
        <translation>Des recherches indépendantes tournent côte à côte, une par cœur ; la meilleure d’entre elles est affichée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>random</source>
        <translation>aléatoire</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The same seed, threads and parameters search the same games again (with an iteration budget, exactly); &quot;random&quot; picks a new seed at each start</source>
        <translation>La même graine avec les mêmes threads et paramètres refait la même recherche (exactement, avec un budget d’itérations) ; « aléatoire » tire une nouvelle graine à chaque démarrage</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>New</source>
        <translation>Nouvelle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Pick a new fixed seed</source>
        <translation>Tirer une nouvelle graine fixe</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Threads</source>
        <translation>&amp;Threads</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>S&amp;eed</source>
        <translation>&amp;Graine</translation>
    </message>
    <message>
        <location line="+7"/>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>no limit</source>
        <translation>sans limite</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after this many seconds (0: run until Stop)</source>
        <translation>Arrêter après ce nombre de secondes (0 : jusqu’à Arrêter)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop as soon as a game reaches this score (0: no target)</source>
        <translation>Arrêter dès qu’une partie atteint ce score (0 : pas d’objectif)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Stop after</source>
        <translation>Arrêter après</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>or at s&amp;core</source>
        <translation>ou au &amp;score</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>best score</source>
        <translation>meilleur score</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>elapsed</source>
        <translation>temps écoulé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Pick an algorithm and press Start; the search runs beside your work.</source>
        <translation>Choisissez un algorithme et appuyez sur Démarrer ; la recherche tourne à côté de votre travail.</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Each new best: iteration. score (seconds) layer code. Click a line to preview its grid, double-click to load it</source>
        <translation>Chaque nouveau meilleur score : itération. score (secondes) code de couches. Cliquez sur une ligne pour un aperçu de sa grille, double-cliquez pour la charger</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Pre&amp;view best</source>
        <translation>Aperç&amp;u du meilleur</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Show the best grid (or the log line picked) in a picture below: the document does not change</source>
        <translation>Afficher la meilleure grille (ou la ligne choisie du journal) dans une image ci-dessous : le document ne change pas</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>L&amp;oad best</source>
        <translation>Charg&amp;er le meilleur</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Open the best grid so far on the board as one undo step; the search goes on</source>
        <translation>Ouvrir la meilleure grille trouvée jusqu’ici sur le plateau, en une seule étape d’annulation ; la recherche continue</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy code</source>
        <translation>Copier le code</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the layer code of the best grid</source>
        <translation>Copier le code de couches de la meilleure grille</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Copy log</source>
        <translation>Copier le journal</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Copy the log, one line per new best, in the seeds&apos; form</source>
        <translation>Copier le journal, une ligne par nouveau meilleur score, au format d’origine</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Load &amp;Best Search Grid</source>
        <translation>C&amp;harger la meilleure grille trouvée</translation>
    </message>
    <message>
        <location line="+89"/>
        <source>The empty cross</source>
        <translation>La croix vide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game starts from the cross of the variant</source>
        <translation>Chaque partie part de la croix de la variante</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The open grid, kept as the start</source>
        <translation>La grille ouverte, gardée comme début</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The open grid, kept (NRPA only)</source>
        <translation>La grille ouverte, gardée (NRPA seulement)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Every game begins with the moves of the open grid and goes on from its end</source>
        <translation>Chaque partie commence par les coups de la grille ouverte et continue à partir de sa fin</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Around the open grid (warm start)</source>
        <translation>Autour de la grille ouverte (démarrage à chaud)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The policy first prefers the open grid&apos;s moves (see Warm weight), so the search explores grids near it</source>
        <translation>La politique préfère d’abord les coups de la grille ouverte (voir Poids à chaud) : la recherche explore ainsi des grilles proches</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Climb from the open grid</source>
        <translation>Escalade depuis la grille ouverte</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The climb&apos;s first game is the open grid, finished at random when it is not</source>
        <translation>La première partie de l’escalade est la grille ouverte, terminée au hasard si elle ne l’est pas</translation>
    </message>
    <message>
        <location line="+45"/>
        <source>The open grid is finished: no move is left after it, so there is nothing to search from its end. Start from the empty cross, or search around the open grid.</source>
        <translation>La grille ouverte est terminée : aucun coup ne reste après elle, il n’y a donc rien à chercher à partir de sa fin. Partez de la croix vide, ou cherchez autour de la grille ouverte.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The target score %1 is not above the open grid&apos;s score %2: every game would reach it at once.</source>
        <translation>Le score visé %1 n’est pas supérieur au score %2 de la grille ouverte : chaque partie l’atteindrait aussitôt.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>These settings cannot be used: %1.</source>
        <translation>Ces réglages ne sont pas utilisables : %1.</translation>
    </message>
    <message>
        <location line="+35"/>
        <source>&amp;Stop</source>
        <translation>A&amp;rrêter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Start</source>
        <translation>Déma&amp;rrer</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Stop the search; its log and best grid stay</source>
        <translation>Arrêter la recherche ; son journal et sa meilleure grille restent</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a search with these settings (F5)</source>
        <translation>Démarrer une recherche avec ces réglages (F5)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>S&amp;top Search</source>
        <translation>Arrê&amp;ter la recherche</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>&amp;Start Search</source>
        <translation>&amp;Démarrer la recherche</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>NRPA</source>
        <translation>NRPA</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Hill climb</source>
        <translation>Escalade</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1 searching on %n thread(s), seed %2…</source>
        <translation>
            <numerusform>%1 : recherche sur %n thread, graine %2…</numerusform>
            <numerusform>%1 : recherche sur %n threads, graine %2…</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Stopping…</source>
        <translation>Arrêt…</translation>
    </message>
    <message>
        <location line="+31"/>
        <location line="+34"/>
        <source>%1 in all</source>
        <translation>%1 en tout</translation>
    </message>
    <message>
        <location line="-20"/>
        <source>The search could not run: %1</source>
        <translation>La recherche n’a pas pu être lancée : %1</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>the search finished its work</source>
        <translation>la recherche a fini son travail</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the time limit was reached</source>
        <translation>la limite de temps a été atteinte</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the target score was reached</source>
        <translation>le score visé a été atteint</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>the iteration budget was spent</source>
        <translation>le budget d’itérations a été épuisé</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>stopped</source>
        <translation>arrêtée</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 playouts</source>
        <translation>%1 parties simulées</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>%1 iterations</source>
        <translation>%1 itérations</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ended (%1): best %2 after %3 in %4, seed %5.</source>
        <translation>Terminée (%1) : meilleur score %2 après %3 en %4, graine %5.</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Ended (%1) before the first game was over.</source>
        <translation>Terminée (%1) avant la fin de la première partie.</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Preview, not loaded: the best so far, %1</source>
        <translation>Aperçu, non chargé : le meilleur jusqu’ici, %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Preview, not loaded: %1 at %2 s</source>
        <translation>Aperçu, non chargé : %1 à %2 s</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Load search result %1</source>
        <translation>Charger le résultat de recherche %1</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Loaded the search&apos;s grid of %1 moves; Undo brings back the previous grid.</source>
        <translation>Grille de la recherche chargée (%1 coups) ; Annuler ramène la grille précédente.</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Layer code of the best grid copied</source>
        <translation>Code de couches de la meilleure grille copié</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Search log copied</source>
        <translation>Journal de recherche copié</translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchPreview</name>
    <message>
        <location filename="../app/gui/SearchPreview.cpp" line="+15"/>
        <source>A preview of a grid the search found: the document does not change. Double-click, or Load, to open it as one undo step.</source>
        <translation>Un aperçu d’une grille trouvée par la recherche : le document ne change pas. Double-cliquez (ou Charger le meilleur) pour l’ouvrir en une seule étape d’annulation.</translation>
    </message>
    <message>
        <location line="+41"/>
        <source>The best grid is shown here.</source>
        <translation>La meilleure grille s’affiche ici.</translation>
    </message>
</context>
</TS>
