<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>morpion::gui::Autosave</name>
    <message numerus="yes">
        <location filename="../app/gui/Autosave.cpp" line="+214"/>
        <source>a %1 grid of %n move(s)</source>
        <translation>
            <numerusform>a %1 grid of %n move</numerusform>
            <numerusform>a %1 grid of %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::CollectionModel</name>
    <message numerus="yes">
        <location filename="../app/gui/CollectionModel.cpp" line="+152"/>
        <source>%n other row(s) hold this grid, rotated or mirrored</source>
        <translation>
            <numerusform>%n other row holds this grid, rotated or mirrored</numerusform>
            <numerusform>%n other rows hold this grid, rotated or mirrored</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
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
        <location filename="../app/gui/CollectionPanel.cpp" line="+193"/>
        <source>%n grid(s)</source>
        <translation>
            <numerusform>%n grid</numerusform>
            <numerusform>%n grids</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n problem(s)</source>
        <translation>
            <numerusform>%n problem</numerusform>
            <numerusform>%n problems</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n group(s) of the same grid</source>
        <translation>
            <numerusform>%n group of the same grid</numerusform>
            <numerusform>%n groups of the same grid</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n group(s) of the same points with other lines</source>
        <translation>
            <numerusform>%n group of the same points with other lines</numerusform>
            <numerusform>%n groups of the same points with other lines</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n line(s) without a code</source>
        <translation>
            <numerusform>%n line without a code</numerusform>
            <numerusform>%n lines without a code</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n other file(s) skipped</source>
        <translation>
            <numerusform>%n other file skipped</numerusform>
            <numerusform>%n other files skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+8"/>
        <source>Not read (%n):</source>
        <translation>
            <numerusform>Not read (%n):</numerusform>
            <numerusform>Not read (%n):</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::LayerChart</name>
    <message numerus="yes">
        <location filename="../app/gui/LayerChart.cpp" line="+112"/>
        <source>Layer %1: %n move(s) taken</source>
        <translation>
            <numerusform>Layer %1: %n move taken</numerusform>
            <numerusform>Layer %1: %n moves taken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::MainWindow</name>
    <message numerus="yes">
        <location filename="../app/gui/MainWindow.cpp" line="+381"/>
        <source>Score %1, %n legal</source>
        <translation>
            <numerusform>Score %1, %n legal move</numerusform>
            <numerusform>Score %1, %n legal moves</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n layer</numerusform>
            <numerusform>%n layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+22"/>
        <source>Opened a %1: %2 %3 moves in %n layer(s)</source>
        <translation>
            <numerusform>Opened a %1: %2 %3 moves in %n layer</numerusform>
            <numerusform>Opened a %1: %2 %3 moves in %n layers</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>morpion::gui::SearchPanel</name>
    <message numerus="yes">
        <location filename="../app/gui/SearchPanel.cpp" line="+548"/>
        <source>%1 searching on %n thread(s), seed %2…</source>
        <translation>
            <numerusform>%1 searching on %n thread, seed %2…</numerusform>
            <numerusform>%1 searching on %n threads, seed %2…</numerusform>
        </translation>
    </message>
</context>
</TS>
