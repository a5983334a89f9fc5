/** Lilt Pipe: in-process publish/subscribe. */
module dev.lilt.pipe {
    exports dev.lilt.pipe;
}
