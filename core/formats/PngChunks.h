#pragma once

#include <cstdint>
#include <string_view>

// What reading and writing a picture's record (PictureRecord.cpp, PictureRecordWrite.cpp)
// both know of PNG: its signature, how a chunk's length is stored, which chunks hold text
// and the keyword of the record's.
namespace morpion::pngchunks {

inline constexpr std::string_view signature("\x89PNG\r\n\x1a\n", 8);
inline constexpr std::string_view recordKey("msr\0", 4); // the keyword and its terminator

// A chunk's length or CRC: four bytes, most significant first.
inline std::uint32_t readBigEndian(std::string_view p)
{
    const auto byte = [&](std::size_t i) { return static_cast<std::uint32_t>(static_cast<unsigned char>(p[i])); };
    return (byte(0) << 24) | (byte(1) << 16) | (byte(2) << 8) | byte(3);
}

// A text chunk of the record: tEXt, zTXt or iTXt whose data starts with "msr\0".
inline bool isRecordChunk(std::string_view type, std::string_view data)
{
    return (type == "tEXt" || type == "zTXt" || type == "iTXt") && data.substr(0, recordKey.size()) == recordKey;
}

} // namespace morpion::pngchunks
