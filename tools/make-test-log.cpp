// make-test-log: writes a search log of random 5T grids, the same for the same arguments,
// to measure and test `morpion-cli merge` and `search --resume` on logs of any size.
//
//   make-test-log --lines N --distinct D [--seed S] > file.log
//
// Each line is "iteration. score (seconds) code" (spec §6) for one of D random finished
// games, shown as a random one of its 8 images, so that merging must find the canonical
// code; with D >= N every line is a grid of its own. The first D lines show every grid
// once; later lines pick grids at random. Every 1000th line is a '#' comment, as jobs
// write them.

#include "core/base/Random.h"
#include "core/codes/LayerCoder.h"
#include "core/codes/Symmetry.h"
#include "core/rules/Position.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

using namespace morpion;

namespace {

std::vector<Move> randomGame(Random& rng)
{
    Position pos(Variant::T5);
    while (!pos.isOver()) {
        const auto ids = pos.legalIds();
        pos.playId(ids[rng.below(static_cast<std::uint32_t>(ids.size()))]);
    }
    return pos.moves();
}

int usage()
{
    std::fputs("usage: make-test-log --lines N --distinct D [--seed S]\n", stderr);
    return 2;
}

} // namespace

int main(int argc, char** argv)
{
    long long lines = -1, distinct = -1;
    unsigned long long seed = 1;
    for (int i = 1; i + 1 < argc; i += 2) {
        char* end = nullptr;
        const unsigned long long value = std::strtoull(argv[i + 1], &end, 10);
        if (!end || *end != '\0')
            return usage();
        if (std::strcmp(argv[i], "--lines") == 0)
            lines = static_cast<long long>(value);
        else if (std::strcmp(argv[i], "--distinct") == 0)
            distinct = static_cast<long long>(value);
        else if (std::strcmp(argv[i], "--seed") == 0)
            seed = value;
        else
            return usage();
    }
    if (argc % 2 == 0 || lines < 0 || distinct < 1)
        return usage();

    Random rng(seed);
    LayerCoder coder(Variant::T5);
    // The 8 images' codes of each grid, when grids repeat; made on the fly otherwise.
    const bool keep = distinct < lines;
    std::vector<std::string> images;
    std::vector<int> scores;
    std::string code;
    const auto imageCode = [&](const std::vector<Move>& grid, int s) {
        if (!coder.encode(Symmetry(s).apply(Variant::T5, grid), code)) {
            std::fputs("make-test-log: a random game did not encode\n", stderr);
            std::exit(1);
        }
        return code;
    };
    for (long long i = 0; i < lines; ++i) {
        if (i % 1000 == 999) {
            std::printf("# line %lld\n", i + 1);
            continue;
        }
        const int s = static_cast<int>(rng.below(8));
        std::string shown;
        int score = 0;
        if (i < distinct) {
            const std::vector<Move> grid = randomGame(rng);
            score = static_cast<int>(grid.size());
            if (keep) {
                for (int k = 0; k < 8; ++k)
                    images.push_back(imageCode(grid, k));
                scores.push_back(score);
                shown = images[images.size() - 8 + static_cast<std::size_t>(s)];
            } else {
                shown = imageCode(grid, s);
            }
        } else {
            const auto g = rng.below(static_cast<std::uint32_t>(scores.size()));
            shown = images[8 * g + static_cast<std::size_t>(s)];
            score = scores[g];
        }
        std::printf("%lld. %d (%lld.%02lld) %s\n", i, score, i / 100, i % 100, shown.c_str());
    }
    return std::ferror(stdout) ? 1 : 0;
}
