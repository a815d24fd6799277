package app.spieleabend.android

import android.Manifest
import android.content.Context
import android.content.pm.PackageManager
import android.os.Build
import androidx.activity.compose.rememberLauncherForActivityResult
import androidx.activity.result.contract.ActivityResultContracts
import androidx.compose.runtime.Composable
import androidx.compose.ui.platform.LocalContext
import androidx.compose.ui.res.stringResource
import androidx.core.content.ContextCompat
import app.spieleabend.ui.screens.PermissionReason
import app.spieleabend.ui.screens.PermissionTexts
import app.spieleabend.ui.screens.PermissionsExplained

/**
 * The runtime permissions Bluetooth play needs on this phone's Android version. The
 * local network needs none at target SDK 36: NsdManager and the core's TCP sockets
 * work with the normal INTERNET permission (NEARBY_WIFI_DEVICES is for Wi-Fi Direct
 * and Wi-Fi Aware, which the app does not use). Apps that target Android 17 (API 37)
 * need ACCESS_LOCAL_NETWORK for the network too: that medium is then asked for the
 * same way, on its own, and reported to the core as its own answer.
 */
fun bluetoothPermissions(sdk: Int = Build.VERSION.SDK_INT): List<String> =
    if (sdk >= Build.VERSION_CODES.S) {
        listOf(
            Manifest.permission.BLUETOOTH_SCAN,
            Manifest.permission.BLUETOOTH_CONNECT,
            Manifest.permission.BLUETOOTH_ADVERTISE,
        )
    } else {
        // Up to Android 11, Bluetooth discovery needs location.
        listOf(Manifest.permission.ACCESS_FINE_LOCATION)
    }

/** Whether the phone has Bluetooth Low Energy at all (nothing to ask for without it). */
fun hasBluetooth(context: Context): Boolean =
    context.packageManager.hasSystemFeature(PackageManager.FEATURE_BLUETOOTH_LE)

/** Whether every permission of [bluetoothPermissions] is granted. */
fun bluetoothAllowed(context: Context): Boolean = bluetoothPermissions().all {
    ContextCompat.checkSelfPermission(context, it) == PackageManager.PERMISSION_GRANTED
}

/**
 * The explaining screen before nearby play on a phone that has not allowed Bluetooth:
 * the reasons for exactly the permissions this Android version asks for, then the
 * system's dialog through the Activity Result API. [onAnswered] hears whether
 * Bluetooth may be used now; "Not now" answers no without asking. Either way nearby
 * play goes on (the local network needs no permission), and the core says on its
 * screens what a refusal leaves out.
 */
@Composable
fun BluetoothPermissionScreen(onAnswered: (Boolean) -> Unit) {
    val context = LocalContext.current
    val launcher = rememberLauncherForActivityResult(ActivityResultContracts.RequestMultiplePermissions()) { results ->
        onAnswered(results.isNotEmpty() && results.values.all { it })
    }
    val reasons = buildList {
        add(PermissionReason(stringResource(R.string.permission_bluetooth_name), stringResource(R.string.permission_bluetooth_why)))
        if (Build.VERSION.SDK_INT < Build.VERSION_CODES.S) {
            add(PermissionReason(stringResource(R.string.permission_location_name), stringResource(R.string.permission_location_why)))
        }
    }
    PermissionsExplained(
        PermissionTexts(
            title = stringResource(R.string.permissions_title),
            intro = stringResource(R.string.permissions_intro),
            reasons = reasons,
            allow = stringResource(R.string.permissions_allow),
            notNow = stringResource(R.string.permissions_not_now),
        ),
        onAllow = {
            if (bluetoothAllowed(context)) onAnswered(true) else launcher.launch(bluetoothPermissions().toTypedArray())
        },
        onNotNow = { onAnswered(false) },
    )
}
