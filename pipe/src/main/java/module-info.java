/**
 * Lilt Pipe: in-process publish/subscribe, and the engine-neutral API of the pipe across processes
 * ({@code dev.lilt.pipe.remote}, with an in-memory engine; {@code dev.lilt.pipe.remote.spi} for
 * engine modules). Flight Recorder events and the pipe MXBean use
 * {@code jdk.jfr} and {@code java.management} when the application resolves them; the pipe runs
 * without them.
 */
module dev.lilt.pipe {
    requires static jdk.jfr;
    requires static java.management;

    exports dev.lilt.pipe;
    exports dev.lilt.pipe.remote;
    exports dev.lilt.pipe.remote.spi;
}
