// The Android app: one Activity over the app core (:spieleabend-core), drawing the shared
// composables of ../ui (compiled here as a second source folder, so the Android app and
// the desktop build use the very same files). Needs the Android SDK; the native library
// comes from ../build-jni.sh.
plugins {
    id("com.android.application")
    id("org.jetbrains.kotlin.android")
    id("org.jetbrains.kotlin.plugin.compose")
}

android {
    namespace = "app.spieleabend.android"
    compileSdk = 36

    defaultConfig {
        applicationId = "app.spieleabend"
        // Android 7.0 and later; since 31 August 2026 Google Play takes new apps and
        // updates only when they target Android 16 (API 36).
        minSdk = 24
        targetSdk = 36
        versionCode = 1
        versionName = "0.1.0"
        // The ABIs the Rust library is built for (../build-jni.sh). Set here, in the
        // app: only the app's filter decides what the APK packages, and JNA's AAR
        // brings its dispatch library for more ABIs (x86 too), which would let a
        // device install the app without libspieleabend_ffi for it.
        ndk {
            abiFilters += listOf("arm64-v8a", "armeabi-v7a", "x86_64")
        }
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"))
        }
    }

    sourceSets {
        getByName("main") {
            kotlin.srcDir("../ui/src/main/kotlin")
        }
    }

    buildFeatures {
        compose = true
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }
}

kotlin {
    jvmToolchain(17)
}

// The app core's view models are immutable values: composables skip when they are equal
// (the same file the desktop build passes to the Compose compiler).
composeCompiler {
    stabilityConfigurationFiles.add(rootProject.layout.projectDirectory.file("ui/compose-stability.conf"))
}

dependencies {
    implementation(project(":spieleabend-core"))
    implementation(platform("androidx.compose:compose-bom:2025.06.00"))
    implementation("androidx.compose.ui:ui")
    implementation("androidx.compose.foundation:foundation")
    implementation("androidx.compose.material3:material3")
    implementation("androidx.activity:activity-compose:1.10.1")
    implementation("androidx.core:core-ktx:1.16.0")
    implementation("androidx.lifecycle:lifecycle-viewmodel-compose:2.9.1")
    implementation("androidx.lifecycle:lifecycle-runtime-compose:2.9.1")
    implementation("org.jetbrains.kotlinx:kotlinx-coroutines-android:1.10.2")
}
