// zlib, for the Parquet writer's GZIP pages (CareReports). This shim provides no stable
// Swift API.
#ifndef CARELAB_CZLIB_SHIM_H
#define CARELAB_CZLIB_SHIM_H

#include <zlib.h>

/// `deflateInit2` is a macro, which Swift cannot call: this starts a deflate stream that
/// writes the gzip format (window bits 15 + 16), as Parquet's GZIP codec requires.
static inline int carelab_deflate_init_gzip(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}

#endif
