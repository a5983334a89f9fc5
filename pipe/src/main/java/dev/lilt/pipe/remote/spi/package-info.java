/**
 * For engine modules, not applications: what an engine implements ({@link dev.lilt.pipe.remote.spi.Transport})
 * and what it is given ({@link dev.lilt.pipe.remote.spi.PipeCore}), so that every engine shares the
 * pipe's codecs, size limit, local fan-out, filters, error isolation, pattern matching, remote
 * requests and stats. Build a pipe with
 * {@link dev.lilt.pipe.remote.spi.PipeCore#open(PipeSettings, java.util.function.Function)}.
 */
package dev.lilt.pipe.remote.spi;
