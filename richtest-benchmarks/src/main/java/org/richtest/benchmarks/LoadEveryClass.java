package org.richtest.benchmarks;

import com.sun.management.OperatingSystemMXBean;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.util.Enumeration;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * Loads every class of one jar on the class path, without initializing it, and prints {@code
 * loaded N failed F nanos T cpu C}: the JVM {@link ClassLoadingCost} starts for each setting of the
 * agent, so that each measurement meets a cold class loader and a cold transformer. The process's
 * CPU time over the loop (the transformer's work and the compilation it causes) is what compares
 * settings on a shared machine, where wall-clock time measures the neighbours too.
 */
final class LoadEveryClass {

  private LoadEveryClass() {}

  /** {@code args[0]}: the jar whose classes to load (it must also be on the class path). */
  public static void main(String[] args) throws IOException {
    ClassLoader loader = LoadEveryClass.class.getClassLoader();
    int loaded = 0;
    int failed = 0;
    OperatingSystemMXBean system =
        (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    long startCpu = system.getProcessCpuTime();
    long start = System.nanoTime();
    try (JarFile jar = new JarFile(args[0])) {
      for (Enumeration<JarEntry> entries = jar.entries(); entries.hasMoreElements(); ) {
        String name = entries.nextElement().getName();
        if (!name.endsWith(".class") || name.startsWith("META-INF/") || name.contains("-info")) {
          continue;
        }
        try {
          Class.forName(name.substring(0, name.length() - 6).replace('/', '.'), false, loader);
          loaded++;
        } catch (ClassNotFoundException | LinkageError e) {
          // Optional dependencies the jar refers to are absent: such a class does not count.
          failed++;
        }
      }
    }
    long nanos = System.nanoTime() - start;
    System.out.println("loaded " + loaded + " failed " + failed + " nanos " + nanos + " cpu "
        + (system.getProcessCpuTime() - startCpu));
  }
}
