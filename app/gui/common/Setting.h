#pragma once

#include <QSettings>
#include <QString>
#include <QVariant>

namespace morpion::gui {

// A typed settings key with its default, declared next to the code that uses it
// (e.g. `const Setting<bool> showNumbers{"View/showNumbers", false};`), so that every
// stored option has one name, one type and one default.
template <class T> class Setting {
public:
    Setting(const char* key, T defaultValue)
        : key_(QString::fromLatin1(key))
        , default_(std::move(defaultValue))
    {}

    T value() const
    {
        const QVariant v = QSettings().value(key_);
        if (!v.isValid() || !v.canConvert<T>())
            return default_;
        return v.value<T>();
    }
    void setValue(const T& value) const { QSettings().setValue(key_, QVariant::fromValue(value)); }
    void reset() const { QSettings().remove(key_); }
    const T& defaultValue() const { return default_; }
    const QString& key() const { return key_; }

private:
    QString key_;
    T default_;
};

} // namespace morpion::gui
