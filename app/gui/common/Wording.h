#pragma once

#include <QString>

#include <concepts>
#include <functional>
#include <utility>

namespace morpion::gui {

// A text shown to the user that is said again in the new language after a switch: a
// message with values is given as the function that words it ([n] { return tr("Play %1").arg(n); }),
// kept by whoever shows it (an undo step's name, the message banner); a plain text (a file's
// own name) stays as it is.
class Wording {
public:
    Wording(QString text) // NOLINT(google-explicit-constructor): a fixed text is a wording
        : make_([text = std::move(text)] { return text; })
        , fixed_(true)
    {}
    template <std::invocable F>
    requires std::convertible_to<std::invoke_result_t<F>, QString> Wording(F make) // NOLINT(google-explicit-constructor)
        : make_(std::move(make))
    {}
    QString operator()() const { return make_(); }
    // A plain text: nothing to word again (a widget may still have it translated whole by
    // the Retranslator, which such a text must then not undo).
    bool isFixed() const { return fixed_; }

private:
    std::function<QString()> make_;
    bool fixed_ = false;
};

} // namespace morpion::gui
