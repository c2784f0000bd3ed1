#include "app/common/FileWrite.h"

#include <QSaveFile>

namespace morpion {

QString FileWrite::replace(const QString& path, const QByteArray& bytes)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
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
    // commit() flushes the buffered tail, syncs and renames; any of them can still fail.
    if (!file.commit())
        return file.errorString();
    return {};
}

} // namespace morpion
