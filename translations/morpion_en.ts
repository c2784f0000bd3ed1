<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
    <context>
        <name>morpion::gui::AnalysisPanel</name>
        <message numerus="yes">
            <location filename="../app/gui/analysis/AnalysisPanel.cpp" line="+228" />
            <source>Analysing the %n move(s) of the game…</source>
            <translation>
                <numerusform>Analysing the %n move of the game…</numerusform>
                <numerusform>Analysing the %n moves of the game…</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+50" />
            <source>Analysed the game: %n move(s)</source>
            <translation>
                <numerusform>Analysed the game: %n move</numerusform>
                <numerusform>Analysed the game: %n moves</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+21" />
            <source>Cancelled in the first of %n passes: %1 of %2 positions searched.</source>
            <translation>
                <numerusform>Cancelled in the first of %n pass: %1 of %2 positions searched.</numerusform>
                <numerusform>Cancelled in the first of %n passes: %1 of %2 positions searched.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+69" />
            <source>The game: %n move(s).</source>
            <translation>
                <numerusform>The game: %n move.</numerusform>
                <numerusform>The game: %n moves.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>From the start the search found a game of %n move(s).</source>
            <translation>
                <numerusform>From the start the search found a game of %n move.</numerusform>
                <numerusform>From the start the search found a game of %n moves.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n position(s) proven exact by the solver.</source>
            <translation>
                <numerusform>%n position proven exact by the solver.</numerusform>
                <numerusform>%n positions proven exact by the solver.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>The largest loss: move %1, %n move(s).</source>
            <translation>
                <numerusform>The largest loss: move %1, %n move.</numerusform>
                <numerusform>The largest loss: move %1, %n moves.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+66" />
            <source>Took the game back to before move %1 and played the better line: %n move(s)</source>
            <translation>
                <numerusform>Took the game back to before move %1 and played the better line: %n move</numerusform>
                <numerusform>Took the game back to before move %1 and played the better line: %n moves</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::Autosave</name>
        <message numerus="yes">
            <location filename="../app/gui/document/Autosave.cpp" line="+324" />
            <source>a %1 grid of %n move(s)</source>
            <translation>
                <numerusform>a %1 grid of %n move</numerusform>
                <numerusform>a %1 grid of %n moves</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::BoardDescription</name>
        <message numerus="yes">
            <location filename="../app/gui/board/BoardDescription.cpp" line="+13" />
            <source>%1 grid, score %2, %n legal move(s).</source>
            <translation>
                <numerusform>%1 grid, score %2, %n legal move.</numerusform>
                <numerusform>%1 grid, score %2, %n legal moves.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+8" />
            <source>In play: %n move(s) played by hand, every legal move can be played.</source>
            <translation>
                <numerusform>In play: %n move played by hand, every legal move can be played.</numerusform>
                <numerusform>In play: %n moves played by hand, every legal move can be played.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionLoader</name>
        <message numerus="yes">
            <location filename="../app/gui/collection/CollectionLoader.cpp" line="+202" />
            <source>%n of them also decode as %1</source>
            <translation>
                <numerusform>%n of them also decodes as %1</numerusform>
                <numerusform>%n of them also decode as %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionModel</name>
        <message numerus="yes">
            <location filename="../app/gui/collection/CollectionModel.cpp" line="+144" />
            <source>%n other row(s) hold this grid, rotated or mirrored</source>
            <translation>
                <numerusform>%n other row holds this grid, rotated or mirrored</numerusform>
                <numerusform>%n other rows hold this grid, rotated or mirrored</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>%n other row(s) have these points (up to symmetry), some with other lines</source>
            <translation>
                <numerusform>%n other row has these points (up to symmetry), with other lines</numerusform>
                <numerusform>%n other rows have these points (up to symmetry), some with other lines</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CollectionPanel</name>
        <message numerus="yes">
            <location filename="../app/gui/collection/CollectionPanel.cpp" line="+320" />
            <source>%n grid(s)</source>
            <translation>
                <numerusform>%n grid</numerusform>
                <numerusform>%n grids</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n problem(s)</source>
            <translation>
                <numerusform>%n problem</numerusform>
                <numerusform>%n problems</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n group(s) of the same grid</source>
            <translation>
                <numerusform>%n group of the same grid</numerusform>
                <numerusform>%n groups of the same grid</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n group(s) of the same points with other lines</source>
            <translation>
                <numerusform>%n group of the same points with other lines</numerusform>
                <numerusform>%n groups of the same points with other lines</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n line(s) without a code</source>
            <translation>
                <numerusform>%n line without a code</numerusform>
                <numerusform>%n lines without a code</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+2" />
            <source>%n other file(s) skipped</source>
            <translation>
                <numerusform>%n other file skipped</numerusform>
                <numerusform>%n other files skipped</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <source>Not read (%n):</source>
            <translation>
                <numerusform>Not read (%n):</numerusform>
                <numerusform>Not read (%n):</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+12" />
            <source>%1 of %n grid(s) shown · %2</source>
            <translation>
                <numerusform>%1 of %n grid shown · %2</numerusform>
                <numerusform>%1 of %n grids shown · %2</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::CompareDialog</name>
        <message numerus="yes">
            <location filename="../app/gui/compare/CompareDialog.cpp" line="+94" />
            <source>Grid &amp;number of the collection (%1, %n grid(s)):</source>
            <translation>
                <numerusform>Grid &amp;number of the collection (%1, %n grid):</numerusform>
                <numerusform>Grid &amp;number of the collection (%1, %n grids):</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::Document</name>
        <message numerus="yes">
            <location filename="../app/gui/document/Document.cpp" line="+101" />
            <source>%1 grid, %n move(s)</source>
            <translation>
                <numerusform>%1 grid, %n move</numerusform>
                <numerusform>%1 grid, %n moves</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridEditActions</name>
        <message numerus="yes">
            <location filename="../app/gui/edit/GridEditActions.cpp" line="+65" />
            <source>Removed move %1 and the %n move(s) that need it</source>
            <translation>
                <numerusform>Removed move %1 and the %n move that needs it</numerusform>
                <numerusform>Removed move %1 and the %n moves that need it</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+14" />
            <source>Removed %n move(s) from the region and what needs them</source>
            <translation>
                <numerusform>Removed %n move from the region and what needs it</numerusform>
                <numerusform>Removed %n moves from the region and what needs them</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+10" />
            <location line="+10" />
            <source>Took back %n move(s)</source>
            <translation>
                <numerusform>Took back %n move</numerusform>
                <numerusform>Took back %n moves</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+13" />
            <source>Took the move, removed %n move(s) in its way and what needs them</source>
            <translation>
                <numerusform>Took the move, removed %n move in its way and what needs it</numerusform>
                <numerusform>Took the move, removed %n moves in its way and what needs them</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+12" />
            <source>Take This One Instead and Remove %n Move(s)</source>
            <translation>
                <numerusform>Take This One Instead and Remove %n Move</numerusform>
                <numerusform>Take This One Instead and Remove %n Moves</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Take %1 Instead and Remove %n Move(s)</source>
            <translation>
                <numerusform>Take %1 Instead and Remove %n Move</numerusform>
                <numerusform>Take %1 Instead and Remove %n Moves</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+20" />
            <source>Remove Move %1 and the %n Move(s) That Need It</source>
            <translation>
                <numerusform>Remove Move %1 and the %n Move That Needs It</numerusform>
                <numerusform>Remove Move %1 and the %n Moves That Need It</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridInfoPanel</name>
        <message numerus="yes">
            <location filename="../app/gui/panels/GridInfoPanel.cpp" line="+160" />
            <source>%1 · %n move(s) · %2</source>
            <translation>
                <numerusform>%1 · %n move · %2</numerusform>
                <numerusform>%1 · %n moves · %2</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n layer(s)</source>
            <translation>
                <numerusform>%n layer</numerusform>
                <numerusform>%n layers</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>unfinished, %n legal move(s) left</source>
            <translation>
                <numerusform>unfinished, %n legal move left</numerusform>
                <numerusform>unfinished, %n legal moves left</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::GridOpener</name>
        <message numerus="yes">
            <location filename="../app/gui/files/GridOpener.cpp" line="+92" />
            <source>Opened (%1): %2 %3 moves in %n layer(s)</source>
            <translation>
                <numerusform>Opened (%1): %2 %3 moves in %n layer</numerusform>
                <numerusform>Opened (%1): %2 %3 moves in %n layers</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerChart</name>
        <message numerus="yes">
            <location filename="../app/gui/panels/LayerChart.cpp" line="+46" />
            <source>%n layer(s), at most %1 moves taken in one.</source>
            <translation>
                <numerusform>%n layer, at most %1 moves taken in one.</numerusform>
                <numerusform>%n layers, at most %1 moves taken in one.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+97" />
            <source>Layer %1: %n move(s) taken</source>
            <translation>
                <numerusform>Layer %1: %n move taken</numerusform>
                <numerusform>Layer %1: %n moves taken</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::LayerPanel</name>
        <message numerus="yes">
            <location filename="../app/gui/panels/LayerPanel.cpp" line="+211" />
            <source>&lt;b&gt;In play&lt;/b&gt;: every one of the %n legal move(s) can be played.</source>
            <translation>
                <numerusform>&lt;b&gt;In play&lt;/b&gt;: the %n legal move can be played.</numerusform>
                <numerusform>&lt;b&gt;In play&lt;/b&gt;: every one of the %n legal moves can be played.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+41" />
            <source>What this move lost, proven by the solver: the longest game before it was exactly %n move(s) longer than the longest after it</source>
            <translation>
                <numerusform>What this move lost, proven by the solver: the longest game before it was exactly %n move longer than the longest after it</numerusform>
                <numerusform>What this move lost, proven by the solver: the longest game before it was exactly %n moves longer than the longest after it</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>What this move lost in the game's analysis: the best game found before it was %n move(s) longer than any found after it</source>
            <translation>
                <numerusform>What this move lost in the game's analysis: the best game found before it was %n move longer than any found after it</numerusform>
                <numerusform>What this move lost in the game's analysis: the best game found before it was %n moves longer than any found after it</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SearchPanel</name>
        <message numerus="yes">
            <location filename="../app/gui/search/SearchPanel.cpp" line="+315" />
            <source>%1 searching on %n thread(s), seed %2…</source>
            <translation>
                <numerusform>%1 searching on %n thread, seed %2…</numerusform>
                <numerusform>%1 searching on %n threads, seed %2…</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::SolvePanel</name>
        <message numerus="yes">
            <location filename="../app/gui/analysis/SolvePanel.cpp" line="+287" />
            <source>Proven: the longest game from here scores %1, %n move(s) more.</source>
            <translation>
                <numerusform>Proven: the longest game from here scores %1, %n move more.</numerusform>
                <numerusform>Proven: the longest game from here scores %1, %n moves more.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+3" />
            <source>%n move(s) keep it reachable: lit on the board.</source>
            <translation>
                <numerusform>%n move keeps it reachable: lit on the board.</numerusform>
                <numerusform>%n moves keep it reachable: lit on the board.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Lit on the board: the %n move(s) proven to keep it; the others were not proven within the budget.</source>
            <translation>
                <numerusform>Lit on the board: the %n move proven to keep it; the others were not proven within the budget.</numerusform>
                <numerusform>Lit on the board: the %n moves proven to keep it; the others were not proven within the budget.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+31" />
            <source>Played the optimal line: %n move(s)</source>
            <translation>
                <numerusform>Played the optimal line: %n move</numerusform>
                <numerusform>Played the optimal line: %n moves</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>Played the best line found: %n move(s)</source>
            <translation>
                <numerusform>Played the best line found: %n move</numerusform>
                <numerusform>Played the best line found: %n moves</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::StatusFields</name>
        <message numerus="yes">
            <location filename="../app/gui/window/StatusFields.cpp" line="+39" />
            <source>Score %1, %n legal</source>
            <translation>
                <numerusform>Score %1, %n legal move</numerusform>
                <numerusform>Score %1, %n legal moves</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+1" />
            <source>%n layer(s)</source>
            <translation>
                <numerusform>%n layer</numerusform>
                <numerusform>%n layers</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>morpion::gui::UndoActions</name>
        <message numerus="yes">
            <location filename="../app/gui/edit/UndoActions.cpp" line="+43" />
            <source>Undone: %1 (%n move(s) on the board)</source>
            <translation>
                <numerusform>Undone: %1 (%n move on the board)</numerusform>
                <numerusform>Undone: %1 (%n moves on the board)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location line="+5" />
            <source>Redone: %1 (%n move(s) on the board)</source>
            <translation>
                <numerusform>Redone: %1 (%n move on the board)</numerusform>
                <numerusform>Redone: %1 (%n moves on the board)</numerusform>
            </translation>
        </message>
    </context>
</TS>
