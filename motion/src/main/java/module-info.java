/** Lilt Motion: a zero-allocation motion (tween) engine. */
module dev.lilt.motion {
    exports dev.lilt.motion;
}
