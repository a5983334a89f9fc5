package dev.lilt.pipe.internal;

import java.lang.ref.Cleaner;

/** The one Cleaner (one daemon thread) of the pipe module, created when first needed. */
final class SharedCleaner {
    static final Cleaner INSTANCE = Cleaner.create();

    private SharedCleaner() {
    }
}
