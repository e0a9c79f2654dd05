package org.richtest.sync.internal.concurrent;

import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantReadWriteLock;
import org.jspecify.annotations.Nullable;

/**
 * The JDK's read-write lock, which a {@code ReentrantReadWriteLock} drop-in created outside an
 * exploration is: every operation is the JDK's own, its read and write locks too.
 */
public final class JdkReadWriteLock extends ReentrantReadWriteLock
    implements ReadWriteLockOperations, Identified {

  private final Outside outside;

  /** Creates the JDK's lock, fair or not, for a drop-in called {@code name}. */
  public JdkReadWriteLock(boolean fair, @Nullable String name) {
    super(fair);
    this.outside = new Outside("ReentrantReadWriteLock", name);
  }

  @Override
  public Outside identity() {
    return outside;
  }

  /** Returns a new condition of the JDK's write lock; the JDK's conditions have no names. */
  @Override
  public Condition newCondition(@Nullable String name) {
    return writeLock().newCondition();
  }

  @Override
  public String readLockState() {
    return bracket(readLock());
  }

  @Override
  public String writeLockState() {
    return bracket(writeLock());
  }

  /** Returns the name and the holds, as the drop-in shows itself. */
  @Override
  public String toString() {
    return "ReentrantReadWriteLock " + name() + bracket(super.toString());
  }

  /** Returns the bracketed state the JDK's {@code toString} appends to an object's identity. */
  private static String bracket(Object jdk) {
    String text = jdk.toString();
    return text.substring(text.indexOf('['));
  }
}
