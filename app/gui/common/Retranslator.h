#pragma once

#include <QString>
#include <QTranslator>

#include <memory>

class QObject;

namespace morpion::gui {

// Switches the language of a running program. Installed as the application's only
// translator, it asks the program's catalogue and then Qt's own, and remembers which
// message each text it handed out came from. When the language changes, retranslate()
// walks every widget and action and replaces each text that it recognises by the same
// message in the new language, so that widgets need no code of their own for it. Texts
// built from a message and values (.arg()) are not recognised: their owners rebuild them
// on QEvent::LanguageChange or at their next update.
class Retranslator : public QTranslator {
public:
    Retranslator(std::unique_ptr<QTranslator> own, std::unique_ptr<QTranslator> qt);
    ~Retranslator() override;

    QString translate(const char* context, const char* sourceText, const char* disambiguation = nullptr,
                      int n = -1) const override;
    bool isEmpty() const override { return false; }

    // Texts handed out by `previous` that are found in `root` or under it (widgets, actions,
    // combo box items and their tooltips, rows and headers of tree and table widgets, tab
    // titles and tooltips) are replaced by this translator's text for the same message.
    void retranslate(const Retranslator& previous, QObject* root) const;

private:
    struct Memory;
    std::unique_ptr<QTranslator> own_;
    std::unique_ptr<QTranslator> qt_;
    std::unique_ptr<Memory> memory_;
};

} // namespace morpion::gui
