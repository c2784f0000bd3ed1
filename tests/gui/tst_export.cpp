// Pictures: PNG, SVG and PDF files through the shared renderer, checked for size and for a
// real drawing (pixels that are not background), and the errors of a failed export.

#include "GuiTestSupport.h"

#include "app/gui/document/Document.h"
#include "app/gui/files/ExportDialog.h"
#include "app/paint/BoardRenderer.h"
#include "app/paint/BoardScene.h"
#include "app/paint/BoardStyle.h"
#include "app/paint/PictureExport.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPainter>
#include <QSettings>
#include <QSvgRenderer>
#include <QTemporaryDir>
#include <QTimer>

using namespace morpion;
using namespace morpion::gui;

namespace {

// Pixels that differ clearly from the background colour.
int inkPixels(const QImage& image, QColor background)
{
    const QImage img = image.convertToFormat(QImage::Format_ARGB32);
    int count = 0;
    for (int y = 0; y < img.height(); ++y) {
        const auto* line = reinterpret_cast<const QRgb*>(img.constScanLine(y));
        for (int x = 0; x < img.width(); ++x) {
            const QRgb c = line[x];
            const int d = std::abs(qRed(c) - background.red()) + std::abs(qGreen(c) - background.green()) +
                          std::abs(qBlue(c) - background.blue());
            count += d > 60;
        }
    }
    return count;
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        test::isolateSettings("tst_export");
        QVERIFY(dir_.isValid());
        doc_.load(Variant::T5, test::decoded(Variant::T5, test::code178).movesInOrder(), QStringLiteral("178"));
        doc_.setCurrentLayer(30);
    }

    // Below the board of an "as on screen" picture (the legend, the page's margin) no row is
    // a rule across the picture: the guide lattice drew its line past the board's bottom edge
    // over the whole width.
    void noRuleBelowTheBoard_data()
    {
        QTest::addColumn<int>("width");
        QTest::addColumn<bool>("dark");
        for (int w : {300, 640, 1000, 1200, 1600})
            for (bool dark : {false, true})
                QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(w).arg(dark ? "dark" : "light"))) << w << dark;
    }
    void noRuleBelowTheBoard()
    {
        QFETCH(int, width);
        QFETCH(bool, dark);
        paint::PictureOptions options;
        options.legend = true;
        options.width = width;
        const paint::BoardStyle style = dark ? paint::BoardStyle::dark() : paint::BoardStyle::light();
        paint::ViewOptions view;
        view.showLegend = true;
        const paint::BoardScene scene = paint::PictureExport::adjusted(doc_.scene(view), options);
        const QImage image = paint::PictureExport::image(scene, style, options).convertToFormat(QImage::Format_ARGB32);
        const QRectF bounds = paint::BoardRenderer::bounds(scene);
        const int board = static_cast<int>(std::ceil(width * bounds.height() / bounds.width()));
        QVERIFY(image.height() > board + 20); // the legend
        // A rule runs from edge to edge; the legend's frame and texts keep a margin.
        const QRgb background = style.background.rgb();
        for (int y = board; y < image.height(); ++y)
            QVERIFY2(image.pixel(0, y) == background || image.pixel(image.width() - 1, y) == background,
                     qPrintable(QStringLiteral("row %1 of %2 is drawn across").arg(y).arg(image.height())));
    }

    void png_data()
    {
        QTest::addColumn<bool>("print");
        QTest::addColumn<bool>("numbers");
        QTest::addColumn<bool>("highlight");
        QTest::addColumn<bool>("legend");
        QTest::addColumn<int>("width");
        QTest::newRow("screen, everything") << false << true << true << true << 1200;
        QTest::newRow("print, plain") << true << false << false << false << 800;
        QTest::newRow("print, numbers, highlight") << true << true << true << false << 2000;
        QTest::newRow("small") << false << false << true << true << 200;
    }
    void png()
    {
        QFETCH(bool, print);
        QFETCH(bool, numbers);
        QFETCH(bool, highlight);
        QFETCH(bool, legend);
        QFETCH(int, width);
        paint::PictureOptions o;
        o.printStyle = print;
        o.numbers = numbers;
        o.legend = legend;
        o.width = width;
        paint::ViewOptions v;
        v.highlightLayer = highlight;
        const paint::BoardScene scene = paint::PictureExport::adjusted(doc_.scene(v), o);
        const paint::BoardStyle style = print ? paint::BoardStyle::print() : paint::BoardStyle::light();
        const QString path =
            dir_.filePath(QStringLiteral("grid-%1.png").arg(QTest::currentDataTag()).replace(QLatin1Char(' '), QLatin1Char('_')));
        QCOMPARE(paint::PictureExport::write(path, scene, style, o), QString());
        QImage img(path);
        QVERIFY(!img.isNull());
        QCOMPARE(img.width(), width);
        const QSizeF expected = paint::PictureExport::pictureSize(scene, o);
        QCOMPARE(img.height(), qRound(expected.height()));
        // The grid fills a good part of the picture: lines and points, not just a background.
        const int ink = inkPixels(img, style.background);
        QVERIFY2(ink > img.width() * img.height() / 50, qPrintable(QString::number(ink)));
        // The legend adds a band below the grid.
        const paint::BoardScene noLegend = paint::PictureExport::adjusted(
            doc_.scene(v), paint::PictureOptions{print, numbers, false, width, paint::PicturePage::Fit, QString()});
        if (legend && highlight)
            QVERIFY(paint::PictureExport::pictureSize(noLegend, o).height() < expected.height());
    }

    void highlightChangesThePicture()
    {
        paint::PictureOptions o;
        o.width = 600;
        paint::ViewOptions plain;
        plain.highlightLayer = false;
        const QImage a =
            paint::PictureExport::image(paint::PictureExport::adjusted(doc_.scene(plain), o), paint::BoardStyle::light(), o);
        const QImage b = paint::PictureExport::image(paint::PictureExport::adjusted(doc_.scene(paint::ViewOptions{}), o),
                                                     paint::BoardStyle::light(), o);
        QVERIFY(a.size() != b.size() || a != b);
    }

    void svg()
    {
        paint::PictureOptions o;
        o.width = 900;
        const paint::BoardScene scene = paint::PictureExport::adjusted(doc_.scene(paint::ViewOptions{}), o);
        const QString path = dir_.filePath(QStringLiteral("grid.svg"));
        QCOMPARE(paint::PictureExport::write(path, scene, paint::BoardStyle::light(), o), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray data = file.readAll();
        QVERIFY(data.contains("<svg"));
        QVERIFY(data.size() > 20000);
        // Render it back and look for ink.
        QSvgRenderer renderer(path);
        QVERIFY(renderer.isValid());
        // The page fits the picture with a margin (PicturePage::Fit).
        const QSizeF size = paint::PictureExport::pageSize(scene, o);
        QCOMPARE(renderer.viewBoxF(), QRectF(QPointF(0, 0), size));
        const double margin = paint::PictureExport::pageMargin(scene, o);
        QVERIFY(margin > 0);
        QCOMPARE(size, paint::PictureExport::pictureSize(scene, o) + QSizeF(2 * margin, 2 * margin));
        const double aspect = renderer.defaultSize().width() / double(renderer.defaultSize().height());
        QVERIFY(std::abs(aspect - size.width() / size.height()) < 0.01);
        QImage img(renderer.defaultSize(), QImage::Format_ARGB32);
        img.fill(Qt::white);
        QPainter p(&img);
        renderer.render(&p);
        p.end();
        QVERIFY(inkPixels(img, paint::BoardStyle::light().background) > img.width() * img.height() / 50);
    }

    void pdf()
    {
        paint::PictureOptions o;
        o.printStyle = true;
        o.width = 500;
        const paint::BoardScene scene = paint::PictureExport::adjusted(doc_.scene(paint::ViewOptions{}), o);
        const QString path = dir_.filePath(QStringLiteral("grid.pdf"));
        QCOMPARE(paint::PictureExport::write(path, scene, paint::BoardStyle::print(), o), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray data = file.readAll();
        QVERIFY(data.startsWith("%PDF-"));
        QVERIFY(data.size() > 5000);
        QVERIFY(data.contains("/MediaBox"));
        QVERIFY(data.contains("/Page"));
    }

    // PDF and SVG pages: A4 and Letter (turned for a wide picture) or the picture and a margin.
    void pageSizes_data()
    {
        QTest::addColumn<int>("page");
        QTest::addColumn<QString>("suffix");
        QTest::addColumn<bool>("highlight"); // with the legend the 178 is taller than wide; the 135 alone is wider
        QTest::addColumn<QSizeF>("points");  // 0 x 0: the picture's own size plus margins
        const QSizeF a4(595, 842), letter(612, 792);
        for (const char* suffix : {"pdf", "svg"}) {
            const QString sfx = QString::fromLatin1(suffix);
            QTest::addRow("%s A4, wide", suffix) << int(paint::PicturePage::A4) << sfx << false << a4.transposed();
            QTest::addRow("%s A4, tall", suffix) << int(paint::PicturePage::A4) << sfx << true << a4;
            QTest::addRow("%s Letter, wide", suffix) << int(paint::PicturePage::Letter) << sfx << false << letter.transposed();
            QTest::addRow("%s fit", suffix) << int(paint::PicturePage::Fit) << sfx << false << QSizeF();
        }
    }
    void pageSizes()
    {
        QFETCH(int, page);
        QFETCH(QString, suffix);
        QFETCH(bool, highlight);
        QFETCH(QSizeF, points);
        Document doc;
        doc.load(Variant::T5, test::decoded(Variant::T5, highlight ? test::code178 : test::code135).movesInOrder(),
                 QStringLiteral("grid"));
        doc.setCurrentLayer(30);
        paint::PictureOptions o;
        o.page = static_cast<paint::PicturePage>(page);
        o.legend = true;
        o.width = 1600;
        paint::ViewOptions v;
        v.highlightLayer = highlight;
        const paint::BoardScene scene = paint::PictureExport::adjusted(doc.scene(v), o);
        const QSizeF picture = paint::PictureExport::pictureSize(scene, o);
        QCOMPARE(picture.width() > picture.height(), !highlight);
        if (points.isEmpty())
            points = paint::PictureExport::pictureSize(scene, o) + QSizeF(2, 2) * paint::PictureExport::pageMargin(scene, o);
        QCOMPARE(paint::PictureExport::pageSize(scene, o).toSize(), points.toSize());
        const QString path = dir_.filePath(QStringLiteral("page.%1").arg(suffix));
        QCOMPARE(paint::PictureExport::write(path, scene, paint::BoardStyle::print(), o), QString());
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray data = file.readAll();
        if (suffix == QLatin1String("pdf")) {
            const QByteArray box = QStringLiteral("/MediaBox [0 0 %1.000000 %2.000000]")
                                       .arg(qRound(points.width()))
                                       .arg(qRound(points.height()))
                                       .toLatin1();
            QVERIFY2(data.contains(box), data.mid(data.indexOf("/MediaBox"), 60).constData());
        } else {
            QSvgRenderer renderer(path);
            QVERIFY(renderer.isValid());
            QCOMPARE(renderer.viewBoxF().size().toSize(), points.toSize());
            // The drawing: ink inside the margins, none in them.
            QImage img(points.toSize(), QImage::Format_ARGB32);
            img.fill(Qt::white);
            QPainter p(&img);
            renderer.render(&p);
            p.end();
            QVERIFY(inkPixels(img, Qt::white) > img.width() * img.height() / 100);
            const int margin = qRound(paint::PictureExport::pageMargin(scene, o)) - 2;
            QCOMPARE(inkPixels(img.copy(0, 0, img.width(), margin), Qt::white), 0);
            QCOMPARE(inkPixels(img.copy(0, 0, margin, img.height()), Qt::white), 0);
        }
    }

    // The caption line adds a band of text under the grid (and the legend).
    void caption()
    {
        paint::PictureOptions o;
        o.width = 800;
        const paint::BoardScene scene = paint::PictureExport::adjusted(doc_.scene(paint::ViewOptions{}), o);
        const QImage plain = paint::PictureExport::image(scene, paint::BoardStyle::light(), o);
        o.caption = QStringLiteral("5T · 178 moves · %1").arg(QLatin1String(test::code178));
        const QImage captioned = paint::PictureExport::image(scene, paint::BoardStyle::light(), o);
        QCOMPARE(captioned.width(), plain.width());
        QVERIFY(captioned.height() > plain.height());
        const QImage band = captioned.copy(0, plain.height(), captioned.width(), captioned.height() - plain.height());
        QVERIFY(inkPixels(band, paint::BoardStyle::light().background) > 50);
    }

    // The dialog's preview shows the whole page, also with the highlighted layer's legend
    // (which makes the picture taller than the preview's box).
    void previewShowsTheWholePage_data()
    {
        QTest::addColumn<bool>("highlight");
        QTest::addColumn<int>("page");
        QTest::newRow("plain, fit") << false << int(paint::PicturePage::Fit);
        QTest::newRow("highlight, fit") << true << int(paint::PicturePage::Fit);
        QTest::newRow("highlight, A4") << true << int(paint::PicturePage::A4);
        QTest::newRow("plain, Letter") << false << int(paint::PicturePage::Letter);
    }
    void previewShowsTheWholePage()
    {
        QFETCH(bool, highlight);
        QFETCH(int, page);
        ExportDialog dialog(&doc_, QStringLiteral("light"));
        for (QCheckBox* box : dialog.findChildren<QCheckBox*>())
            if (box->text().contains(QStringLiteral("ighlight")))
                box->setChecked(highlight);
        for (QComboBox* combo : dialog.findChildren<QComboBox*>())
            if (combo->findData(page) >= 0 && combo->count() == 3)
                combo->setCurrentIndex(combo->findData(page));
        QCOMPARE(int(dialog.options().page), page);
        auto* preview = dialog.findChild<QLabel*>(QStringLiteral("exportPreview"));
        QVERIFY(preview);
        const QPixmap pixmap = preview->pixmap();
        const QSizeF shown = pixmap.deviceIndependentSize();
        QVERIFY2(shown.width() <= preview->contentsRect().width() && shown.height() <= preview->contentsRect().height(),
                 qPrintable(QStringLiteral("%1 x %2 in %3 x %4")
                                .arg(shown.width())
                                .arg(shown.height())
                                .arg(preview->contentsRect().width())
                                .arg(preview->contentsRect().height())));
        const QSizeF pageSize = paint::PictureExport::pageSize(dialog.scene(), dialog.options());
        QVERIFY(std::abs(shown.width() / shown.height() - pageSize.width() / pageSize.height()) < 0.02);
        QVERIFY(shown.width() > 200 || shown.height() > 200);
    }

    // The dialog lays its controls out: each inside the dialog, none on another.
    void controlsAreLaidOut()
    {
        ExportDialog dialog(&doc_, QStringLiteral("light"));
        dialog.show();
        QVERIFY(QTest::qWaitForWindowExposed(&dialog));
        QVERIFY(dialog.findChildren<QWidget*>(Qt::FindDirectChildrenOnly).size() >= 5);
        const QString fault = test::layoutFault(&dialog);
        QVERIFY2(fault.isEmpty(), qPrintable(fault));
    }

    // The caption line of the dialog names the variant, the score and the code, and the
    // author when the grid's record names one.
    void dialogCaption()
    {
        ExportDialog dialog(&doc_, QStringLiteral("light"));
        const QString caption = dialog.captionText();
        QVERIFY2(caption.contains(QStringLiteral("5T")) && caption.contains(QStringLiteral("178")) &&
                     caption.contains(doc_.layerCode()),
                 qPrintable(caption));
        Document withAuthor;
        GridInfo info;
        info.setValue(GridInfo::Field::Author, "Christopher D. Rosin");
        withAuthor.load(doc_.variant(), doc_.moves(), QStringLiteral("open"), info);
        const QString credited = ExportDialog(&withAuthor, QStringLiteral("light")).captionText();
        QVERIFY2(credited.startsWith(QStringLiteral("Christopher D. Rosin · 5T")), qPrintable(credited));
    }

    // The file dialog starts in the last folder a picture went to, else in the grid's own,
    // but never in one that is not there or cannot be written.
    void startDirectory()
    {
        QSettings settings;
        settings.setValue(QStringLiteral("Export/lastDirectory"), dir_.path());
        QCOMPARE(ExportDialog(&doc_, QStringLiteral("light")).startDirectory(), dir_.path());
        settings.setValue(QStringLiteral("Export/lastDirectory"), QStringLiteral("/nonexistent-folder/pictures"));
        QVERIFY(ExportDialog(&doc_, QStringLiteral("light")).startDirectory() != QStringLiteral("/nonexistent-folder/pictures"));
        Document inRecords;
        inRecords.setFilePath(QStringLiteral("/nonexistent-records/5T-178.txt"));
        const QString start = ExportDialog(&inRecords, QStringLiteral("light")).startDirectory();
        QVERIFY(!start.startsWith(QStringLiteral("/nonexistent")));
        QVERIFY(QFileInfo(start).isDir() && QFileInfo(start).isWritable());
    }

    // Save As: the file dialog opens in the start folder, and the dialog says where the
    // picture went.
    void saveSaysWhere()
    {
        QSettings().setValue(QStringLiteral("Export/lastDirectory"), dir_.path());
        ExportDialog dialog(&doc_, QStringLiteral("light"));
        const QString path = dir_.filePath(QStringLiteral("saved.png"));
        QString openedIn;
        QTimer::singleShot(200, this, [&] {
            auto* files = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            QVERIFY(files);
            openedIn = files->directory().absolutePath();
            files->selectFile(path);
            if (auto* name = files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
                name->setText(path);
            QMetaObject::invokeMethod(files, "accept", Qt::QueuedConnection);
        });
        QVERIFY(dialog.exportToFile());
        QCOMPARE(openedIn, QDir(dir_.path()).absolutePath());
        QCOMPARE(dialog.savedPath(), QFileInfo(path).absoluteFilePath());
        QVERIFY(QFile::exists(path));
    }

    // The file dialog proposes the grid's name: its file's without the grid suffix, else
    // its title made fit for a file name, else grid-<score> (it proposed "grid.png").
    void proposesTheGridsName_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("proposed");
        QTest::newRow("a move list's file") << QStringLiteral("/tmp/rosin82-5D.moves.txt") << QString()
                                            << QStringLiteral("rosin82-5D.png");
        QTest::newRow("a record's file") << QStringLiteral("/tmp/best.msr.json") << QStringLiteral("Title")
                                         << QStringLiteral("best.png");
        QTest::newRow("a title") << QString() << QStringLiteral("Rosin's 178: the record / 5T")
                                 << QStringLiteral("Rosin's 178- the record - 5T.png");
        QTest::newRow("neither") << QString() << QString() << QStringLiteral("grid-178.png");
    }

    void proposesTheGridsName()
    {
        QFETCH(QString, file);
        QFETCH(QString, title);
        QFETCH(QString, proposed);
        Document doc;
        doc.load(Variant::T5, test::decoded(Variant::T5, test::code178).movesInOrder(), QStringLiteral("178"));
        doc.setFilePath(file);
        doc.editInfo(GridInfo::Field::Title, title, QStringLiteral("Title"), 0);
        QCOMPARE(QFileInfo(doc.fileStem() + QStringLiteral(".png")).fileName(), proposed);
        ExportDialog dialog(&doc, QStringLiteral("light"));
        QString shown;
        QTimer::singleShot(200, this, [&] {
            auto* files = qobject_cast<QFileDialog*>(QApplication::activeModalWidget());
            QVERIFY(files);
            if (auto* name = files->findChild<QLineEdit*>(QStringLiteral("fileNameEdit")))
                shown = name->text();
            QMetaObject::invokeMethod(files, "reject", Qt::QueuedConnection);
        });
        QVERIFY(!dialog.exportToFile());
        QCOMPARE(shown, proposed);
    }

    void errors_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("expected");
        QTest::newRow("unknown type") << QStringLiteral("grid.bmpx") << QStringLiteral("bmpx");
        QTest::newRow("no such directory") << QStringLiteral("no/such/dir/grid.png") << QStringLiteral("Cannot write");
    }
    void errors()
    {
        QFETCH(QString, path);
        QFETCH(QString, expected);
        const QString full = dir_.filePath(path);
        const QString message = paint::PictureExport::write(full, doc_.scene(paint::ViewOptions{}), paint::BoardStyle::light(),
                                                            paint::PictureOptions{});
        QVERIFY2(message.contains(expected), qPrintable(message));
        QVERIFY(!QFile::exists(full));
    }

private:
    QTemporaryDir dir_;
    Document doc_;
};

QTEST_MAIN(TestExport)
#include "tst_export.moc"
