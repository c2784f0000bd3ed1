// Pictures that carry their grid: exported PNG and SVG hold the MSR record (a tEXt chunk
// "msr", a <metadata> element) and open again as the grid, by File > Open and by drag and
// drop; pictures without a record are refused with a reason.

#include "GuiTestSupport.h"
#include "OpeningFixture.h"

#include "app/gui/board/BoardView.h"
#include "app/gui/common/MessageBanner.h"
#include "app/gui/document/Document.h"
#include "app/gui/files/DropTarget.h"
#include "app/gui/files/ExportDialog.h"
#include "app/gui/files/FileActions.h"
#include "app/gui/window/MainWindow.h"
#include "app/paint/PictureMetadata.h"
#include "core/formats/PictureRecord.h"

#include <QBuffer>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QUndoStack>
#include <QtEndian>

using namespace morpion;
using namespace morpion::gui;

namespace {

QByteArray fileBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void writeBytes(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(bytes);
}

// The chunks of a PNG as (type, data), read here on their own.
QList<QPair<QByteArray, QByteArray>> chunks(const QByteArray& png)
{
    QList<QPair<QByteArray, QByteArray>> list;
    qsizetype pos = 8;
    while (pos + 12 <= png.size()) {
        const quint32 length = qFromBigEndian<quint32>(png.constData() + pos);
        list.append({png.mid(pos + 4, 4), png.mid(pos + 8, length)});
        pos += 12 + length;
    }
    return list;
}

} // namespace

class TestPictureMetadata : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateSettings("tst_picturemetadata");
        QVERIFY(dir_.isValid());
    }

    // Export (the dialog's own writer) → open: the same grid, in the same order.
    void roundTrip_data()
    {
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<int>("variant");
        QTest::addColumn<QString>("code");
        for (const char* suffix : {"png", "svg"}) {
            QTest::addRow("%s 5T 178", suffix)
                << QString::fromLatin1(suffix) << int(Variant::T5) << QString::fromLatin1(test::code178);
            QTest::addRow("%s 5D 82", suffix)
                << QString::fromLatin1(suffix) << int(Variant::D5) << QString::fromLatin1(test::code82d);
            QTest::addRow("%s 4D 35", suffix)
                << QString::fromLatin1(suffix) << int(Variant::D4) << QStringLiteral("RSIkRKLqX4fbY");
        }
    }
    void roundTrip()
    {
        QFETCH(QString, suffix);
        QFETCH(int, variant);
        QFETCH(QString, code);
        const auto v = static_cast<Variant>(variant);
        const QString path = dir_.filePath(QStringLiteral("%1.%2").arg(
            QString::fromLatin1(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('-')), suffix));
        std::vector<Move> moves;
        {
            test::OpeningArea w;
            QVERIFY(w.openText(code, v));
            // A hand-played move too, when the game allows: the picture is of this exact game.
            if (!w.document()->isOver())
                QVERIFY(w.document()->play(w.document()->legalMoves().back()));
            moves = w.document()->moves();
            ExportDialog dialog(w.document(), QStringLiteral("light"), &w);
            QCOMPARE(dialog.writeFile(path), QString());
        }
        test::OpeningArea w2;
        QVERIFY2(w2.fileActions()->openFile(path), qPrintable(w2.banner()->text()));
        QCOMPARE(w2.document()->variant(), v);
        QCOMPARE(w2.document()->moves(), moves);
        QCOMPARE(w2.document()->undoStack()->count(), 1);
        // Saving must not write a record over the picture.
        QVERIFY(w2.document()->filePath().isEmpty());
        // By drag and drop on the window as well.
        MainWindow w3;
        emit w3.dropTarget()->fileDropped(path);
        QCOMPARE(w3.document()->moves(), moves);
    }

    // The PNG record is a tEXt chunk "msr" right after IHDR, plain ASCII JSON, and Qt's own
    // reader sees it under the key "msr" (so does the other program's).
    void pngHoldsATextChunk()
    {
        test::OpeningArea w;
        QVERIFY(w.openText(QString::fromLatin1(test::code178), Variant::T5));
        const QString path = dir_.filePath(QStringLiteral("chunk.png"));
        ExportDialog dialog(w.document(), QStringLiteral("light"), &w);
        QCOMPARE(dialog.writeFile(path), QString());
        const auto list = chunks(fileBytes(path));
        QVERIFY(list.size() >= 4);
        QCOMPARE(list.at(0).first, QByteArray("IHDR"));
        QCOMPARE(list.at(1).first, QByteArray("tEXt"));
        QVERIFY(list.at(1).second.startsWith(QByteArray("msr\0", 4)));
        const QByteArray json = list.at(1).second.mid(4);
        for (const char c : json)
            QVERIFY(static_cast<unsigned char>(c) < 128 && c != '\0');
        const QJsonObject o = QJsonDocument::fromJson(json).object();
        QCOMPARE(o.value(QStringLiteral("variant")).toString(), QStringLiteral("5T"));
        QCOMPARE(o.value(QStringLiteral("score")).toInt(), 178);
        QCOMPARE(o.value(QStringLiteral("moves")).toArray().size(), 178);
        QCOMPARE(QImageReader(path).text(QStringLiteral("msr")).toUtf8(), json);
        const QImage image(path);
        QVERIFY(!image.isNull());
        QCOMPARE(image.text(QStringLiteral("msr")).toUtf8(), json);
        // Exactly one record, also after writing a new one over it.
        const QByteArray again =
            paint::PictureMetadata::withPngRecord(fileBytes(path), paint::PictureMetadata::record(Variant::T5, {}));
        int records = 0;
        for (const auto& [type, data] : chunks(again))
            records += type == "tEXt" && data.startsWith(QByteArray("msr\0", 4));
        QCOMPARE(records, 1);
        QVERIFY(!QImage::fromData(again).isNull());
        QCOMPARE(QByteArray::fromStdString(readPictureRecord(again.toStdString()).value()),
                 paint::PictureMetadata::record(Variant::T5, {}));
    }

    // Records in compressed (zTXt) or international (iTXt) chunks, as other programs and Qt's
    // own QImage::setText write them, are inflated by PictureMetadata itself (no QtGui, so
    // that morpion-cli reads them too).
    void compressedTextChunks_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QByteArray>("chunk");
        const QString record = QString::fromLatin1(paint::PictureMetadata::record(Variant::T5, {}));
        QTest::newRow("zTXt") << record << QByteArray("zTXt");
        QString international = record;
        international.replace(QStringLiteral("\"version\""),
                              QStringLiteral("\"description\":\"Rosin’s grid → 178\",\"version\""));
        QTest::newRow("iTXt") << international << QByteArray("iTXt");
    }
    void compressedTextChunks()
    {
        QFETCH(QString, text);
        QFETCH(QByteArray, chunk);
        QImage image(8, 8, QImage::Format_RGB32);
        image.fill(Qt::white);
        image.setText(QStringLiteral("msr"), text);
        QByteArray png;
        QBuffer buffer(&png);
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        QVERIFY(image.save(&buffer, "PNG"));
        bool found = false;
        for (const auto& [type, data] : chunks(png))
            found = found || (type == chunk && data.startsWith(QByteArray("msr\0", 4)));
        QVERIFY2(found, "Qt wrote the record in another kind of chunk");
        QCOMPARE(sniffPicture(png.toStdString()), PictureKind::Png);
        const auto read = readPictureRecord(png.toStdString());
        QVERIFY2(read.ok(), read.ok() ? "" : read.error().message().c_str());
        QCOMPARE(QByteArray::fromStdString(*read), text.toUtf8());
    }

    // A compressed record that would inflate past the record limit is refused, not inflated.
    void compressedRecordBomb()
    {
        QImage image(8, 8, QImage::Format_RGB32);
        image.fill(Qt::white);
        QByteArray png;
        QBuffer buffer(&png);
        QVERIFY(buffer.open(QIODevice::WriteOnly));
        QVERIFY(image.save(&buffer, "PNG"));
        // qCompress's zlib stream follows a 4-byte length; zTXt holds the stream alone.
        const QByteArray spaces(17 << 20, ' ');
        const QByteArray data = QByteArray("msr\0\0", 5) + qCompress(spaces, 9).mid(4);
        QByteArray chunk;
        chunk.resize(4);
        qToBigEndian<quint32>(quint32(data.size()), chunk.data());
        chunk += "zTXt" + data + QByteArray(4, '\0'); // the CRC is not checked on reading
        png.insert(8 + 25, chunk);                    // after the signature and IHDR
        QCOMPARE(chunks(png).at(1).first, QByteArray("zTXt"));
        const auto read = readPictureRecord(png.toStdString());
        QVERIFY(!read.ok());
        QCOMPARE(read.error().kind, ErrorKind::TooLarge);
    }

    // The SVG record sits in <metadata>, escaped for XML, and the drawing stays valid.
    void svgHoldsMetadata()
    {
        test::OpeningArea w;
        QVERIFY(w.openText(QString::fromLatin1(test::code82d), Variant::D5));
        const QString path = dir_.filePath(QStringLiteral("meta.svg"));
        ExportDialog dialog(w.document(), QStringLiteral("light"), &w);
        QCOMPARE(dialog.writeFile(path), QString());
        const QByteArray svg = fileBytes(path);
        QVERIFY(svg.contains("<metadata id=\"msr\"><msr xmlns=\"urn:x-morpion:msr\" version=\"0.1\">{"));
        QVERIFY(svg.indexOf("<metadata") > svg.indexOf("<svg"));
        QSvgRenderer renderer(svg);
        QVERIFY(renderer.isValid());

        // Characters that XML reserves survive the trip.
        const QByteArray record = "{\"variant\":\"5T\",\"note\":\"a<b & c>d ]]>\",\"moves\":[]}";
        const QByteArray withRecord = paint::PictureMetadata::withSvgRecord(svg, record);
        QVERIFY(!withRecord.contains("a<b"));
        QVERIFY(QSvgRenderer(withRecord).isValid());
        QCOMPARE(QByteArray::fromStdString(readPictureRecord(withRecord.toStdString()).value()), record);
    }

    void picturesWithoutAGrid_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("expected");
        QImage plain(20, 20, QImage::Format_RGB32);
        plain.fill(Qt::white);
        QByteArray png;
        {
            QBuffer buffer(&png);
            buffer.open(QIODevice::WriteOnly);
            plain.save(&buffer, "PNG");
        }
        QTest::newRow("png without record") << "plain.png" << png << "no grid";
        QTest::newRow("png with another text")
            << "other.png" << paint::PictureMetadata::withPngRecord(png, "{}").replace("msr", "abc") << "no grid";
        QTest::newRow("truncated png") << "cut.png" << png.left(40) << "no grid";
        QTest::newRow("svg without metadata")
            << "plain.svg"
            << QByteArray(
                   "<?xml version=\"1.0\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><rect width=\"3\" height=\"3\"/></svg>")
            << "no grid";
        QTest::newRow("broken svg") << "broken.svg" << QByteArray("<svg><metadata><msr>{\"a\":1</metadata></svg>") << "line 1";
        QTest::newRow("svg with a bad record")
            << "bad.svg"
            << QByteArray("<svg "
                          "xmlns=\"http://www.w3.org/2000/"
                          "svg\"><metadata><msr>{\"variant\":\"5T\",\"moves\":[{\"x\":3,\"y\":-1,\"dir\":\"V\",\"pos\":0},{\"x\":"
                          "3,\"y\":-1,\"dir\":\"V\",\"pos\":0}]}</msr></metadata></svg>")
            << "move 2";
    }
    void picturesWithoutAGrid()
    {
        QFETCH(QString, name);
        QFETCH(QByteArray, bytes);
        QFETCH(QString, expected);
        const QString path = dir_.filePath(name);
        writeBytes(path, bytes);
        test::OpeningArea w;
        const QString code = w.document()->layerCode();
        QVERIFY(!w.fileActions()->openFile(path));
        QCOMPARE(w.document()->layerCode(), code);
        QCOMPARE(w.document()->undoStack()->count(), 0);
        QVERIFY2(w.banner()->text().contains(expected), qPrintable(w.banner()->text()));
    }

private:
    QTemporaryDir dir_;
};

QTEST_MAIN(TestPictureMetadata)
#include "tst_picturemetadata.moc"
