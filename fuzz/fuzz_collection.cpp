// libFuzzer target: see fuzz/FuzzTargets.h and fuzz/run.sh.

#include "fuzz/FuzzTargets.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string problem = morpion::fuzz::codeCollection({reinterpret_cast<const char*>(data), size});
    if (!problem.empty()) {
        std::fprintf(stderr, "fuzz_collection: %s\n", problem.c_str());
        std::abort();
    }
    return 0;
}
