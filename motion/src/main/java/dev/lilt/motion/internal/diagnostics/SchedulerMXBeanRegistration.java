package dev.lilt.motion.internal.diagnostics;

import java.lang.management.ManagementFactory;
import javax.management.InstanceAlreadyExistsException;
import javax.management.InstanceNotFoundException;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/** The JMX side of {@link SchedulerMXBeans}; loaded only where {@code java.management} is usable. */
final class SchedulerMXBeanRegistration {
    /*
     * Design note. Names are dev.lilt:type=MotionScheduler,name="<scheduler name>", the name
     * quoted (ObjectName.quote escapes quotes, backslashes, '*', '?' and newlines, so any scheduler
     * name is legal). Schedulers share names ("FxMotionScheduler", the default names), so a taken
     * name gets " #2", " #3"... appended, the first free one winning: the server's own
     * InstanceAlreadyExistsException decides, which is atomic across threads.
     */

    static final String DOMAIN = "dev.lilt";
    private static final int MAX_SUFFIX = 1_000_000;

    private SchedulerMXBeanRegistration() {
    }

    /**
     * Registers {@code bean} under the first free name.
     *
     * @param bean the MXBean
     * @return unregisters it (idempotent; one already unregistered by someone else is ignored)
     */
    static Runnable register(SchedulerMonitor bean) {
        MBeanServer server = ManagementFactory.getPlatformMBeanServer();
        String base = bean.getName();
        for (int k = 1; k <= MAX_SUFFIX; k++) {
            ObjectName name = nameFor(k == 1 ? base : base + " #" + k);
            try {
                server.registerMBean(bean, name);
                return () -> unregister(server, name);
            } catch (InstanceAlreadyExistsException taken) {
                // try the next suffix
            } catch (JMException e) {
                throw new IllegalStateException("could not register the MXBean of scheduler '" + base + "': " + e, e);
            }
        }
        throw new IllegalStateException("more than " + MAX_SUFFIX + " schedulers named '" + base + "' are registered");
    }

    /**
     * The object name of a scheduler named {@code name}.
     *
     * @param name the scheduler's name, any string
     * @return {@code dev.lilt:type=MotionScheduler,name=<quoted name>}
     */
    static ObjectName nameFor(String name) {
        try {
            return new ObjectName(DOMAIN + ":type=MotionScheduler,name=" + ObjectName.quote(name));
        } catch (JMException e) {
            throw new IllegalStateException("a quoted name is always legal: " + e, e);
        }
    }

    private static void unregister(MBeanServer server, ObjectName name) {
        try {
            server.unregisterMBean(name);
        } catch (InstanceNotFoundException gone) {
            // unregistered by someone else: nothing left to do
        } catch (JMException e) {
            throw new IllegalStateException("could not unregister " + name + ": " + e, e);
        }
    }
}
