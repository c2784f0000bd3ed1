#pragma once

// The window in a child process (gui_test_child), with its own empty data, settings,
// cache and temporary folders, for the suites that kill it or starve its writes.

#include <QDir>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <memory>

namespace morpion::gui::test {

class GuiChild {
public:
    explicit GuiChild(const QString& home)
        : process_(std::make_unique<QProcess>())
        , home_(home)
    {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/data"));
        env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/config"));
        env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/cache"));
        env.insert(QStringLiteral("TMPDIR"), home + QStringLiteral("/tmp"));
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
        QDir(home).mkpath(QStringLiteral("tmp"));
        process_->setProcessEnvironment(env);
        process_->setProgram(QStringLiteral(GUI_TEST_CHILD));
    }
    QProcess& process() { return *process_; }
    void start(const QStringList& args)
    {
        process_->setArguments(args);
        process_->start();
    }
    // The usual autosave folder and the two fallbacks of the child.
    QString autosaveDir() const { return home_ + QStringLiteral("/data/MorpionLayersTest/gui_test_child/autosave"); }
    QString cacheAutosaveDir() const { return home_ + QStringLiteral("/cache/MorpionLayersTest/gui_test_child/autosave"); }
    // Standard output until `key: value` shows up (the first such line after `after` of
    // them); its value, or empty when the child ends or 60 s pass first.
    QString waitFor(const QString& key, int after = 0)
    {
        const QString prefix = key + QStringLiteral(": ");
        for (int i = 0; i < 600; ++i) {
            int seen = 0;
            for (const QString& line : out_.split(QLatin1Char('\n')))
                if (line.startsWith(prefix) && seen++ == after)
                    return line.mid(prefix.size());
            if (process_->state() == QProcess::NotRunning && !process_->bytesAvailable())
                return {};
            process_->waitForReadyRead(100);
            out_ += QString::fromUtf8(process_->readAllStandardOutput());
        }
        return {};
    }
    // Standard error until it holds `text`; false when the child ends or 60 s pass first.
    bool waitForError(const QString& text)
    {
        for (int i = 0; i < 600; ++i) {
            const bool ended = process_->state() == QProcess::NotRunning;
            err_ += QString::fromUtf8(process_->readAllStandardError());
            if (err_.contains(text))
                return true;
            if (ended)
                return false;
            process_->waitForReadyRead(100);
        }
        return false;
    }
    // After the child ended: the value of the last `key: value` line it wrote.
    QString lastValue(const QString& key)
    {
        out_ += QString::fromUtf8(process_->readAllStandardOutput());
        const QString prefix = key + QStringLiteral(": ");
        QString value;
        for (const QString& line : out_.split(QLatin1Char('\n')))
            if (line.startsWith(prefix))
                value = line.mid(prefix.size());
        return value;
    }
    QString out() const { return out_; }
    QString err()
    {
        err_ += QString::fromUtf8(process_->readAllStandardError());
        return err_;
    }

private:
    std::unique_ptr<QProcess> process_;
    QString home_;
    QString out_;
    QString err_;
};

} // namespace morpion::gui::test
