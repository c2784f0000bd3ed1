// The figure docs/performance.md compares with `morpion-cli bench`'s decode_178: the same
// decode (LayerCoder, buffers kept, no Layering built), timed the same way, in WebAssembly.
// Built on demand (`cmake --build --preset web --target morpion-web-bench`) and run with
// node: `node build-web/web/morpion-web-bench.js [SECONDS]`.

#include "core/codes/LayerCoder.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <vector>

using namespace morpion;

int main(int argc, char** argv)
{
    const double seconds = argc > 1 ? std::atof(argv[1]) : 1.0;
    constexpr const char* record178 = "LoyBD5plSCpD5FoFiiitZT6074dfe79eZN1sxUc/drP/+0vf/7fw";
    using Clock = std::chrono::steady_clock;
    LayerCoder coder(Variant::T5);
    std::vector<Move> moves;
    if (!coder.decode(record178, moves)) {
        std::puts("decode_178: the 178 does not decode");
        return 1;
    }
    // As CommandBench's ratePerSecond: growing batches, the clock read once a batch.
    long calls = 0, batch = 1;
    std::size_t sink = 0;
    const auto start = Clock::now();
    double elapsed = 0;
    do {
        for (long i = 0; i < batch; ++i)
            sink += coder.decode(record178, moves) ? moves.size() : 0;
        calls += batch;
        elapsed = std::chrono::duration<double>(Clock::now() - start).count();
        if (elapsed < seconds / 20)
            batch *= 2;
    } while (elapsed < seconds);
    std::printf("decode_178: %.2f us (%ld decodes, %zu moves)\n", elapsed / static_cast<double>(calls) * 1e6, calls, sink);
    return 0;
}
