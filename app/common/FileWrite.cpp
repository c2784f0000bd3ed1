#include "app/common/FileWrite.h"

#include <QSaveFile>

namespace morpion {

QString FileWrite::replace(const QString& path, const QByteArray& bytes)
{
    QSaveFile file(path);
    // Unbuffered: each write() reaches the system, so that a failure is seen here with its
    // reason, not later in a flush that cannot say why.
    if (!file.open(QIODevice::WriteOnly | QIODevice::Unbuffered))
        return file.errorString();
    // A short write is retried for the rest: either it goes on (an interrupted write), or
    // the retry fails and says why (a short count alone carries no reason).
    qint64 done = 0;
    while (done < bytes.size()) {
        const qint64 n = file.write(bytes.constData() + done, bytes.size() - done);
        if (n <= 0) {
            const QString reason = n < 0 ? file.errorString() : QStringLiteral("nothing was written");
            file.cancelWriting(); // the temporary file goes with `file`; the old one stays
            return reason;
        }
        done += n;
    }
    // Whatever might still be buffered: commit() flushes in close() and ignores a failure
    // there, which would rename a truncated file over the old one.
    if (!file.flush()) {
        const QString reason = file.errorString();
        file.cancelWriting();
        return reason;
    }
    // Syncs and renames; either can still fail.
    if (!file.commit())
        return file.errorString();
    return {};
}

} // namespace morpion
