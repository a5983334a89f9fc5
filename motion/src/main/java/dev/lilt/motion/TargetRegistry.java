package dev.lilt.motion;

import java.util.Arrays;
import java.util.IdentityHashMap;

/**
 * The live motions of one scheduler tagged with a target and key ({@link MotionBuilder#withTarget}).
 */
final class TargetRegistry {
    /*
     * Design note. Targets are compared by identity (the animated object), keys by equals (a
     * property name, an accessor constant). Per target a small array of (key, handle) pairs, in
     * creation order. A motion leaves when its storage frees it (MotionLifetime.released), and a
     * target leaves with its last motion, so the registry never keeps an ended motion's target
     * reachable. Untagged motions never touch it. Confined to the scheduler's thread.
     */
    private final IdentityHashMap<Object, Tags> byTarget = new IdentityHashMap<>();

    private static final class Tags {
        Object[] keys = new Object[2];
        MotionHandle[] handles = new MotionHandle[2];
        int count;
    }

    /** Ends the running motions with this target and key as {@code mode} says. */
    void replace(Object target, Object key, ReplaceMode mode) {
        if (mode == ReplaceMode.KEEP) {
            return;
        }
        Tags tags = byTarget.get(target);
        if (tags == null) {
            return;
        }
        // Ending a motion unregisters it (and may run callbacks that tag others): act on a copy.
        MotionHandle[] matches = new MotionHandle[tags.count];
        int n = 0;
        for (int i = 0; i < tags.count; i++) {
            if (tags.keys[i].equals(key)) {
                matches[n++] = tags.handles[i];
            }
        }
        for (int i = 0; i < n; i++) {
            end(matches[i], mode == ReplaceMode.COMPLETE);
        }
    }

    private static boolean end(MotionHandle h, boolean complete) {
        return complete ? h.tryComplete() || h.tryCancel() : h.tryCancel();
    }

    void register(Object target, Object key, MotionHandle handle) {
        Tags tags = byTarget.computeIfAbsent(target, t -> new Tags());
        if (tags.count == tags.keys.length) {
            tags.keys = Arrays.copyOf(tags.keys, tags.count * 2);
            tags.handles = Arrays.copyOf(tags.handles, tags.count * 2);
        }
        tags.keys[tags.count] = key;
        tags.handles[tags.count++] = handle;
    }

    void unregister(Object target, MotionHandle handle) {
        Tags tags = byTarget.get(target);
        if (tags == null) {
            return;
        }
        for (int i = 0; i < tags.count; i++) {
            if (tags.handles[i].equals(handle)) {
                int last = --tags.count;
                System.arraycopy(tags.keys, i + 1, tags.keys, i, last - i);
                System.arraycopy(tags.handles, i + 1, tags.handles, i, last - i);
                tags.keys[last] = null;
                tags.handles[last] = null;
                break;
            }
        }
        if (tags.count == 0) {
            byTarget.remove(target);
        }
    }

    /** Cancels, or completes, every motion tagged with {@code target}; returns how many ended. */
    int endAll(Object target, boolean complete) {
        Tags tags = byTarget.get(target);
        if (tags == null) {
            return 0;
        }
        MotionHandle[] all = Arrays.copyOf(tags.handles, tags.count);
        int ended = 0;
        for (MotionHandle h : all) {
            if (end(h, complete)) {
                ended++;
            }
        }
        return ended;
    }

    /** Live tagged motions on {@code target}. */
    int count(Object target) {
        Tags tags = byTarget.get(target);
        return tags == null ? 0 : tags.count;
    }

    /** Targets with at least one tagged motion. */
    int targetCount() {
        return byTarget.size();
    }
}
