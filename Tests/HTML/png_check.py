#!/usr/bin/env python3
"""Checks that PNG screenshots are not blank, with the standard library only (zlib).

Usage: png_check.py MIN_COLOURS FILE.png...

For each file: decodes the image (8-bit greyscale, RGB or RGBA, not interlaced, as
Chromium writes them), counts its distinct colours and the share of pixels that differ
from the top-left (background) pixel, and prints `FILE WIDTHxHEIGHT COLOURS SHARE`.
Exits 1 when a file has fewer than MIN_COLOURS colours or less than 1 % of its pixels
off the background: a blank, all-white or single-colour page.
"""
import struct
import sys
import zlib


def decode(path):
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError(f"{path}: not a PNG file")
    pos, idat, header = 8, [], None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat.append(body)
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    channels = {0: 1, 2: 3, 6: 4}.get(colour)
    if depth != 8 or channels is None or interlace:
        raise ValueError(f"{path}: unsupported PNG (depth {depth}, colour type {colour}, interlace {interlace})")
    raw = zlib.decompress(b"".join(idat))
    stride = width * channels
    previous = bytearray(stride)
    rows = []
    for y in range(height):
        kind = raw[y * (stride + 1)]
        row = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        if kind == 1:
            for i in range(channels, stride):
                row[i] = (row[i] + row[i - channels]) & 255
        elif kind == 2:
            row = bytearray((a + b) & 255 for a, b in zip(row, previous))
        elif kind == 3:
            for i in range(stride):
                left = row[i - channels] if i >= channels else 0
                row[i] = (row[i] + ((left + previous[i]) >> 1)) & 255
        elif kind == 4:
            for i in range(stride):
                a = row[i - channels] if i >= channels else 0
                b = previous[i]
                c = previous[i - channels] if i >= channels else 0
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                row[i] = (row[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(row))
        previous = row
    return width, height, channels, rows


def main():
    minimum = int(sys.argv[1])
    failed = False
    for path in sys.argv[2:]:
        width, height, channels, rows = decode(path)
        background = rows[0][:channels]
        colours, off = set(), 0
        for row in rows:
            pixels = [row[i:i + channels] for i in range(0, len(row), channels)]
            colours.update(pixels)
            off += sum(1 for p in pixels if p != background)
        share = off / (width * height)
        print(f"{path} {width}x{height} {len(colours)} colours {share:.3f} off the background")
        if len(colours) < minimum or share < 0.01:
            print(f"{path}: looks blank (fewer than {minimum} colours or under 1 % drawn)", file=sys.stderr)
            failed = True
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
