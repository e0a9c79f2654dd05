package org.richtest.junit5;

import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.Parameter;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.TestInfo;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.TestReporter;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.commons.support.HierarchyTraversalMode;
import org.junit.platform.commons.support.ReflectionSupport;
import org.richtest.Program;

/**
 * What one run of an explored test gets, as a plain JUnit execution of the test would: a fresh
 * test instance (the same one under {@code @TestInstance(PER_CLASS)}), its {@code @BeforeEach}
 * methods before the body and its {@code @AfterEach} methods after it, even when the body failed.
 * Made inside the run, the objects they create belong to that run instead of being shared by all.
 *
 * @param testClass the test's class
 * @param shared the instance every run uses under {@code PER_CLASS}; null to make one per run
 * @param beforeEach the {@code @BeforeEach} methods, superclasses' first
 * @param afterEach the {@code @AfterEach} methods, superclasses' last
 * @param context the test's context, for the lifecycle methods' parameters
 */
record RunFixture(
    Class<?> testClass,
    @Nullable Object shared,
    List<Method> beforeEach,
    List<Method> afterEach,
    ExtensionContext context) {

  /** The parameters a constructor or lifecycle method may have: the ones the context gives. */
  private static final Set<Class<?>> RESOLVED = Set.of(TestInfo.class, TestReporter.class);

  /**
   * Returns why the fixture of the test in {@code context} cannot be made per run, so that it is
   * made once around the whole exploration as JUnit makes it; empty if it can.
   */
  static Optional<String> unsupported(ExtensionContext context) {
    Class<?> testClass = context.getRequiredTestClass();
    if (testClass.getEnclosingClass() != null && !Modifier.isStatic(testClass.getModifiers())) {
      return Optional.of("a @Nested class (its enclosing instances are JUnit's)");
    }
    if (!AnnotationSupport.findAnnotatedFields(testClass, TempDir.class).isEmpty()) {
      return Optional.of("a @TempDir field (JUnit injects it into its own instance)");
    }
    if (!perClass(context)) {
      Constructor<?>[] constructors = testClass.getDeclaredConstructors();
      if (constructors.length != 1 || !resolvable(constructors[0])) {
        return Optional.of("a constructor with parameters other than TestInfo or TestReporter");
      }
    }
    for (Method method : lifecycleMethods(testClass)) {
      if (!resolvable(method)) {
        return Optional.of(method.getName()
            + "(): a lifecycle method with parameters other than TestInfo or TestReporter");
      }
    }
    return Optional.empty();
  }

  /** Returns the fixture of the test in {@code context}, whose instance JUnit made is {@code target}. */
  static RunFixture of(ExtensionContext context, @Nullable Object target) {
    Class<?> testClass = context.getRequiredTestClass();
    return new RunFixture(
        testClass,
        perClass(context) ? target : null,
        AnnotationSupport.findAnnotatedMethods(
            testClass, BeforeEach.class, HierarchyTraversalMode.TOP_DOWN),
        AnnotationSupport.findAnnotatedMethods(
            testClass, AfterEach.class, HierarchyTraversalMode.BOTTOM_UP),
        context);
  }

  /**
   * Returns the program of one run: the instance, the {@code @BeforeEach} methods, {@code method}
   * with {@code arguments} unless one of them failed, then every {@code @AfterEach} method. The
   * run fails with the first failure, the later ones suppressed in it.
   */
  Program around(Method method, Object[] arguments) {
    return () -> {
      Object instance = shared != null ? shared : newInstance();
      @Nullable Throwable failure = null;
      try {
        for (Method before : beforeEach) {
          invoke(before, instance);
        }
        ReflectionSupport.invokeMethod(method, instance, arguments);
      } catch (Throwable t) {
        failure = t;
      }
      for (Method after : afterEach) {
        try {
          invoke(after, instance);
        } catch (Throwable t) {
          if (failure == null) {
            failure = t;
          } else {
            failure.addSuppressed(t);
          }
        }
      }
      if (failure != null) {
        throw RunFixture.<RuntimeException>sneaky(failure);
      }
    };
  }

  private Object newInstance() {
    Constructor<?> constructor = testClass.getDeclaredConstructors()[0];
    return ReflectionSupport.newInstance(testClass, arguments(constructor));
  }

  private void invoke(Method method, Object instance) {
    ReflectionSupport.invokeMethod(method, instance, arguments(method));
  }

  private Object[] arguments(Executable executable) {
    Parameter[] parameters = executable.getParameters();
    Object[] arguments = new Object[parameters.length];
    for (int i = 0; i < parameters.length; i++) {
      arguments[i] = parameters[i].getType() == TestInfo.class
          ? new ContextTestInfo(context)
          : (TestReporter) context::publishReportEntry;
    }
    return arguments;
  }

  private static boolean perClass(ExtensionContext context) {
    return context.getTestInstanceLifecycle().orElse(TestInstance.Lifecycle.PER_METHOD)
        == TestInstance.Lifecycle.PER_CLASS;
  }

  private static List<Method> lifecycleMethods(Class<?> testClass) {
    return ReflectionSupport.findMethods(testClass,
        m -> AnnotationSupport.isAnnotated(m, BeforeEach.class)
            || AnnotationSupport.isAnnotated(m, AfterEach.class),
        HierarchyTraversalMode.TOP_DOWN);
  }

  private static boolean resolvable(Executable executable) {
    for (Class<?> type : executable.getParameterTypes()) {
      if (!RESOLVED.contains(type)) {
        return false;
      }
    }
    return true;
  }

  /** Rethrows any throwable from {@link Program#run}, as JUnit's reflective calls do. */
  @SuppressWarnings("unchecked")
  private static <T extends Throwable> T sneaky(Throwable failure) throws T {
    throw (T) failure;
  }

  /** The {@link TestInfo} JUnit would give the test, read from its context. */
  private record ContextTestInfo(ExtensionContext context) implements TestInfo {
    @Override
    public String getDisplayName() {
      return context.getDisplayName();
    }

    @Override
    public Set<String> getTags() {
      return context.getTags();
    }

    @Override
    public Optional<Class<?>> getTestClass() {
      return context.getTestClass();
    }

    @Override
    public Optional<Method> getTestMethod() {
      return context.getTestMethod();
    }
  }
}
