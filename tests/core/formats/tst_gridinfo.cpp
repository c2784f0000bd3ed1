// A grid's identity (GridInfo): the fields of a record that are not its moves survive a
// rotation and a save in MSR, MS1 and Pentasol (as "# key: value" comments, read back
// from them), whatever their value, and the editable fields are set and removed in place.

#include "core/codes/Symmetry.h"
#include "core/formats/GridInfo.h"
#include "core/formats/Msr.h"
#include "core/formats/Pentasol.h"
#include "tests/core/support/TestSupport.h"

#include <QTest>

using namespace morpion;
using test::readData;

namespace {

GridInfo recordInfo(const char* name)
{
    auto rec = readMsr(readData(QString::fromLatin1(name)).toStdString());
    if (!rec)
        qFatal("%s: %s", name, rec.error().message().c_str());
    return GridInfo(rec->document);
}

std::string keysOf(const GridInfo& info)
{
    std::string out;
    for (const auto& [key, value] : info.fields())
        out += key + ";";
    return out;
}

} // namespace

class TestGridInfo : public QObject {
    Q_OBJECT

private slots:
    void readsTheEditorialFields()
    {
        const GridInfo info = recordInfo("records/5T-rosin178.msr.json");
        QCOMPARE(info.value(GridInfo::Field::Title), std::string("5T record · 178 moves · Christopher D. Rosin"));
        QCOMPARE(info.value(GridInfo::Field::Author), std::string("Christopher D. Rosin"));
        QCOMPARE(info.value(GridInfo::Field::Source), std::string("http://morpionsolitaire.com/Grid5T178Rosin.txt"));
        QCOMPARE(info.value(GridInfo::Field::Date), std::string());
        // transcribed_by is not one of the five, but it is a field of the grid.
        QCOMPARE(keysOf(info), std::string("description;author;source;transcribed_by;"));
    }

    // Open, rotate, save: every field is still there, in its place, in MSR and MS1.
    void msrKeepsEveryFieldThroughARotation_data()
    {
        QTest::addColumn<bool>("compact");
        QTest::newRow("MSR") << false;
        QTest::newRow("MS1") << true;
    }
    void msrKeepsEveryFieldThroughARotation()
    {
        QFETCH(bool, compact);
        auto rec = readMsr(readData(QStringLiteral("records/5T-rosin178.msr.json")).toStdString());
        QVERIFY(rec.ok());
        GridInfo info(rec->document);
        info.setValue(GridInfo::Field::Comment, "rotated a quarter turn");
        MsrRecord rotated;
        rotated.variant = Variant::T5;
        rotated.moves = Symmetry(5).apply(Variant::T5, rec->moves);
        rotated.document = info.record();
        const auto text = compact ? writeMs1(rotated) : writeMsr(rotated);
        QVERIFY(text.ok());
        const auto back = readMsr(*text);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().message().c_str());
        QVERIFY(back->warnings.empty());
        QVERIFY(back->moves == rotated.moves);
        const GridInfo again(back->document);
        QVERIFY(again == info);
        QCOMPARE(again.value(GridInfo::Field::Comment), std::string("rotated a quarter turn"));
        QCOMPARE(keysOf(again), std::string("description;author;source;transcribed_by;comment;"));
    }

    // Pentasol has no fields: they go into comment lines and come back from them.
    void pentasolCommentsRoundTrip_data()
    {
        QTest::addColumn<QString>("key");
        QTest::addColumn<QString>("json"); // the value as JSON
        QTest::newRow("plain") << "author"
                               << "\"Christopher D. Rosin\"";
        QTest::newRow("non-ASCII") << "description"
                                   << "\"5T record · 178 moves · Hyyrö\"";
        QTest::newRow("a URL") << "source"
                               << "\"http://morpionsolitaire.com/Grid5T178Rosin.txt\"";
        QTest::newRow("text that is a number") << "date"
                                               << "\"2011\"";
        QTest::newRow("text that is true") << "comment"
                                           << "\"true\"";
        QTest::newRow("text in quotes") << "comment"
                                        << "\"\\\"quoted\\\"\"";
        QTest::newRow("text with a colon") << "comment"
                                           << "\"note: more\"";
        QTest::newRow("two lines") << "comment"
                                   << "\"one\\ntwo\"";
        QTest::newRow("spaces around") << "comment"
                                       << "\"  padded  \"";
        QTest::newRow("control character") << "comment"
                                           << "\"a\\u0010b\"";
        QTest::newRow("empty text") << "x_empty"
                                    << "\"\"";
        QTest::newRow("number") << "rating"
                                << "12";
        QTest::newRow("boolean") << "verified"
                                 << "false";
        QTest::newRow("null") << "nothing"
                              << "null";
        QTest::newRow("object") << "meta"
                                << "{\"a\":[1,2,{\"b\":\"c\"}]}";
        QTest::newRow("key with a space") << "Transcribed By"
                                          << "\"someone\"";
        QTest::newRow("key with a colon") << "a:b"
                                          << "\"v\"";
        QTest::newRow("key with a quote") << "say \"hi\""
                                          << "\"v\"";
    }
    void pentasolCommentsRoundTrip()
    {
        QFETCH(QString, key);
        QFETCH(QString, json);
        const auto value = Json::parse(json.toStdString());
        QVERIFY(value.ok());
        GridInfo info(
            Json::object({{"x_before", Json::string("A")}, {key.toStdString(), *value}, {"x_after", Json::string("S")}}));
        const std::vector<Move> moves = test::randomGame(Variant::T5, 7);
        const auto text = writePentasol(Variant::T5, moves, "Morpion Layers: 5T grid\n" + info.asComments());
        QVERIFY(text.ok());
        const GridInfo back = GridInfo::fromComments(*text);
        QVERIFY2(back == info, (info.asComments() + "\n--- read back as ---\n" + back.asComments()).c_str());
        // The comments do not change the grid.
        const auto rec = readPentasol(*text, Variant::T5);
        QVERIFY(rec.ok());
        QVERIFY(rec->moves == moves);
    }

    void commentsThatAreNotFields_data()
    {
        QTest::addColumn<QString>("text");
        QTest::newRow("our writer's heading") << "# Morpion Layers: 5T 178 moves, code LoyB";
        QTest::newRow("free text") << "# found on an old disk";
        QTest::newRow("a URL") << "# http://morpionsolitaire.com/";
        QTest::newRow("no space after the colon") << "# author:Rosin";
        QTest::newRow("no value") << "# author: ";
        QTest::newRow("a derived field") << "# score: 178";
        QTest::newRow("an unclosed quoted key") << "# \"author: Rosin";
        QTest::newRow("not a comment") << "author: Rosin";
    }
    void commentsThatAreNotFields()
    {
        QFETCH(QString, text);
        QVERIFY(GridInfo::fromComments((text + QStringLiteral("\n(28,28)\n")).toStdString()).isEmpty());
    }

    void crlfAndSpacesAreTolerated()
    {
        const GridInfo info = GridInfo::fromComments("#author: Rosin \r\n  #  date: 2011\r\n(28,28)\r\n");
        QCOMPARE(info.value(GridInfo::Field::Author), std::string("Rosin"));
        QCOMPARE(info.value(GridInfo::Field::Date), std::string("2011"));
    }

    // The title as a file's name (what Save As, Export Picture and the page propose): no
    // folder separators or characters file systems refuse, white space one space, no
    // leading dot, at most 80 bytes cut between characters.
    void fileStem_data()
    {
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("stem");
        QTest::newRow("plain") << QStringLiteral("Rosin's 178") << QStringLiteral("Rosin's 178");
        QTest::newRow("separators") << QStringLiteral("5T / 5D: a\\b*c?") << QStringLiteral("5T - 5D- a-b-c-");
        QTest::newRow("space runs") << QStringLiteral("  a \t\n b  ") << QStringLiteral("a b");
        QTest::newRow("hidden file") << QStringLiteral("..profile") << QStringLiteral("profile");
        QTest::newRow("only unfit") << QStringLiteral("///") << QString();
        QTest::newRow("none") << QString() << QString();
        const QString kana = QString(40, QChar(0x30a2)); // 3 bytes each in UTF-8
        QTest::newRow("cut between characters") << kana << kana.left(26);
    }

    void fileStem()
    {
        QFETCH(QString, title);
        QFETCH(QString, stem);
        GridInfo info;
        info.setValue(GridInfo::Field::Title, title.toStdString());
        QCOMPARE(QString::fromStdString(info.fileStem()), stem);
    }

    void settingAndClearingFields()
    {
        GridInfo info = recordInfo("records/5T-rosin178.msr.json");
        info.setValue(GridInfo::Field::Date, "2011-08");
        // A new field goes before the moves, after the others.
        const auto& members = info.record().members();
        QCOMPARE(members[members.size() - 2].first, std::string("date"));
        QCOMPARE(members.back().first, std::string("moves"));
        info.setValue(GridInfo::Field::Author, "C. D. Rosin");
        QCOMPARE(keysOf(info), std::string("description;author;source;transcribed_by;date;"));
        info.setValue(GridInfo::Field::Author, "");
        QCOMPARE(keysOf(info), std::string("description;source;transcribed_by;date;"));
        GridInfo fresh;
        QVERIFY(fresh.isEmpty());
        fresh.setValue(GridInfo::Field::Comment, "mine");
        QCOMPARE(keysOf(fresh), std::string("comment;"));
        // A new record written from it keeps the field and gets the derived ones.
        MsrRecord rec;
        rec.moves = test::randomGame(Variant::T5, 3);
        rec.document = fresh.record();
        const auto text = writeMsr(rec);
        QVERIFY(text.ok());
        QCOMPARE(GridInfo(readMsr(*text)->document).value(GridInfo::Field::Comment), std::string("mine"));
    }

    // An edit of Rosin's 178 is not Rosin's: its record names no title, author or source of
    // its own, and says what it is based on, with every field of the original; an edit of
    // an edit keeps the user's own fields. A record without a title, author or source has
    // nothing to hand on.
    void anEditIsBasedOnTheOriginal()
    {
        const GridInfo original = recordInfo("records/5T-rosin178.msr.json");
        const auto edit = original.derived("5T", 178, original);
        QVERIFY(edit);
        QCOMPARE(keysOf(*edit), std::string("based_on;"));
        QCOMPARE(edit->value(GridInfo::Field::Author), std::string());
        QCOMPARE(edit->value(GridInfo::Field::Title), std::string());
        const Json* basedOn = edit->basedOn();
        QVERIFY(basedOn);
        QCOMPARE(basedOn->find("author")->text(), std::string("Christopher D. Rosin"));
        QCOMPARE(basedOn->find("transcribed_by")->text(), std::string("morpion-solitaire.io"));
        QCOMPARE(basedOn->find("score")->asInteger(), std::optional<std::int64_t>(178));
        QCOMPARE(basedOn->find("variant")->text(), std::string("5T"));
        QVERIFY(!basedOn->find("moves"));
        // The user names the edit: a later edit keeps that.
        GridInfo mine = *edit;
        mine.setValue(GridInfo::Field::Author, "Me");
        QVERIFY(!mine.derived("5T", 59, original));
        // Nothing to hand on.
        GridInfo comment;
        comment.setValue(GridInfo::Field::Comment, "a try");
        QVERIFY(!comment.derived("5T", 12, comment));
        QVERIFY(!GridInfo().derived("5T", 0, GridInfo()));
        // It goes through a Pentasol comment and back.
        QCOMPARE(GridInfo::fromComments("# " + edit->asComments() + "\n"), *edit);
    }

    // Fields typed since the load stay the edit's own; those still as loaded go into
    // "based_on", which holds the loaded record whole (what the user changed included).
    void typedFieldsStayTheEditsOwn_data()
    {
        QTest::addColumn<QString>("typed"); // field=value, changed after the load
        QTest::addColumn<QString>("stays"); // the edit's fields besides based_on, in order
        QTest::newRow("nothing typed") << QString() << QString();
        QTest::newRow("author typed") << QStringLiteral("author=A. Player") << QStringLiteral("author");
        QTest::newRow("title typed") << QStringLiteral("description=Mine") << QStringLiteral("description");
        QTest::newRow("comment added") << QStringLiteral("comment=a try") << QStringLiteral("comment");
        QTest::newRow("author removed") << QStringLiteral("author=") << QString();
        QTest::newRow("author typed as loaded") << QStringLiteral("author=Christopher D. Rosin") << QString();
    }
    void typedFieldsStayTheEditsOwn()
    {
        QFETCH(QString, typed);
        QFETCH(QString, stays);
        const GridInfo loaded = recordInfo("records/5T-rosin178.msr.json");
        GridInfo now = loaded;
        if (!typed.isEmpty()) {
            const auto [key, value] = std::pair(typed.section(QLatin1Char('='), 0, 0), typed.section(QLatin1Char('='), 1));
            for (GridInfo::Field f : GridInfo::editable)
                if (GridInfo::key(f) == key.toStdString())
                    now.setValue(f, value.toStdString());
        }
        const auto edit = now.derived("5T", 178, loaded);
        QVERIFY(edit);
        std::string own;
        for (const auto& [key, value] : edit->fields())
            if (key != "based_on")
                own += (own.empty() ? "" : ";") + key;
        QCOMPARE(QString::fromStdString(own), stays);
        for (const auto& [key, value] : edit->fields())
            if (key != "based_on")
                QCOMPARE(value, *now.record().find(key));
        // The loaded record, whole, is what the edit is based on.
        const Json* basedOn = edit->basedOn();
        QVERIFY(basedOn);
        for (const auto& [key, value] : loaded.fields())
            QVERIFY2(basedOn->find(key) && *basedOn->find(key) == value, key.c_str());
    }

    void aFieldThatIsNotTextShowsAsJson()
    {
        const GridInfo info(Json::object({{"date", Json::number(2011)}}));
        QCOMPARE(info.value(GridInfo::Field::Date), std::string("2011"));
        QVERIFY(GridInfo(Json::array()).isEmpty());
    }
};

QTEST_APPLESS_MAIN(TestGridInfo)
#include "tst_gridinfo.moc"
