// `morpion-cli render`: the same pictures as the program's export, without a display.

#include "GuiTestSupport.h"

#include <QImage>
#include <QProcess>
#include <QSvgRenderer>
#include <QTemporaryDir>

class TestCliRender : public QObject {
    Q_OBJECT

private:
    struct Run {
        int status;
        QString err;
    };
    Run run(const QStringList& args)
    {
        QProcess p;
        p.start(QStringLiteral(MORPION_CLI), QStringList{QStringLiteral("render")} + args);
        if (!p.waitForFinished(60000))
            return {-1, QStringLiteral("timeout")};
        return {p.exitCode(), QString::fromUtf8(p.readAllStandardError())};
    }

private slots:
    void initTestCase() { QVERIFY(dir_.isValid()); }

    void pictures_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QStringList>("options");
        QTest::newRow("png plain") << QStringLiteral("a.png") << QStringList{QStringLiteral("--size"), QStringLiteral("640")};
        QTest::newRow("png layer numbers") << QStringLiteral("b.png")
                                           << QStringList{QStringLiteral("--layer"), QStringLiteral("20"),
                                                          QStringLiteral("--numbers"), QStringLiteral("--size"),
                                                          QStringLiteral("640")};
        QTest::newRow("png print") << QStringLiteral("c.png")
                                   << QStringList{QStringLiteral("--print"), QStringLiteral("--size"), QStringLiteral("640")};
        QTest::newRow("svg") << QStringLiteral("d.svg") << QStringList{QStringLiteral("--layer"), QStringLiteral("3")};
        QTest::newRow("pdf") << QStringLiteral("e.pdf") << QStringList{QStringLiteral("--numbers")};
    }
    void pictures()
    {
        QFETCH(QString, file);
        QFETCH(QStringList, options);
        const QString path = dir_.filePath(file);
        const Run r = run(QStringList{QString::fromLatin1(morpion::gui::test::code178), QStringLiteral("-o"), path} + options);
        QCOMPARE(r.status, 0);
        QCOMPARE(r.err, QString());
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray data = f.readAll();
        if (file.endsWith(QLatin1String(".png"))) {
            QImage img;
            QVERIFY(img.loadFromData(data, "PNG"));
            QCOMPARE(img.width(), 640);
            QVERIFY(img.height() > 640);
            // Not one colour: count pixels unlike the top-left (background) one.
            const QRgb bg = img.pixel(0, 0);
            int ink = 0;
            for (int y = 0; y < img.height(); y += 2)
                for (int x = 0; x < img.width(); x += 2)
                    ink += qGray(img.pixel(x, y)) < qGray(bg) - 60;
            QVERIFY2(ink > img.width() * img.height() / 4 / 50, qPrintable(QString::number(ink)));
        } else if (file.endsWith(QLatin1String(".svg"))) {
            QVERIFY(QSvgRenderer(data).isValid());
        } else {
            QVERIFY(data.startsWith("%PDF-"));
            QVERIFY(data.size() > 5000);
        }
    }

    void prefixedCode()
    {
        const QString path = dir_.filePath(QStringLiteral("d5.png"));
        const Run r = run({QStringLiteral("5D:") + QString::fromLatin1(morpion::gui::test::code82d), QStringLiteral("-o"), path,
                           QStringLiteral("--layer"), QStringLiteral("27")});
        QCOMPARE(r.status, 0);
        QVERIFY(QImage(path).width() == 1600);
    }

    void errors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("status");
        QTest::addColumn<QString>("message");
        const QString code = QString::fromLatin1(morpion::gui::test::code135);
        QTest::newRow("bad character") << QStringList{QStringLiteral("BBYqjX!m"), QStringLiteral("-o"), QStringLiteral("x.png")}
                                       << 1 << QStringLiteral("position 7");
        QTest::newRow("no output") << QStringList{code} << 2 << QStringLiteral("-o");
        QTest::newRow("bad suffix") << QStringList{code, QStringLiteral("-o"), QStringLiteral("x.gif")} << 2
                                    << QStringLiteral(".png");
        QTest::newRow("layer out of range") << QStringList{code, QStringLiteral("-o"), QStringLiteral("x.png"),
                                                           QStringLiteral("--layer"), QStringLiteral("59")}
                                            << 2 << QStringLiteral("58");
        QTest::newRow("size too small") << QStringList{code, QStringLiteral("-o"), QStringLiteral("x.png"),
                                                       QStringLiteral("--size"), QStringLiteral("3")}
                                        << 2 << QStringLiteral("size");
        QTest::newRow("unknown variant") << QStringList{QStringLiteral("7Q:") + code, QStringLiteral("-o"),
                                                        QStringLiteral("x.png")}
                                         << 1 << QStringLiteral("7Q");
        QTest::newRow("unwritable") << QStringList{code, QStringLiteral("-o"), QStringLiteral("/nonexistent/dir/x.png")} << 1
                                    << QStringLiteral("Cannot write");
    }
    void errors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, status);
        QFETCH(QString, message);
        for (QString& a : args)
            if (a == QLatin1String("x.png") || a == QLatin1String("x.gif"))
                a = dir_.filePath(a);
        const Run r = run(args);
        QCOMPARE(r.status, status);
        QVERIFY2(r.err.contains(message), qPrintable(r.err));
        QVERIFY(!QFile::exists(dir_.filePath(QStringLiteral("x.png"))));
    }

private:
    QTemporaryDir dir_;
};

QTEST_GUILESS_MAIN(TestCliRender)
#include "tst_clirender.moc"
