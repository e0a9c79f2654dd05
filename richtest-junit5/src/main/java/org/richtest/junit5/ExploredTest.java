package org.richtest.junit5;

import java.lang.reflect.Method;
import java.util.Optional;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * A test method the extension explores, with the settings it is explored with and why: its own
 * {@link ReachabilityTest}, its class's (or an enclosing class's), or the configuration parameter
 * {@value #EXPLORE} naming its class, with the annotation's defaults.
 *
 * @param settings the annotation whose attributes apply
 * @param origin why the method is explored
 */
record ExploredTest(ReachabilityTest settings, Origin origin) {

  /** The configuration parameter that explores existing tests: {@link ClassNamePatterns}. */
  static final String EXPLORE = "richtest.explore";

  /** Why a test method is explored. */
  enum Origin {
    /** The method is annotated. */
    METHOD,
    /** Its class, or a class enclosing it, is annotated. */
    CLASS,
    /** The configuration parameter {@value ExploredTest#EXPLORE} names its class. */
    SWITCH
  }

  /** Carries the annotation's defaults, which the switch explores with. */
  @ReachabilityTest
  private static final class Defaults {}

  /**
   * Returns how {@code method} of the test in {@code context} is explored, if it is.
   *
   * @throws IllegalArgumentException if a class asks to replay a trace, which is a method's
   */
  static Optional<ExploredTest> of(Method method, ExtensionContext context) {
    Optional<ReachabilityTest> own = AnnotationSupport.findAnnotation(method, ReachabilityTest.class);
    if (own.isPresent()) {
      return Optional.of(new ExploredTest(own.get(), Origin.METHOD));
    }
    Class<?> testClass = context.getRequiredTestClass();
    ReachabilityTest inherited = classAnnotation(testClass);
    if (inherited != null) {
      if (!inherited.replay().isEmpty()) {
        throw new IllegalArgumentException("@ReachabilityTest(replay) on class "
            + testClass.getName() + ": a saved trace replays one test; annotate the method");
      }
      return Optional.of(new ExploredTest(inherited, Origin.CLASS));
    }
    ClassNamePatterns patterns = context.getConfigurationParameter(EXPLORE)
        .map(ClassNamePatterns::parse).orElse(ClassNamePatterns.NONE);
    return patterns.matches(testClass)
        ? Optional.of(new ExploredTest(defaults(), Origin.SWITCH))
        : Optional.empty();
  }

  /** Returns the annotation's defaults. */
  static ReachabilityTest defaults() {
    return Defaults.class.getAnnotation(ReachabilityTest.class);
  }

  /** Returns the annotation of {@code testClass} or of the nearest class enclosing it; null if none. */
  private static @Nullable ReachabilityTest classAnnotation(Class<?> testClass) {
    for (Class<?> c = testClass; c != null; c = c.getEnclosingClass()) {
      Optional<ReachabilityTest> found = AnnotationSupport.findAnnotation(c, ReachabilityTest.class);
      if (found.isPresent()) {
        return found.get();
      }
    }
    return null;
  }
}
