package dev.lilt.pipe.internal;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * One pipe's (or scope's) plain brokers by message type, and for each concrete message class
 * the handler lists a publish of it visits when the pipe delivers to supertypes.
 */
final class TypeRoutes {
    /*
     * Design note.
     *
     * Which lists. A message of class C goes to the plain broker of every type C is assignable
     * to that this pipe has a broker for: C itself, its superclasses, its interfaces, Object.
     * The set depends only on which brokers exist, not on their subscriptions: each list keeps
     * its own subscribe/close rules (HandlerList's note). So a route is resolved once per
     * concrete class and stays valid until a broker for a new type is created.
     *
     * Order. C first, then its superclasses nearest first (Object left out), then its
     * interfaces: for C and then each superclass, the interfaces it declares in declaration
     * order, each followed at once by its own superinterfaces (depth first), every interface at
     * its first appearance only; Object last. Within one list, the list's own order (priority,
     * then subscription). This is the order of `supertypes`; a consuming handler stops the rest
     * of its list and every later list.
     *
     * Duplicates. A route holds each list once, and each subscription is in one list, so a
     * publish calls each subscription once. A handler subscribed to two supertypes is two
     * subscriptions and is called twice, as one subscribed twice to one type is: no per-publish
     * identity set (which would allocate).
     *
     * Invalidation and visibility. `version` counts the brokers registered. register puts the
     * list in `lists`, then increments `version` (a volatile read-modify-write). A route
     * records the version read (acquire) before it read `lists`, so it holds at least the
     * lists registered up to that version; a publish that reads a newer version resolves
     * again. A subscriber for a new type is obtained before its subscribe, whose full fence
     * (HandlerList.add) comes after the increment; so a publish that starts after that
     * subscribe returned reads the new version, resolves, and reaches the new list, and its
     * handler. A close needs nothing here: lists stay, and a closed node is skipped.
     *
     * Cost. A publish compares the message's class and the version with its broker's last
     * route (one plain read of an immutable Route and one acquire read): no allocation, no
     * lookup while the pipe publishes one class per broker. Another class looks its route up
     * in `routes` (a ConcurrentHashMap get); only a new class or version allocates.
     */

    private static final VarHandle VERSION = VarHandles.field(MethodHandles.lookup(), "version", int.class);

    private final ConcurrentHashMap<Class<?>, HandlerList> lists = new ConcurrentHashMap<>();
    private final ConcurrentHashMap<Class<?>, Route> routes = new ConcurrentHashMap<>();
    @SuppressWarnings("unused") // accessed through VERSION
    private volatile int version;

    /** The lists a message of one concrete class visits, in order, as of one version. */
    static final class Route {
        final Class<?> concrete;
        final int version;
        final HandlerList[] lists;

        Route(Class<?> concrete, int version, HandlerList[] lists) {
            this.concrete = concrete;
            this.version = version;
            this.lists = lists;
        }
    }

    /** Records the plain broker list of {@code type}; called once per broker, when it is made. */
    void register(Class<?> type, HandlerList list) {
        lists.put(type, list);
        VERSION.getAndAdd(this, 1); // volatile: after the put, before the subscribe that follows
    }

    /** Whether {@code r} is still the route of {@code concrete}. */
    boolean current(Route r, Class<?> concrete) {
        return r != null && r.concrete == concrete && r.version == versionAcquire();
    }

    /** The route of {@code concrete}: cached, or resolved now and cached. */
    Route route(Class<?> concrete) {
        int v = versionAcquire(); // first: the route then holds every list registered up to v
        Route r = routes.get(concrete);
        if (r != null && r.version == v) {
            return r;
        }
        List<HandlerList> found = new ArrayList<>();
        for (Class<?> t : supertypes(concrete)) {
            HandlerList l = lists.get(t);
            if (l != null) {
                found.add(l);
            }
        }
        r = new Route(concrete, v, found.toArray(new HandlerList[0]));
        routes.put(concrete, r);
        return r;
    }

    private int versionAcquire() {
        // acquire: pairs with register's increment, so the lists put before it are visible
        return (int) VERSION.getAcquire(this);
    }

    /** {@code c} and every type it is assignable to, in delivery order; see the class note. */
    static List<Class<?>> supertypes(Class<?> c) {
        Set<Class<?>> out = new LinkedHashSet<>();
        for (Class<?> k = c; k != null && k != Object.class; k = k.getSuperclass()) {
            out.add(k);
        }
        for (Class<?> k = c; k != null; k = k.getSuperclass()) {
            addInterfaces(k, out);
        }
        out.add(Object.class);
        return new ArrayList<>(out);
    }

    private static void addInterfaces(Class<?> k, Set<Class<?>> out) {
        for (Class<?> i : k.getInterfaces()) {
            if (out.add(i)) {
                addInterfaces(i, out);
            }
        }
    }
}
