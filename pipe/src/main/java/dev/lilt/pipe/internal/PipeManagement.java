package dev.lilt.pipe.internal;

import dev.lilt.pipe.MessagePipeMXBean;
import java.lang.management.ManagementFactory;
import java.util.concurrent.atomic.AtomicInteger;
import javax.management.InstanceAlreadyExistsException;
import javax.management.InstanceNotFoundException;
import javax.management.JMException;
import javax.management.MBeanServer;
import javax.management.ObjectName;

/**
 * Registers pipe MXBeans with the platform MBean server; the only class naming javax.management
 * types, loaded only when java.management is readable (see {@link PipeMonitoring}).
 */
final class PipeManagement {
    private static final String DOMAIN = "dev.lilt";
    /** Numbers unnamed pipes; never reused, so an unnamed pipe's name is its own for the JVM's life. */
    private static final AtomicInteger UNNAMED = new AtomicInteger();

    private PipeManagement() {
    }

    /** A name no registered pipe has: {@code pipe-<n>}. */
    static String freeDefaultName() {
        MBeanServer server = ManagementFactory.getPlatformMBeanServer();
        while (true) {
            String name = "pipe-" + UNNAMED.incrementAndGet();
            if (!server.isRegistered(objectName(name))) {
                return name;
            }
        }
    }

    /** Registers {@code bean} under its name; throws IllegalStateException if the name is taken. */
    static void register(MessagePipeMXBean bean) {
        ObjectName name = objectName(bean.getName());
        try {
            ManagementFactory.getPlatformMBeanServer().registerMBean(bean, name);
        } catch (InstanceAlreadyExistsException e) {
            throw new IllegalStateException("an MBean is already registered as " + name
                    + ": give each pipe its own name, or close the other pipe first", e);
        } catch (JMException e) {
            throw new IllegalStateException("cannot register the pipe MBean " + name, e);
        }
    }

    /** Unregisters the MBean of the pipe named {@code name}; does nothing if it is not registered. */
    static void unregister(String name) {
        try {
            ManagementFactory.getPlatformMBeanServer().unregisterMBean(objectName(name));
        } catch (InstanceNotFoundException alreadyGone) {
            // unregistered by someone else (a JMX client may): nothing left to do
        } catch (JMException e) {
            throw new IllegalStateException("cannot unregister the pipe MBean " + name, e);
        }
    }

    /** {@code dev.lilt:type=MessagePipe,name=<name>}; {@code name} is sanitised already. */
    private static ObjectName objectName(String name) {
        try {
            return new ObjectName(DOMAIN + ":type=MessagePipe,name=" + name);
        } catch (JMException e) {
            throw new IllegalArgumentException("not a valid MBean name: " + name, e);
        }
    }
}
