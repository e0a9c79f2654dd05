/**
 * One small plain-JDK program per library bug: each {@code main} ({@link org.richtest.Program#run})
 * creates the library's objects and two or three threads, starts and joins them, and asserts where
 * the bug is an exception or a lost item. The agent rewrites this package and the library's, so the
 * same class runs explored under RichTest and uncontrolled in the plain-JVM stress loop.
 */
package org.richtest.regressions.drivers;
